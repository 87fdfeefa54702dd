import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/navigation';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** a path inside the visitor's language ('/news/x?y=1#z'), as lib/cms reshapes links */
  href: string;
};

/**
 * A link to a page of this site (a menu, a teaser, a breadcrumb, a link field): the navigation
 * `Link` of lib/i18n/navigation.ts drawn lighter. The language goes on the path here (the same
 * `getPathname`), and next/link gets the finished URL: next-intl's `Link` drawn by a server
 * component puts `ref`, `locale`, `localeCookie` and the href as an object into the page's RSC
 * payload for every link (about 100 bytes each, 36 links on the home page). A node's system path
 * (`/node/12`) is a plain link, loaded as a whole page: the proxy answers it with a redirect to
 * the node's alias, which only a page load follows (lib/proxy-rules/alias-redirect.ts).
 */
export function SiteLink({ href, prefetch, replace, scroll, ...attributes }: Props) {
  const url = localizedPath(useLocale(), href);
  if (isNodeSystemPath(url)) return <a href={url} {...attributes} />;
  return (
    <NextLink
      href={url}
      {...(prefetch !== undefined && { prefetch })}
      {...(replace !== undefined && { replace })}
      {...(scroll !== undefined && { scroll })}
      {...attributes}
    />
  );
}

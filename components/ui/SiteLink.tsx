import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

type Props = {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  /** a second link to the same page (a result's picture beside its title) is taken out of the tab order and the tree */
  tabIndex?: -1;
  'aria-hidden'?: 'true';
  children: ReactNode;
};

/** '/news?x=1#y' in its parts, so the language prefix goes on the path alone ('/en?x=1#y', never '/en/?x=1'). */
function parts(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return searchAt >= 0
    ? { pathname: rest.slice(0, searchAt) || '/', search: rest.slice(searchAt), hash }
    : { pathname: rest || '/', search: '', hash };
}

/**
 * A link to a page of this site from content (a menu, a teaser, a link field): `href` is the path
 * inside the visitor's language ('/news/x?y=1#z', as lib/cms reshapes it), and the navigation `Link`
 * puts the language on it. A node's system path (`/node/12`) is a plain link, loaded as a whole page:
 * the proxy answers it with a redirect to the node's alias, which only a page load follows
 * (lib/proxy/alias-redirect.ts).
 */
export function SiteLink({ href, children, ...attributes }: Props) {
  const locale = useLocale();
  const url = parts(href);
  if (isNodeSystemPath(url.pathname)) {
    return (
      <a href={`${getPathname({ locale, href: url.pathname })}${url.search}${url.hash}`} {...attributes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={url} {...attributes}>
      {children}
    </Link>
  );
}

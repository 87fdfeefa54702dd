import { createNavigation } from 'next-intl/navigation';
import type { Locale } from './routing';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** '/news?x=1#y' in its parts, so the language prefix goes on the path alone ('/en?x=1#y', never '/en/?x=1'). */
function pathParts(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return searchAt >= 0
    ? { pathname: rest.slice(0, searchAt) || '/', search: rest.slice(searchAt), hash }
    : { pathname: rest || '/', search: '', hash };
}

/**
 * A path inside a language ('/news?x=1#y') as the site's URL in that language ('/en/news?x=1#y'),
 * as `Link` and `getPathname` write it: for a link drawn with a plain href (components/ui/SiteLink).
 */
export function localizedPath(locale: Locale, path: string): string {
  const { pathname, search, hash } = pathParts(path);
  return `${getPathname({ locale, href: pathname })}${search}${hash}`;
}

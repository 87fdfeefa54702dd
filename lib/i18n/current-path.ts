import { splitLocale } from './routing';

/**
 * The path inside its locale for a browser pathname ('/en/news' -> '/news'). Also accepts the
 * internal '/zh-hans/...' form a rewrite may expose.
 */
export function pathInLocale(pathname: string): string {
  if (pathname === '/zh-hans' || pathname.startsWith('/zh-hans/')) return pathname.slice(8) || '/';
  return splitLocale(pathname).path;
}

import { NextResponse, type NextRequest } from 'next/server';
import { resolveSitePath } from '@/lib/cms/resolve-site-path';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

/** The paths the proxy's matcher sends here (`/node/:nid`, `/en/node/:nid`). */
export const isUnderNode = (pathname: string) => /^(?:\/en)?\/node\//.test(pathname);

/**
 * A node with an alias lives at its alias: its system path answers with a permanent redirect
 * there, so visitors and search engines know one address per page. Anything else (no node, no
 * alias, a backend failure) goes on to the page at this path, which shows the node, the 404 page,
 * the error page or the maintenance page as usual.
 *
 * The site links system paths as plain links (components/ui/SiteLink.tsx), never with Next's
 * client-side navigation: the proxy cannot tell such a request from a page load (Next takes its
 * headers and `_rsc` parameter off first), and a prefetch answered with this redirect was asked
 * for again and again (measured: about 500 requests a second for as long as the page was open).
 */
export async function redirectNodeSystemPath(request: NextRequest): Promise<NextResponse> {
  const asked = request.nextUrl.pathname;
  if (!isNodeSystemPath(asked)) return NextResponse.next();
  const node = await resolveSitePath(asked, false).catch(() => null);
  const alias = node?.canonical;
  if (!alias || alias === asked) return NextResponse.next();
  const response = NextResponse.redirect(new URL(`${alias}${request.nextUrl.search}`, request.nextUrl), 308);
  // An editor may change the alias: browsers keep this redirect for an hour, not for ever.
  response.headers.set('Cache-Control', 'public, max-age=3600');
  return response;
}

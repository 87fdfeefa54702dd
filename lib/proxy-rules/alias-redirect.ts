import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { resolveSitePath } from '@/lib/cms/resolve-site-path';

/**
 * A node with an alias lives at its alias: a page load of its system path (`/node/12`) answers
 * with a permanent redirect there, so visitors and search engines know one address per page.
 * Anything else (no node, no alias, a backend failure) goes on to the page at this path, which
 * shows the node, the 404 page, the error page or the maintenance page as usual.
 *
 * Only page loads are redirected (`Sec-Fetch-Mode: navigate`, or no such header, as from a
 * crawler): a prefetch or client-side navigation answered with this redirect was asked for again
 * and again (measured: about 500 requests a second while a page linking /node/N was open), and
 * Next takes its own headers and `_rsc` parameter off the request before the proxy sees it. Links
 * the site makes to system paths are plain page loads anyway (components/ui/SiteLink.tsx), so the
 * visitor lands on the alias.
 */
export async function redirectNodeSystemPath(request: NextRequest): Promise<NextResponse> {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode && mode !== 'navigate') return NextResponse.next();
  const asked = request.nextUrl.pathname;
  const node = await resolveSitePath(asked, false).catch(() => null);
  const alias = node?.canonical;
  if (!alias || alias === asked) return NextResponse.next();
  const response = NextResponse.redirect(new URL(`${alias}${request.nextUrl.search}`, request.nextUrl), 308);
  // An editor may change the alias: browsers keep this redirect for an hour, not for ever.
  response.headers.set('Cache-Control', 'public, max-age=3600');
  return response;
}

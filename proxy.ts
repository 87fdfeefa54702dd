import type { NextRequest } from 'next/server';
import { exchangeHandoff } from '@/lib/bff/server/handoff';
import { memberPage } from '@/lib/platform/edge-proxy/member-pages';
import { checkOrderPage } from '@/lib/proxy-rules/order-page';
import { redirectNodeSystemPath } from '@/lib/proxy-rules/alias-redirect';
import { isNodeSystemPath } from '@/lib/url/node-system-path';
import { waitingRoomGate } from '@/lib/queue/gate';

/**
 * Per-request work, only where it is needed (see `config.matcher`): a `?token=` link is taken out
 * of the address and waits for the visitor's choice (never a session by itself), an order's page is asked about first (404, or login), member
 * pages get their private headers and nonce policy, a
 * node's system path is sent on to its alias, and the buying path's pages (a show's seat map,
 * cart, checkout, login) pass the waiting room's door (lib/queue/gate.ts). Content pages never pass through here (unless opened
 * with `?token=`), which keeps them static and fast (design.md section 5).
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.searchParams.has('token')) return exchangeHandoff(request);
  if (isNodeSystemPath(request.nextUrl.pathname)) return redirectNodeSystemPath(request);
  return waitingRoomGate(request, async () => (await checkOrderPage(request)) ?? memberPage(request));
}

// Literal paths: Next reads the matcher statically at build time.
export const config = {
  matcher: [
    '/login/:path*',
    '/register/:path*',
    '/forgotpassword/:path*',
    '/profile/:path*',
    '/cart/:path*',
    '/checkout/:path*',
    '/node/:nid(\\d+)',
    '/project/:id/seats',
    '/en/login/:path*',
    '/en/register/:path*',
    '/en/forgotpassword/:path*',
    '/en/profile/:path*',
    '/en/cart/:path*',
    '/en/checkout/:path*',
    '/en/node/:nid(\\d+)',
    '/en/project/:id/seats',
    // any page opened with ?token= (the hand-off), and nothing else of Next's own or the backends'
    {
      source: '/((?!_next/|api/|jsonapi|en/jsonapi|image|sites/|favicon\\.ico).*)',
      has: [{ type: 'query', key: 'token' }],
    },
  ],
};

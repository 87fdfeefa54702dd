import type { NextRequest } from 'next/server';
import { memberPage } from '@/lib/proxy/member-pages';
import { redirectNodeSystemPath } from '@/lib/proxy/node-system-path';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

/**
 * Per-request work, only where it is needed (see `config.matcher`): member pages get their
 * private headers and nonce policy, a node's system path is sent on to its alias. Content pages
 * never pass through here, which keeps them static and fast (design.md section 5).
 */
export function proxy(request: NextRequest) {
  if (isNodeSystemPath(request.nextUrl.pathname)) return redirectNodeSystemPath(request);
  return memberPage(request);
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
    '/en/login/:path*',
    '/en/register/:path*',
    '/en/forgotpassword/:path*',
    '/en/profile/:path*',
    '/en/cart/:path*',
    '/en/checkout/:path*',
    '/en/node/:nid(\\d+)',
  ],
};

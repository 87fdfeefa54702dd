import { NextResponse } from 'next/server';

/**
 * Per-request work for member pages only (login, registration, profile, cart, checkout): they are
 * private to one visitor, so no shared cache may keep them and search engines must not index
 * them. Content pages never pass through here (see `config.matcher`), which keeps them static
 * and fast (design.md section 5). The per-request CSP nonce of these pages belongs here too.
 */
export function proxy() {
  const response = NextResponse.next();
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

// Literal paths: Next reads the matcher statically at build time.
export const config = {
  matcher: [
    '/login',
    '/register',
    '/forgotpassword',
    '/profile/:path*',
    '/cart/:path*',
    '/checkout/:path*',
    '/en/login',
    '/en/register',
    '/en/forgotpassword',
    '/en/profile/:path*',
    '/en/cart/:path*',
    '/en/checkout/:path*',
  ],
};

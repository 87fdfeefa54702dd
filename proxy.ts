import { NextResponse, type NextRequest } from 'next/server';

/**
 * Per-request work for member pages only (login, registration, profile, cart, checkout): they are
 * private to one visitor, so no shared cache may keep them and search engines must not index
 * them. Content pages never pass through here (see `config.matcher`), which keeps them static
 * and fast (design.md section 5). The per-request CSP nonce of these pages belongs here too.
 */
export function proxy(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

const memberPages = ['login', 'register', 'forgotpassword', 'profile', 'cart', 'checkout'];

export const config = {
  matcher: memberPages.flatMap((page) => [`/${page}`, `/${page}/:path*`, `/en/${page}`, `/en/${page}/:path*`]),
};

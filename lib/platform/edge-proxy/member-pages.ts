import { NextResponse, type NextRequest } from 'next/server';
import 'server-only';
import { config } from '@/lib/platform/config/config';
import { createNonce, nonceContentSecurityPolicy } from '@/lib/platform/security/headers';
import { isMemberRoute } from './member-routes';

/**
 * Member pages (login, registration, profile, cart, checkout) are private to one visitor, so no
 * shared cache may keep them and search engines must not index them, and they get a
 * Content-Security-Policy with a fresh nonce, so only the scripts Next wrote into this response
 * run (no 'unsafe-inline'). Next reads the nonce from the request's Content-Security-Policy header
 * and puts it on its own scripts.
 */
export function memberPage(request: NextRequest): NextResponse {
  // the matcher takes whole folders; a 404 in one keeps the static policy next.config.ts gives it
  if (!isMemberRoute(request.nextUrl.pathname)) return NextResponse.next();
  const nonce = createNonce();
  const policy = nonceContentSecurityPolicy(nonce, {
    cmsOrigin: config().CMS_URL,
    frameHosts: process.env.CSP_FRAME_HOSTS,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

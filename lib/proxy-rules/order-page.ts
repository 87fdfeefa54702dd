import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { readSession } from '@/lib/auth/session';
import { splitLocale, type Locale } from '@/lib/i18n/routing';
import { staticContentSecurityPolicy } from '@/lib/platform/security/headers';
import { TicketingError } from '@/lib/ticketing/errors';
import { getOrder, ORDER_TOKEN_PATTERN } from '@/lib/ticketing/orders';
import { loginHref } from '@/lib/url/local-path';

const ORDER_PAGE = /^(\/en)?\/profile\/orders\/([^/]+)\/?$/;
/** Long enough for the ticketing API; past it the page renders and says so itself. */
const CHECK_BUDGET_MS = 8_000;

/**
 * An order's page (`/profile/orders/{orderToken}`), asked about before it renders (issue 23): a
 * token that is not an order of this member's, or not an order token at all, is a real 404 (the
 * site's 404 page, as for any unknown path), never a page shell with a 200; a guest is sent to log
 * in and comes back. The page itself streams, so by the time it could tell, its status is sent.
 * When the API cannot answer, the page renders and its own list offers "Try again". Null: go on.
 */
export async function checkOrderPage(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const match = ORDER_PAGE.exec(pathname);
  if (!match) return null;
  const { locale } = splitLocale(pathname);
  let orderToken: string;
  try {
    orderToken = decodeURIComponent(match[2]);
  } catch {
    return notFound(request, locale);
  }
  if (!ORDER_TOKEN_PATTERN.test(orderToken)) return notFound(request, locale);
  const session = readSession(request.cookies);
  if (!session) {
    // the login page under the order page's own language prefix (the proxy cannot load the navigation
    // API: lib/url/local-path.ts says why)
    const response = NextResponse.redirect(new URL(`${match[1] ?? ''}${loginHref(pathname)}`, request.url), 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  try {
    await getOrder(session.token, locale, orderToken, AbortSignal.timeout(CHECK_BUDGET_MS));
    return null;
  } catch (error) {
    return error instanceof TicketingError && error.isRefusal ? notFound(request, locale) : null;
  }
}

/** The site's 404 page (the content route's, for a path nothing answers), with its status and policy. */
function notFound(request: NextRequest, locale: Locale): NextResponse {
  const response = NextResponse.rewrite(new URL(`/${locale}/unknown-order`, request.url));
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set(
    'Content-Security-Policy',
    staticContentSecurityPolicy({ cmsOrigin: process.env.CMS_URL, frameHosts: process.env.CSP_FRAME_HOSTS }),
  );
  return response;
}

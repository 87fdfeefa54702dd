import { NextResponse, type NextRequest } from 'next/server';
import { backendOrigin } from '@/lib/platform/config/required-config';
import { defaultLocale, isLocale, splitLocale, type Locale } from '@/lib/i18n/routing';
import { staticContentSecurityPolicy } from '@/lib/platform/security/headers';
import { arrivalTime, limitAddress } from '@/lib/platform/throttle/client-address';
import { purchaseInProgress } from './purchase-in-progress';
import { isShowsPerformance } from './show-facts';
import { atTheDoor } from '@/lib/platform/waiting-room/line';
import { QUEUE_HEADER } from '@/lib/platform/waiting-room/queue-link';
import { currentRooms } from '@/lib/platform/waiting-room/rooms';
import { operationTarget, pageTarget, scopeShow, type Scope } from '@/lib/platform/waiting-room/scope';
import { ensureTicker } from '@/lib/platform/waiting-room/ticker';
import {
  hasRoomCookies,
  readVisitor,
  rememberAsked,
  tellThePage,
  writeVisitor,
} from '@/lib/platform/waiting-room/visitor';

/**
 * The waiting room's two doors: the proxy's, in front of the buying path's pages (a show's seat
 * map, the cart, the checkout, the login), and the ticketing routes', in front of their buying
 * calls (lib/bff/server/handler.ts). Everything else never comes here.
 */

/**
 * How long the edge may answer a room's pages itself for visitors without ticket or pass
 * (ops/varnish/site.vcl): a room that closes is noticed there within this time.
 */
const EDGE_SECONDS = 2;

/** What the edge is told when a visitor was put in line: for how long, and which page (or * for all). */
function tellTheEdge(headers: Headers, scope: Scope): void {
  const show = scopeShow(scope);
  headers.set('x-waiting-room-edge', String(EDGE_SECONDS));
  headers.set('x-waiting-room-path', show ? `/project/${show}/seats` : '*');
}

/** The queue page of a room, in a language (the client adds `to`, the page to come back to). */
export function queuePath(locale: Locale, scope: Scope): string {
  return `${locale === 'en' ? '/en' : ''}/queue/join?scope=${encodeURIComponent(scope)}`;
}

/**
 * The proxy's door: a page of the buying path goes on (`next`) for a visitor with a pass that
 * covers its room, when no room stands in front of it, or when their turn has come (they get the
 * pass now). Anyone else is in line: they get a number (or keep theirs) and the queue page at the
 * address they asked for (which says so, and tries again for them, when their address has taken
 * its share of numbers: LIMITS.queuePerAddress). That page is static, served from the cache as the
 * edge serves it (one visitor costs the instance a number, not a render); its script asks for the
 * place. Without JavaScript, its button shows the place on the queue page proper (/queue), which
 * reloads itself.
 */
export async function waitingRoomGate(
  request: NextRequest,
  next: () => Promise<NextResponse> | NextResponse,
): Promise<NextResponse> {
  const target = pageTarget(request.nextUrl.pathname);
  if (!target || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  ensureTicker();
  const rooms = await currentRooms();
  if (!rooms.armed && rooms.open.size === 0 && !hasRoomCookies(request.cookies)) return next();

  // a link's prefetch (the header's cart, a show's "Choose seats") is not an arrival: it takes no
  // number, and gets nothing a visitor without a pass could not have
  const prefetch =
    request.headers.get('next-router-prefetch') === '1' ||
    /prefetch/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
  const { locale } = splitLocale(request.nextUrl.pathname);
  const decision = await atTheDoor(readVisitor(request.cookies), target, rooms, {
    join: !prefetch,
    admit: !prefetch,
    from: limitAddress(request.headers),
    arrivedAt: arrivalTime(request.headers),
    inside: purchaseInProgress(request.cookies, locale),
    isShowsPerformance,
  });
  if (prefetch && !decision.through)
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
  if (decision.through) {
    const response = await next();
    if (decision.changed) writeVisitor(response, request, decision.visitor);
    return response;
  }
  // the language's public address of the queue page (Chinese without a prefix): a rewrite to
  // /zh-hans/... meets the site's redirect of that prefix and answered 308 to /queue/join
  const response = NextResponse.rewrite(new URL(locale === 'en' ? '/en/queue/join' : '/queue/join', request.url));
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set(
    'Content-Security-Policy',
    staticContentSecurityPolicy({ cmsOrigin: backendOrigin(), frameHosts: process.env.CSP_FRAME_HOSTS }),
  );
  tellTheEdge(response.headers, decision.status.scope);
  rememberAsked(response, request, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  tellThePage(response, decision.status);
  if (decision.changed) writeVisitor(response, request, decision.visitor);
  return response;
}

/**
 * The ticketing routes' door, for their buying calls: null when the call goes on (a pass's
 * renewal or a new pass is added to the answer through `cookieOps`), else the answer for a
 * visitor in line (or refused a number: their address took its share): 429 with Retry-After, the
 * queue page's address in QUEUE_HEADER (the browser's client goes there) and their place in the
 * body. The call never reaches the ticketing API.
 */
export async function holdOperation(
  request: NextRequest,
  name: string,
  input: unknown,
  cookieOps: ((response: NextResponse) => void)[],
): Promise<NextResponse | null> {
  const target = operationTarget(name, input);
  if (!target) return null;
  ensureTicker();
  const rooms = await currentRooms();
  if (!rooms.armed && rooms.open.size === 0 && !hasRoomCookies(request.cookies)) return null;

  const asked = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : defaultLocale;
  const decision = await atTheDoor(readVisitor(request.cookies), target, rooms, {
    join: true,
    admit: true,
    from: limitAddress(request.headers),
    arrivedAt: arrivalTime(request.headers),
    inside: purchaseInProgress(request.cookies, locale),
    isShowsPerformance,
  });
  const write = (response: NextResponse) => writeVisitor(response, request, decision.visitor);
  if (decision.through) {
    if (decision.changed) cookieOps.push(write);
    return null;
  }
  const retryAfter = decision.status.pollSeconds;
  const response = NextResponse.json(
    { error: { code: 429, message: 'Waiting room', retryAfter }, line: decision.status },
    {
      status: 429,
      headers: {
        'Cache-Control': 'private, no-store',
        'Retry-After': String(retryAfter),
        [QUEUE_HEADER]: queuePath(locale, decision.status.scope),
      },
    },
  );
  tellTheEdge(response.headers, decision.status.scope);
  if (decision.changed) write(response);
  return response;
}

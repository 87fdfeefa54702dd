import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { readBodyCapped } from '@/lib/platform/http/read-body';
import { arrivalTime, limitAddress } from '@/lib/platform/throttle/client-address';
import { tooManyAnswer, tryOnce } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { describeLine } from '@/lib/queue/describe';
import { purchaseInProgress } from '@/lib/queue/purchase-in-progress';
import { ASKED_COOKIE, readVisitor, writeVisitor } from '@/lib/platform/waiting-room/visitor';

const MAX_BODY_BYTES = 4096;

/**
 * POST /api/queue/join?locale=: takes a number in the line of `scope` (or of the page `to`), or
 * keeps the one the visitor has (a second tab, a reload, a bot asking again: the same number).
 * From the static queue page's script, `{scope, to}` as JSON, answered with the place as the
 * status route does; from its button without JavaScript, the fields in the query (else the page the
 * visitor asked for, remembered in a cookie by the door or the edge), answered with the queue page
 * proper, which shows the place and reloads itself. A newcomer whose address took its share of
 * numbers (LIMITS.queuePerAddress) gets none: 429 with Retry-After and the view saying so (the
 * page's script tries again then), or without JavaScript the queue page, which says so too.
 */
export async function POST(request: NextRequest) {
  const from = limitAddress(request.headers);
  const wait = await tryOnce(LIMITS.queueJoinPerAddress, from);
  if (wait !== null) return tooManyAnswer(wait);
  const params = request.nextUrl.searchParams;
  const language = params.get('locale');
  const locale = isLocale(language) ? language : defaultLocale;
  const json = request.headers.get('content-type')?.startsWith('application/json');
  let body: { scope?: unknown; to?: unknown } = {};
  if (json) {
    const raw = await readBodyCapped(request, MAX_BODY_BYTES);
    try {
      body = raw ? (JSON.parse(raw.toString('utf8')) as typeof body) : {};
    } catch {
      body = {};
    }
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const scope = text(body.scope) ?? params.get('scope');
  const to = text(body.to) ?? text(params.get('to')) ?? text(request.cookies.get(ASKED_COOKIE)?.value);

  const line = await describeLine(readVisitor(request.cookies), scope, to, locale, {
    join: true,
    from,
    arrivedAt: arrivalTime(request.headers),
    inside: purchaseInProgress(request.cookies, locale),
  });
  // refused a number (the address took its share): the queue page proper says so without JavaScript
  const refused = line.view.state === 'refused';
  const response = json
    ? NextResponse.json(line.view, {
        status: refused ? 429 : 200,
        headers: {
          'Cache-Control': 'private, no-store',
          ...(refused ? { 'Retry-After': String(line.view.pollSeconds) } : {}),
        },
      })
    : NextResponse.redirect(
        new URL(
          `${locale === 'en' ? '/en' : ''}/queue?${new URLSearchParams({ scope: line.view.scope, to: line.view.next })}`,
          request.url,
        ),
        303,
      );
  if (line.changed) writeVisitor(response, request, line.visitor);
  return response;
}

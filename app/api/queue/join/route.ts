import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { readBodyCapped } from '@/lib/http/read-body';
import { describeLine } from '@/lib/waiting-room/describe';
import { readVisitor, writeVisitor } from '@/lib/waiting-room/visitor';

const MAX_BODY_BYTES = 4096;

/**
 * POST /api/queue/join?locale=: takes a number in the line of `scope` (or of the page `to`), or
 * keeps the one the visitor has (a second tab, a reload, a bot asking again: the same number).
 * From the edge's queue page's script, `{scope, to}` as JSON, answered with the place as the
 * status route does; from its form without JavaScript, the fields in the query (else the page it
 * was sent from), answered with the queue page.
 */
export async function POST(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const asked = params.get('locale');
  const locale = isLocale(asked) ? asked : defaultLocale;
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
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const referer = request.headers.get('referer');
  const from = referer && new URL(referer, request.url).origin === request.nextUrl.origin ? new URL(referer) : null;
  const scope = text(body.scope) ?? params.get('scope');
  const to = text(body.to) ?? params.get('to') ?? (from ? `${from.pathname}${from.search}` : null);

  const line = await describeLine(readVisitor(request.cookies), scope, to, locale, { join: true });
  const response = json
    ? NextResponse.json(line.view, { headers: { 'Cache-Control': 'private, no-store' } })
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

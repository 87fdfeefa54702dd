import 'server-only';
import { NextResponse } from 'next/server';
import { edgeEnabled } from '@/lib/platform/cache/edge.mjs';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { errorFields, logger } from '@/lib/platform/observability/log.mjs';
import { TicketingError, type ErrorAnswer } from '@/lib/ticketing/errors';

/**
 * Every visitor's copy for one second, then the edge's grace: a miss after that second is served
 * the last copy while one request refreshes it (ops/varnish/site.vcl keeps and collapses these).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

function failure(status: number, error: ErrorAnswer['error']): NextResponse {
  return NextResponse.json({ error } satisfies ErrorAnswer, {
    status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/**
 * The answer of a shared availability read: `{data}` with SHARED_CACHE_CONTROL (and its edge key,
 * for a purge after a refusal), or `{error}` never kept. Refusals say the API's words; an outage none.
 */
export async function availabilityAnswer<T>(
  localeParam: string,
  token: string,
  edgeKey: (token: string) => string,
  read: (token: string, locale: Locale) => Promise<T>,
): Promise<NextResponse> {
  if (!isLocale(localeParam) || !TOKEN.test(token)) return failure(400, { code: 400, message: 'Malformed request' });
  try {
    const data = await read(token, localeParam);
    return NextResponse.json(
      { data },
      {
        headers: {
          'Cache-Control': SHARED_CACHE_CONTROL,
          ...(edgeEnabled() ? { xkey: edgeKey(token) } : {}),
        },
      },
    );
  } catch (error) {
    if (!(error instanceof TicketingError)) {
      logger.error('availability read failed', errorFields(error, { stack: true }));
      return failure(500, { code: 500, message: '' });
    }
    if (error.isRefusal)
      return failure(error.httpStatus === 404 ? 404 : 422, { code: error.code, message: error.message });
    const timedOut = error.code === 0 && /timed out/.test(error.message);
    return failure(timedOut ? 504 : 502, { code: error.code, message: '', retryable: !timedOut });
  }
}

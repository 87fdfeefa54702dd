import type { Locale } from '@/lib/i18n/routing';
import { TicketingError, type ErrorAnswer } from '@/lib/ticketing/errors';
import type { SeatMap, Show } from '@/lib/ticketing/types';

/**
 * The shared availability reads (GET /api/availability/<locale>/show|seats/<token>): the same answer
 * for every visitor, kept a second by the edge and the instances, so asking costs the ticketing API
 * nothing more. A failure is a TicketingError, as with callTicketing.
 */
type Kinds = { show: Show; seats: SeatMap };

export function availabilityPath(kind: keyof Kinds, locale: Locale, token: string): string {
  return `/api/availability/${locale}/${kind}/${encodeURIComponent(token)}`;
}

export async function readAvailability<K extends keyof Kinds>(
  kind: K,
  locale: Locale,
  token: string,
  signal?: AbortSignal,
): Promise<Kinds[K]> {
  let response: Response;
  try {
    response = await fetch(availabilityPath(kind, locale, token), {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      // the edge's copy is the shared one; the browser's own would only add its second
      cache: 'no-cache',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new TicketingError('Ticketing service unreachable', { code: 0, httpStatus: 0, cause });
  }
  const body = (await response.json().catch(() => null)) as { data: Kinds[K] } | ErrorAnswer | null;
  if (response.ok && body && 'data' in body) return body.data;
  const error = body && 'error' in body ? body.error : { code: response.status, message: '' };
  throw new TicketingError(error.message || `Error ${response.status}`, {
    code: error.code,
    httpStatus: response.status,
    cause: error.retryable ? 'retryable' : undefined,
  });
}

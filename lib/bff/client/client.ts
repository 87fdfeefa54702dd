import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { TicketingError, type ErrorAnswer } from '@/lib/ticketing/errors';
import { QUEUE_HEADER, queueAddress } from '@/lib/platform/waiting-room/queue-link';
import type { OperationName, Operations } from '../server/operations';

/**
 * The browser's side of the site's ticketing routes: `callTicketing('cart.add', locale, input)`
 * posts to /api/ticketing/cart.add and resolves with that operation's answer, typed from the
 * operation itself (only its types come here, never its code). A failure is a TicketingError.
 *
 * Bounded waits (issue 23): one call, retry included, takes at most CALL_BUDGET_MS. The site's
 * route gives up on the ticketing API after 12 s; a failure that came quickly because the API
 * could not be reached is tried once more, if it came within the first 2 s.
 */
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = Awaited<ReturnType<Operations[N]['run']>>;

export const CALL_BUDGET_MS = 15_000;
const QUICK_FAILURE_MS = 2_000;
const RETRY_PAUSE_MS = 500;

let onSessionEnded: (() => void) | null = null;

/** What a member's session ending on the server means in this page (hooks/session.ts expireSession: the hint cleared, a reload). */
export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

async function once<N extends OperationName>(
  name: N,
  locale: Locale,
  input: InputOf<N>,
  signal: AbortSignal,
): Promise<OutputOf<N>> {
  const url = new URL(`/api/ticketing/${name}`, window.location.origin);
  url.searchParams.set('locale', locale);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input ?? {}),
    credentials: 'same-origin',
    signal,
  });
  const body = (await response.json().catch(() => null)) as { data: OutputOf<N> } | ErrorAnswer | null;
  if (response.ok && body && 'data' in body) return body.data;
  const error = body && 'error' in body ? body.error : { code: response.status, message: '' };
  if (error.sessionEnded) onSessionEnded?.();
  // a waiting room stands in front of this call: to its line, coming back here when it is the visitor's turn
  const line = queueAddress(
    response.headers.get(QUEUE_HEADER) ?? '',
    `${window.location.pathname}${window.location.search}`,
  );
  if (line) window.location.assign(line);
  throw new TicketingError(error.message || `Error ${response.status}`, {
    code: error.code,
    httpStatus: response.status,
    retryAfter: error.retryAfter ?? (Number(response.headers.get('retry-after')) || null),
    cause: error.retryable ? 'retryable' : undefined,
  });
}

export async function callTicketing<N extends OperationName>(
  name: N,
  locale: Locale,
  input: InputOf<N>,
  options: { signal?: AbortSignal } = {},
): Promise<OutputOf<N>> {
  const started = Date.now();
  const budget = AbortSignal.timeout(CALL_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(name, locale, input, signal);
    } catch (error) {
      if (options.signal?.aborted) throw error; // the caller cancelled (React Query): nothing to show
      if (signal.aborted)
        throw new TicketingError('Ticketing service timed out', { code: 0, httpStatus: 0, cause: error });
      const quick = Date.now() - started < QUICK_FAILURE_MS;
      if (attempt === 1 && quick && error instanceof TicketingError && error.cause === 'retryable') {
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        continue;
      }
      if (error instanceof TicketingError) throw error;
      throw new TicketingError('Ticketing service unreachable', { code: 0, httpStatus: 0, cause: error });
    }
  }
}

import 'server-only';
import { config } from '@/lib/platform/config/config';
import { observedFetch } from '@/lib/platform/observability/backend-calls';
import { reportCall } from '@/lib/platform/observability/call-outcomes';
import { TicketingError } from './errors';
import type { Answer } from './raw';
import { TICKETING_TIMEOUT_MS } from './timeout';

type Options = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** the member's bearer token, from the caller (the session); none for public calls */
  token?: string | null;
  /** the caller's deadline or cancellation (a site route's whole budget) */
  signal?: AbortSignal;
};

const isTimeout = (signal: AbortSignal | undefined) =>
  signal?.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError';

/**
 * The one place that talks to the ticketing API (`CMS_URL/jsonapi/damai/...`), on the server only:
 * nothing outside lib/ticketing imports it (eslint.config.mjs). Every answer is `{code, msg, data}`;
 * anything but code 200 becomes a TicketingError: the API's code and message when it refused, code 0
 * when it could not be reached or took too long, 401 when the token is not (or no longer) good.
 */
export async function ticketingRequest<T>(path: string, options: Options = {}): Promise<T> {
  const { method = 'GET', token } = options;
  const url = new URL(`${config().CMS_URL}/jsonapi/damai${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const startedAt = Date.now();
  const timeout = AbortSignal.timeout(TICKETING_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let answer: Answer<T> | null;
  try {
    response = await observedFetch('ticketing', path, url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      cache: 'no-store',
    });
    answer = await readAnswer<T>(response);
  } catch (cause) {
    const timedOut = isTimeout(timeout) || isTimeout(options.signal);
    if (options.signal?.aborted && !timedOut) throw cause; // the caller went away: nothing to report
    reportCall(path, startedAt, true);
    throw new TicketingError(timedOut ? 'Ticketing service timed out' : 'Ticketing service unreachable', {
      code: 0,
      httpStatus: 0,
      cause,
    });
  }
  reportCall(path, startedAt, response.status >= 500);

  if (response.status === 401 || answer?.code === 401) {
    throw new TicketingError(answer?.msg || 'Unauthorized', { code: 401, httpStatus: 401 });
  }
  if (!answer || typeof answer.code !== 'number') {
    throw new TicketingError(`Ticketing service answered ${response.status}`, {
      code: response.status,
      httpStatus: response.status,
    });
  }
  if (answer.code !== 200 || !response.ok) {
    throw new TicketingError(answer.msg || `Error ${answer.code}`, { code: answer.code, httpStatus: response.status });
  }
  return answer.data;
}

/** The `{code, msg, data}` body, or null when it is not JSON (a proxy's error page, say). */
async function readAnswer<T>(response: Response): Promise<Answer<T> | null> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Answer<T>;
  } catch {
    return null;
  }
}

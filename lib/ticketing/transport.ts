import { TicketingError } from './errors';

export type TicketingAnswer<T> = { code: number; msg: string; data: T };
export type Paged<T> = { dataList: T[]; totalPage: number; total?: number; currentPage?: number };

type Options = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  token?: string | null;
  /** the API origin; '' (same origin, proxied by the site) in the browser */
  origin?: string;
  signal?: AbortSignal;
  /** give up after this long (default TICKETING_TIMEOUT_MS): a hung backend must not hang the page */
  timeoutMs?: number;
};

/** How long one ticketing call may take before it fails with a "try again" error. */
export const TICKETING_TIMEOUT_MS = 15_000;

let onUnauthorized: (() => void) | null = null;

/** The auth layer registers what a 401 means for the member (clear the token, reload). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/**
 * The one place that talks to the ticketing API (`/jsonapi/damai/...`). Every answer is
 * `{code, msg, data}`; anything but code 200 becomes a TicketingError.
 */
export async function ticketingRequest<T>(path: string, options: Options = {}): Promise<T> {
  const { method = 'GET', token, origin = '' } = options;
  const url = new URL(`${origin}/jsonapi/damai${path}`, origin || (typeof location !== 'undefined' ? location.origin : 'http://localhost'));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? TICKETING_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let answer: TicketingAnswer<T> | null = null;
  try {
    response = await fetch(origin ? url.toString() : `${url.pathname}${url.search}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
    answer = await readAnswer<T>(response);
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // the caller cancelled: not a failure to show
    const timedOut = timeout.aborted;
    throw new TicketingError(timedOut ? 'Ticketing service timed out' : 'Ticketing service unreachable', {
      code: 0,
      httpStatus: 0,
      cause,
    });
  }

  if (response.status === 401 || answer?.code === 401) {
    if (token && onUnauthorized) onUnauthorized();
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
async function readAnswer<T>(response: Response): Promise<TicketingAnswer<T> | null> {
  const text = await response.text();
  try {
    return JSON.parse(text) as TicketingAnswer<T>;
  } catch {
    return null;
  }
}

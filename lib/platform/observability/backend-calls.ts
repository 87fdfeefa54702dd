import { logger } from './log.mjs';
import { observeBackendCall, observeRelay, type BackendOutcome } from './metrics.mjs';
import { traced, traceHeaders } from './trace.mjs';

/**
 * The site's calls to its backends, measured where they are made: the content and ticketing
 * transports call `observedFetch` in place of `fetch`, the backend proxy wraps its upstream
 * request in `relayed`. Each is a span (with `traceparent` sent on, so the backend continues the
 * trace), a latency by endpoint and outcome, and a log line when it failed.
 */

export type Backend = 'content' | 'ticketing';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A backend path as a label: no query, ids and tokens as `{id}`, the homepage's language as
 * `{lang}` (`/node/show/{id}`, `/api/order/orderDetail`): a bounded set, whatever is asked.
 */
export function endpointOf(path: string): string {
  return (
    path
      .split('?')[0]
      .replace(UUID, '{id}')
      .split('/')
      .map((segment) => {
        if (/^\d+$/.test(segment) || segment.length > 40 || /\d{3}/.test(segment)) return '{id}';
        return segment === 'zh-hans' || segment === 'en' ? '{lang}' : segment;
      })
      .join('/') || '/'
  );
}

function outcomeOfStatus(status: number): BackendOutcome {
  if (status < 400) return 'ok';
  return status < 500 ? 'refused' : 'error';
}

/**
 * A fetch that failed: too slow (the call's own timeout or its caller's budget), the caller gone
 * (its signal aborted, whatever reason it was aborted with: Next aborts a request's signal with an
 * error of its own when the browser leaves), or no answer.
 */
function outcomeOfError(error: unknown, signal?: AbortSignal | null): BackendOutcome {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'UpstreamTimeoutError') return 'timeout';
  if (name === 'AbortError' || signal?.aborted) return 'cancelled';
  return 'unreachable';
}

/**
 * What a failed call's log line says of its error: the system's code (ECONNRESET...) or the error's
 * kind, never its message, which can hold the URL asked for and so a token in its query.
 */
function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : error.name;
}

const failed = (outcome: BackendOutcome) => outcome === 'error' || outcome === 'timeout' || outcome === 'unreachable';

/** Runs `send` in a span named `name`, and hands `record` its outcome, status and seconds. */
function measured<T extends { status: number }>(
  name: string,
  attributes: Record<string, string>,
  record: (outcome: BackendOutcome, status: number | undefined, seconds: number, reason?: string) => void,
  send: () => Promise<T>,
  signal?: AbortSignal | null,
): Promise<T> {
  const started = performance.now();
  const done = (outcome: BackendOutcome, status?: number, reason?: string) =>
    record(outcome, status, (performance.now() - started) / 1000, reason);
  return traced(name, attributes, async (span) => {
    let answer: T;
    try {
      answer = await send();
    } catch (error) {
      done(outcomeOfError(error, signal), undefined, reasonOf(error));
      throw error;
    }
    span?.setAttribute('http.response.status_code', answer.status);
    done(outcomeOfStatus(answer.status), answer.status);
    return answer;
  });
}

/** `fetch(url, init)` to a backend, measured as a call to `path` (a span, a latency, a log line when it failed). */
export function observedFetch(
  backend: Backend,
  path: string,
  url: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const endpoint = endpointOf(path);
  const method = init.method ?? 'GET';
  return measured(
    `${backend} ${method} ${endpoint}`,
    { 'theatre.backend': backend, 'http.request.method': method, 'url.template': endpoint },
    (outcome, status, seconds, reason) => {
      observeBackendCall(backend, endpoint, outcome, seconds);
      if (failed(outcome))
        logger.warn('backend call failed', {
          backend,
          method,
          endpoint,
          outcome,
          status,
          reason,
          duration_ms: Math.round(seconds * 1000),
        });
    },
    // inside the call's span: its traceparent
    () => {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(traceHeaders())) headers.set(name, value);
      return fetch(url, { ...init, headers });
    },
    init.signal,
  );
}

/** What a relayed path reaches (lib/backend-routes/routes.ts). */
function relayTarget(pathname: string): string {
  if (pathname.startsWith('/jsonapi/damai/')) return 'ticketing';
  if (pathname === '/image') return 'image';
  if (pathname.startsWith('/sites/')) return 'files';
  return 'content';
}

/**
 * Runs `send` (the relay's upstream request, which should add `traceHeaders()`) as a relay of
 * `pathname`: a span, a latency by target and outcome, a log line when it failed.
 */
export function relayed<T extends { status: number }>(pathname: string, send: () => Promise<T>): Promise<T> {
  const target = relayTarget(pathname);
  return measured(
    `relay ${target}`,
    { 'theatre.relay_target': target },
    (outcome, status, seconds, reason) => {
      observeRelay(target, outcome, seconds);
      if (failed(outcome))
        logger.warn('relay failed', { target, outcome, status, reason, duration_ms: Math.round(seconds * 1000) });
    },
    send,
  );
}

export { traceHeaders };

/**
 * What every content call shares, on the server (transport.ts, on CMS_URL) and in the browser
 * (browse.ts, on the site's own origin, which proxies it): the path of a JSON:API resource in a
 * language, the spec's filters, the HTTP exchange with its errors, and the one Jsona that turns a
 * document into plain objects. Pure: no server-only imports, so browser code can use it.
 */
import { Jsona } from 'jsona';
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';

export type Query = Record<string, string | number | undefined>;

const jsona = new Jsona();

/** `/jsonapi/...` for Chinese, `/en/jsonapi/...` for English, with the query string. */
export function jsonApiPath(locale: Locale, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${locale === 'en' ? '/en' : ''}/jsonapi${path}${search ? `?${search}` : ''}`;
}

/**
 * The spec's filters of every read: published nodes only (`filter[status]=1`; editors' preview
 * also sees unpublished ones) in the page's language (`filter[langcode]`). `anyLanguage` leaves the
 * language filter out, for a look-up of nodes by something every language shares (a ticketing id):
 * a node without a translation in this language then comes in its original, as Drupal gives it.
 */
export function withPublishedFilter(locale: Locale, query: Query, preview = false, anyLanguage = false): Query {
  return {
    ...query,
    ...(preview ? {} : { 'filter[status]': 1 }),
    ...(anyLanguage ? {} : { 'filter[langcode]': locale }),
  };
}

/** A JSON:API document turned into plain objects with relationships resolved (Jsona). */
export function deserialize<T>(document: unknown): T {
  return jsona.deserialize(document as Parameters<Jsona['deserialize']>[0]) as T;
}

export type Exchange = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** the media type asked for: JSON:API's unless given */
  accept?: string;
  /** more request headers (the server's preview credential) */
  headers?: Record<string, string>;
  /** the caller's cancellation (React Query's): passed on as it is, not as a content failure */
  signal?: AbortSignal;
  /** gives up after this long, as a 504 */
  timeoutMs?: number;
  cache?: RequestCache;
  /** the server's measured fetch (lib/platform/observability: metrics, a span, traceparent); the global one by default */
  fetch?: typeof fetch;
};

/**
 * The one HTTP exchange of every content call: the answer parsed, and its text (the server keeps
 * it as the last good answer). Throws CmsError: the backend's status, 502 when it cannot be reached
 * or sends invalid JSON, 504 when it took longer than `timeoutMs`. `path` names the call in errors.
 */
export async function fetchContent<T>(
  url: string,
  path: string,
  exchange: Exchange = {},
): Promise<{ answer: T; text: string }> {
  const { method = 'GET', body, signal, timeoutMs } = exchange;
  const headers: Record<string, string> = {
    Accept: exchange.accept ?? 'application/vnd.api+json',
    ...exchange.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (exchange.fetch ?? fetch)(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout),
      cache: exchange.cache,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    throw new CmsError(timedOut ? `Content API timed out: ${path}` : `Content API unreachable: ${path}`, {
      status: timedOut ? 504 : 502,
      url,
      cause,
    });
  }
  if (!response.ok) {
    await response.text().catch(() => undefined); // drain it so the connection is reused
    throw new CmsError(`Content API answered ${response.status}: ${path}`, { status: response.status, url });
  }
  try {
    const text = await response.text();
    return { answer: JSON.parse(text) as T, text };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new CmsError(`Content API sent invalid JSON: ${path}`, { status: 502, url, cause });
  }
}

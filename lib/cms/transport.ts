import { Jsona } from 'jsona';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';

const jsona = new Jsona();

export type Query = Record<string, string | number | undefined>;

type Options = {
  locale: Locale;
  query?: Query;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** editors' preview: adds the preview credential and asks for the latest revision */
  preview?: boolean;
  /** adds the spec's filter[status]=1 and filter[langcode] (default true for GET) */
  publishedFilter?: boolean;
};

/** `/jsonapi/...` for Chinese, `/en/jsonapi/...` for English, on the backend origin. */
export function cmsUrl(locale: Locale, path: string, query: Query = {}): string {
  const prefix = locale === 'en' ? '/en' : '';
  const url = new URL(`${config().CMS_URL}${prefix}/jsonapi${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The one place that talks HTTP to the content API. Throws CmsError on any failure. */
export async function cmsRequest<T = unknown>(path: string, options: Options): Promise<T> {
  const { locale, method = 'GET', preview = false } = options;
  const query: Query = { ...options.query };
  if (method === 'GET' && options.publishedFilter !== false && !preview) {
    query['filter[status]'] = 1;
    query['filter[langcode]'] = locale;
  }
  if (preview) query.resourceVersion = 'rel:latest-version';
  const url = cmsUrl(locale, path, query);
  const headers: Record<string, string> = { Accept: 'application/vnd.api+json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (preview) headers.Authorization = `Bearer ${config().PREVIEW_SECRET}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(config().CMS_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (cause) {
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
    return (await response.json()) as T;
  } catch (cause) {
    throw new CmsError(`Content API sent invalid JSON: ${path}`, { status: 502, url, cause });
  }
}

/** A JSON:API document turned into plain objects with relationships resolved (Jsona). */
export function deserialize<T>(document: unknown): T {
  return jsona.deserialize(document as Parameters<Jsona['deserialize']>[0]) as T;
}

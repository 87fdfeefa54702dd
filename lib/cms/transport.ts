import 'server-only';
import { cacheTag } from 'next/cache';
import { noteStaleAnswer, recallAnswer, rememberAnswer } from '@/lib/cache/answers.mjs';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { jsonApiPath, withPublishedFilter, type Query } from './jsonapi';
import { isPreview } from './preview';
import { tags } from './tags';

export { deserialize, type Query } from './jsonapi';

type Options = {
  locale: Locale;
  query?: Query;
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * editors' preview: adds the preview credential and asks for the latest revision, also of
   * unpublished nodes. Default: on exactly when the request is in Draft Mode (see preview.ts).
   */
  preview?: boolean;
  /** adds the spec's filter[status]=1 and filter[langcode] (default true for GET) */
  publishedFilter?: boolean;
  /** the published filter without the language one (jsonapi.ts, withPublishedFilter) */
  anyLanguage?: boolean;
};

/** `/jsonapi/...` for Chinese, `/en/jsonapi/...` for English, on the backend origin. */
export function cmsUrl(locale: Locale, path: string, query: Query = {}): string {
  return `${config().CMS_URL}${jsonApiPath(locale, path, query)}`;
}

/** The one place that talks HTTP to the content API. Throws CmsError on any failure. */
export async function cmsRequest<T = unknown>(path: string, options: Options): Promise<T> {
  const { locale, method = 'GET' } = options;
  const preview = options.preview ?? (await isPreview());
  const query: Query =
    method === 'GET' && options.publishedFilter !== false
      ? withPublishedFilter(locale, options.query ?? {}, preview, options.anyLanguage)
      : { ...options.query };
  // The latest revision (a forward draft) exists for single resources only.
  if (preview && method === 'GET' && isIndividual(path)) query.resourceVersion = 'rel:latest-version';
  const url = cmsUrl(locale, path, query);
  const headers: Record<string, string> = { Accept: 'application/vnd.api+json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (preview) headers.Authorization = `Bearer ${config().CMS_PREVIEW_TOKEN}`;

  // Published content read for visitors is kept as the last good answer (never drafts or searches).
  const lastGood = method === 'GET' && !preview ? url : null;
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
    const error = new CmsError(timedOut ? `Content API timed out: ${path}` : `Content API unreachable: ${path}`, {
      status: timedOut ? 504 : 502,
      url,
      cause,
    });
    return lastGoodOr<T>(lastGood, error);
  }
  if (!response.ok) {
    await response.text().catch(() => undefined); // drain it so the connection is reused
    const error = new CmsError(`Content API answered ${response.status}: ${path}`, { status: response.status, url });
    if (response.status >= 500) return lastGoodOr<T>(lastGood, error);
    throw error;
  }
  let text: string;
  let answer: T;
  try {
    text = await response.text();
    answer = JSON.parse(text) as T;
  } catch (cause) {
    return lastGoodOr<T>(lastGood, new CmsError(`Content API sent invalid JSON: ${path}`, { status: 502, url, cause }));
  }
  if (lastGood) void rememberAnswer(lastGood, text).catch(() => undefined);
  tagNodesOf(answer);
  return answer;
}

/**
 * Stale-if-error: while the backend fails (5xx, maintenance, unreachable, too slow), a read it
 * answered before gets that last good answer, so a page the webhook just expired is rendered from
 * it instead of turning into the error or maintenance page; `settle` then gives the page a short
 * cache life, so it is read afresh once the backend answers again. Without one, the failure stands.
 */
async function lastGoodOr<T>(key: string | null, error: CmsError): Promise<T> {
  const kept = key ? await recallAnswer(key).catch(() => null) : null;
  if (kept === null) throw error;
  noteStaleAnswer();
  const answer = JSON.parse(kept) as T;
  tagNodesOf(answer);
  return answer;
}

/** `/node/news/<uuid>` (one resource; the homepage also by language) as opposed to a list or related path. */
function isIndividual(path: string): boolean {
  return /^\/[a-z_]+\/[a-z_]+\/(?:[0-9a-f-]{36}|zh-hans|en)$/i.test(path.split('?')[0]);
}

/**
 * Every node a JSON:API answer names, by uuid: resources in data and included, and node identifiers
 * in their relationships (a target the visitor may not see yet, e.g. unpublished, is named there
 * but not included: when it is published, the pages referring to it must refresh too).
 */
export function nodeIdsOf(document: unknown): string[] {
  if (!document || typeof document !== 'object') return [];
  const { data, included } = document as { data?: unknown; included?: unknown };
  const resources = [
    ...(Array.isArray(data) ? data : data ? [data] : []),
    ...(Array.isArray(included) ? included : []),
  ];
  const ids = new Set<string>();
  const add = (identifier: unknown) => {
    const { type, id } = (identifier ?? {}) as { type?: unknown; id?: unknown };
    if (typeof type === 'string' && type.startsWith('node--') && typeof id === 'string' && id !== 'missing')
      ids.add(id);
  };
  for (const resource of resources) {
    add(resource);
    const relationships =
      (resource as { relationships?: Record<string, { data?: unknown }> } | null)?.relationships ?? {};
    for (const relationship of Object.values(relationships)) {
      const target = relationship?.data;
      for (const identifier of Array.isArray(target) ? target : [target]) add(identifier);
    }
  }
  return [...ids];
}

/**
 * Inside a cached reader (`'use cache'`), every node an answer carries tags the cache entry, so the
 * webhook's `node:<uuid>` refreshes every page that shows that node: its own page, lists, home
 * blocks, recommendations, festival cards, sidebars. Outside a cache scope there is nothing to tag.
 */
function tagNodesOf(document: unknown): void {
  const nodeTags = nodeIdsOf(document).map(tags.node);
  try {
    // cacheTag takes at most 128 tags a call
    for (let i = 0; i < nodeTags.length; i += 100) cacheTag(...nodeTags.slice(i, i + 100));
  } catch {
    // not in a 'use cache' scope (a route handler, a unit test): nothing is cached, nothing to tag
  }
}

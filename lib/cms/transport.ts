import 'server-only';
import { cacheTag } from 'next/cache';
import { noteStaleAnswer, recallAnswer, rememberAnswer } from '@/lib/platform/cache/answers.mjs';
import { config } from '@/lib/platform/config/config';
import type { Locale } from '@/lib/i18n/routing';
import { observedFetch } from '@/lib/platform/observability/backend-calls';
import { staleAnswerServed } from '@/lib/platform/observability/site-events';
import { resourceVersionFor } from './draft-revision';
import { CmsError } from './errors';
import { fetchContent, jsonApiPath, withPublishedFilter, type Query } from './jsonapi';
import { withPreviewBearer } from './preview-credentials';
import { isPreview } from './preview';
import { tags } from './tags';

export { deserialize, type Query } from './jsonapi';

type Options = {
  locale: Locale;
  query?: Query;
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * editors' preview: a read (GET) carries the preview credential and sees unpublished nodes, and
   * a node is read at the revision the preview names (draft-revision.ts: the latest by default).
   * Default: on exactly when the request is in Draft Mode (see preview.ts).
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

/**
 * The server's content calls: on CMS_URL, with the spec's filters, a timeout, editors' preview
 * (its credential, the latest revision) and the last good answer while the backend fails; inside a
 * cached reader, every node of an answer tags the cache entry. Throws CmsError on any failure.
 */
export async function cmsRequest<T = unknown>(path: string, options: Options): Promise<T> {
  const { locale, method = 'GET' } = options;
  // The preview credential goes with reads only: a POST (the site search) is never an editor's.
  const preview = method === 'GET' && (options.preview ?? (await isPreview()));
  const query: Query =
    method === 'GET' && options.publishedFilter !== false
      ? withPublishedFilter(locale, options.query ?? {}, preview, options.anyLanguage)
      : { ...options.query };
  // Revisions (JSON:API resource versions) exist for single nodes only.
  if (preview && isIndividualNode(path)) query.resourceVersion = resourceVersionFor(path);
  const url = cmsUrl(locale, path, query);
  // Published content read for visitors is kept as the last good answer (never drafts or searches).
  const lastGood = method === 'GET' && !preview ? url : null;
  const exchange = (bearer?: string) =>
    fetchContent<T>(url, path, {
      method,
      body: options.body,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : undefined,
      timeoutMs: config().CMS_TIMEOUT_MS,
      cache: 'no-store',
      fetch: (input, init) => observedFetch('content', path, input, init),
    });
  let answer: T;
  let text: string;
  try {
    ({ answer, text } = await (preview ? withPreviewBearer(exchange) : exchange()));
  } catch (error) {
    // unreachable, too slow, a 5xx or invalid JSON: the last good answer if there is one
    if (error instanceof CmsError && error.status >= 500) return lastGoodOr<T>(lastGood, error);
    throw error;
  }
  if (lastGood) void rememberAnswer(lastGood, text).catch(() => undefined);
  tagEntitiesOf(answer);
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
  staleAnswerServed(error.url, error);
  const answer = JSON.parse(kept) as T;
  tagEntitiesOf(answer);
  return answer;
}

/** `/node/news/<uuid>` (one node; the homepage also by language) as opposed to a list or related path. */
function isIndividualNode(path: string): boolean {
  return /^\/node\/[a-z_]+\/(?:[0-9a-f-]{36}|zh-hans|en)$/i.test(path.split('?')[0]);
}

type Identifier = { type?: unknown; id?: unknown; meta?: { drupal_internal__target_id?: unknown } };
type ResourceObject = Identifier & {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: unknown } | undefined>;
};

/** Drupal's internal id of an entity type the site tags, by the attribute JSON:API gives it in. */
const INTERNAL_ID: Record<string, { attribute: string; tag: (id: number | string) => string }> = {
  node: { attribute: 'drupal_internal__nid', tag: tags.nid },
  taxonomy_term: { attribute: 'drupal_internal__tid', tag: tags.term },
  menu_link_content: { attribute: 'drupal_internal__id', tag: tags.menuLink },
};

const isInternalId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

/**
 * The cache tags of every entity a JSON:API answer names: resources in data and included, and the
 * identifiers in their relationships (a target the visitor may not see yet, e.g. unpublished, is
 * named there but not included: when it is published, the pages referring to it must refresh too).
 * A node is tagged by its uuid and by Drupal's id (`node:12`, from `drupal_internal__nid` or an
 * identifier's `meta.drupal_internal__target_id`), a term and a menu link by Drupal's id (what
 * Drupal's cache-tag revalidation names); files and paragraphs are not tagged (a change to one is
 * a change to the node that holds it), nor are deleted targets (`missing`).
 */
export function entityTagsOf(document: unknown): string[] {
  if (!document || typeof document !== 'object') return [];
  const { data, included } = document as { data?: unknown; included?: unknown };
  const resources = [
    ...(Array.isArray(data) ? data : data ? [data] : []),
    ...(Array.isArray(included) ? included : []),
  ] as (ResourceObject | null)[];
  const out = new Set<string>();
  const add = (entity: Identifier | null | undefined, internalId: unknown) => {
    const { type, id } = entity ?? {};
    if (typeof type !== 'string' || typeof id !== 'string' || id === 'missing') return;
    const entityType = type.split('--')[0];
    if (entityType === 'node') out.add(tags.node(id));
    const known = INTERNAL_ID[entityType];
    if (known && isInternalId(internalId)) out.add(known.tag(internalId));
  };
  for (const resource of resources) {
    const entityType = typeof resource?.type === 'string' ? resource.type.split('--')[0] : '';
    add(resource, resource?.attributes?.[INTERNAL_ID[entityType]?.attribute ?? '']);
    for (const relationship of Object.values(resource?.relationships ?? {})) {
      const target = relationship?.data;
      for (const identifier of (Array.isArray(target) ? target : [target]) as (Identifier | null)[])
        add(identifier, identifier?.meta?.drupal_internal__target_id);
    }
  }
  return [...out];
}

/**
 * Inside a cached reader (`'use cache'`), every entity an answer carries tags the cache entry
 * (entityTagsOf), so Drupal's `node:12` (or the uuid's tag) refreshes every page that shows that
 * node: its own page, lists, home blocks, recommendations, festival cards, sidebars. Outside a
 * cache scope there is nothing to tag.
 */
function tagEntitiesOf(document: unknown): void {
  const entityTags = entityTagsOf(document);
  try {
    // cacheTag takes at most 128 tags a call
    for (let i = 0; i < entityTags.length; i += 100) cacheTag(...entityTags.slice(i, i + 100));
  } catch {
    // not in a 'use cache' scope (a route handler, a unit test): nothing is cached, nothing to tag
  }
}

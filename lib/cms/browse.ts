/**
 * The browser's list fetchers: same origin (`/jsonapi/...`, `/en/jsonapi/...`, proxied by the
 * site), the same paths, filters, queries and reshapers as the cached server readers (jsonapi.ts).
 */
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { deserialize, jsonApiPath, withPublishedFilter, type Query } from './jsonapi';
import { listBundle, listQuery, type ListKind } from './list-queries';
import type { RawNode } from './raw';
import { reshapeArtTeaser, reshapeNewsTeaser } from './reshape/teasers';
import type { ArtTeaser, ListPage, NewsTeaser } from './teaser-types';

type Doc = { links?: { next?: unknown } };

async function browseJsonApi(locale: Locale, path: string, query: Query, signal?: AbortSignal) {
  const url = jsonApiPath(locale, path, withPublishedFilter(locale, query));
  const response = await fetch(url, { headers: { Accept: 'application/vnd.api+json' }, signal });
  if (!response.ok)
    throw new CmsError(`Content API answered ${response.status}: ${path}`, { status: response.status, url });
  const document = (await response.json()) as Doc;
  const nodes = deserialize<RawNode[]>(document);
  return { nodes: Array.isArray(nodes) ? nodes : [], hasNext: !!document.links?.next };
}

export type Teaser = NewsTeaser | ArtTeaser;

export async function browseList(
  locale: Locale,
  kind: ListKind,
  termId: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Teaser>> {
  const { nodes, hasNext } = await browseJsonApi(
    locale,
    `/node/${listBundle(kind)}`,
    listQuery(kind, termId, page),
    signal,
  );
  const reshape = kind === 'news' ? reshapeNewsTeaser : reshapeArtTeaser;
  return { items: nodes.map((node) => reshape(node, locale)), page, hasNext };
}

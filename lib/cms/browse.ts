/**
 * The browser's content fetchers: further pages of the news and arts-education lists, and site
 * search. Same origin (`/jsonapi/...`, `/en/jsonapi/...`, relayed by the site's backend proxy), on
 * the exchange, paths, filters, queries and reshapers the cached server readers use (jsonapi.ts,
 * list-queries.ts, reshape/).
 */
import type { Locale } from '@/lib/i18n/routing';
import { deserialize, fetchContent, jsonApiPath, withPublishedFilter } from './jsonapi';
import { listBundle, listQuery, searchPageCount, type ListKind } from './list-queries';
import type { RawNode } from './raw';
import { reshapeSearchResult, type RawSearchResult } from './reshape/search';
import { reshapeArtTeaser, reshapeNewsTeaser } from './reshape/teasers';
import type { ListPage, SearchAnswer, Teaser } from './types';

/** One page of a list (page from 1; `termId` the term's uuid, null for every type). */
export async function browseList(
  locale: Locale,
  kind: ListKind,
  termId: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Teaser>> {
  const path = `/node/${listBundle(kind)}`;
  const url = jsonApiPath(locale, path, withPublishedFilter(locale, listQuery(kind, termId, page)));
  const { answer } = await fetchContent<{ links?: { next?: unknown } }>(url, path, { signal });
  const nodes = deserialize<RawNode[]>(answer);
  const reshape = kind === 'news' ? reshapeNewsTeaser : reshapeArtTeaser;
  return {
    items: (Array.isArray(nodes) ? nodes : []).map((node) => reshape(node, locale)),
    page,
    hasNext: !!answer.links?.next,
  };
}

/** One page of search results (spec section 7: POST /itc_search with keyword and page, from 1). */
export async function searchSite(
  locale: Locale,
  keyword: string,
  page: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const path = '/itc_search';
  const { answer } = await fetchContent<{ data?: { count?: number; results?: RawSearchResult[] } }>(
    jsonApiPath(locale, path),
    path,
    { method: 'POST', body: { keyword, page }, accept: 'application/json', signal },
  );
  const count = Number(answer.data?.count ?? 0);
  return {
    count,
    pageCount: searchPageCount(count),
    results: (answer.data?.results ?? []).map((raw) => reshapeSearchResult(raw, locale)),
  };
}

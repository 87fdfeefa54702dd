import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { listBundle, listQuery, termQuery, termVocabulary, type ListKind } from './list-queries';
import { settle, unwrap } from './outcome';
import type { RawNode } from './raw';
import { reshapeArtTeaser, reshapeNewsTeaser, reshapeTerm } from './reshape/teasers';
import { tags } from './tags';
import type { ArtTeaser, ListPage, NewsTeaser, Term } from './types';
import { cmsRequest, deserialize } from './transport';

async function readTerms(locale: Locale, kind: ListKind) {
  'use cache';
  const vocabulary = termVocabulary(kind);
  cacheTag(tags.terms(vocabulary));
  return settle(async () => {
    const document = await cmsRequest(`/taxonomy_term/${vocabulary}`, { locale, query: termQuery });
    return deserialize<{ id: string; name?: string; drupal_internal__tid?: number }[]>(document).map(reshapeTerm);
  });
}

/** The tabs of the news landing (types_of_news) or arts-education landing (themes). */
export async function getTerms(locale: Locale, kind: ListKind): Promise<Term[]> {
  return unwrap(await readTerms(locale, kind), `/taxonomy_term/${termVocabulary(kind)}`);
}

async function readListPage(locale: Locale, kind: ListKind, termId: string | null, page: number) {
  'use cache';
  cacheTag(tags.list(listBundle(kind)));
  return settle(async () => {
    const document = await cmsRequest<{ links?: { next?: unknown } }>(`/node/${listBundle(kind)}`, {
      locale,
      query: listQuery(kind, termId, page),
    });
    const nodes = deserialize<RawNode[]>(document);
    const items =
      kind === 'news' ? nodes.map((n) => reshapeNewsTeaser(n, locale)) : nodes.map((n) => reshapeArtTeaser(n, locale));
    return { items, page, hasNext: !!document.links?.next };
  });
}

/** One page of a list, server side: the first page of the first tab is rendered into the HTML. */
export async function getListPage(
  locale: Locale,
  kind: 'news',
  termId: string | null,
  page: number,
): Promise<ListPage<NewsTeaser>>;
export async function getListPage(
  locale: Locale,
  kind: 'art',
  termId: string | null,
  page: number,
): Promise<ListPage<ArtTeaser>>;
export async function getListPage(locale: Locale, kind: ListKind, termId: string | null, page: number) {
  return unwrap(await readListPage(locale, kind, termId, page), `/node/${listBundle(kind)}`);
}

/**
 * The list calls of spec section 7 (paging, sort=-created, a type filter, include), shared by the
 * cached server readers and the browser's fetchers so both ask for exactly the same thing.
 */
import type { Query } from './jsonapi';

export const NEWS_PAGE_SIZE = 10;
export const ART_PAGE_SIZE = 6;

export type ListKind = 'news' | 'art';

const lists: Record<ListKind, { bundle: string; termField: string; include: string; pageSize: number }> = {
  news: {
    bundle: 'news',
    termField: 'field_news_type',
    include: 'field_news_poster,field_news_type',
    pageSize: NEWS_PAGE_SIZE,
  },
  art: {
    bundle: 'art_education',
    termField: 'field_art_edu_theme',
    include: 'field_art_edu_poster,field_art_edu_theme',
    pageSize: ART_PAGE_SIZE,
  },
};

export function listBundle(kind: ListKind): string {
  return lists[kind].bundle;
}

/** page starts at 1; `termId` is the term's uuid (the type filter), null for every type. */
export function listQuery(kind: ListKind, termId: string | null, page: number): Query {
  const { termField, include, pageSize } = lists[kind];
  return {
    'page[limit]': pageSize,
    'page[offset]': (Math.max(1, page) - 1) * pageSize,
    sort: '-created',
    include,
    ...(termId ? { [`filter[${termField}.id]`]: termId } : {}),
  };
}

/** Taxonomy of the tabs: news types or arts-education themes, sorted by weight descending. */
export function termVocabulary(kind: ListKind): string {
  return kind === 'news' ? 'types_of_news' : 'themes';
}

export const termQuery: Query = { sort: '-weight' };

/** The two latest news items created before `created` (the article's sidebar). */
export function earlierNewsQuery(created: string): Query {
  return {
    'filter[created][value]': created,
    'filter[created][operator]': '<',
    sort: '-created',
    'page[limit]': 2,
    include: 'field_news_poster,field_news_type',
  };
}

export const advertQuery: Query = { sort: '-created', 'page[limit]': 3, include: 'field_image,field_advert_content' };

/** Site search answers 4 a page (spec section 9); its answer gives the count, so ceil(count/4) pages. */
export const SEARCH_PAGE_SIZE = 4;

export function searchPageCount(count: number): number {
  return Math.ceil(Math.max(0, count) / SEARCH_PAGE_SIZE);
}

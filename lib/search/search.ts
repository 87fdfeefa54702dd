/**
 * Site search (spec section 7: POST /itc_search with keyword and page; section 9: 4 a page,
 * ceil(count/4) pages). Browser side, same origin.
 */
import { htmlLang, isLocale, type Locale } from '@/lib/i18n/routing';
import { truncate } from '@/lib/text/truncate';

export const SEARCH_PAGE_SIZE = 4;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_SCROLL_MS = 500;
export const SEARCH_SCROLL_OFFSET = -120;

export type SearchResultType = 'news' | 'art_education' | 'project' | 'festival_project';

export type SearchResult = {
  id: string;
  type: SearchResultType | string;
  title: string;
  /** the `lang` of a node in another language than the page (untranslated: its original) */
  lang?: string;
  href: string;
  created: string | null;
  /** news type or arts-education theme; for shows the type comes from the ticketing lookup */
  typeName: string;
  image: string | null;
  summary: string;
  /** shows only: the ticketing project token */
  projectId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  venue: string;
};

export type SearchAnswer = { count: number; pageCount: number; results: SearchResult[] };

type RawResult = Record<string, unknown> & {
  nid?: number;
  uuid?: string;
  type?: string;
  title?: string;
  path?: string;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function pageCountOf(count: number): number {
  return Math.ceil(Math.max(0, count) / SEARCH_PAGE_SIZE);
}

export function reshapeResult(raw: RawResult, locale: Locale): SearchResult {
  const type = str(raw.type);
  const isShow = type === 'project' || type === 'festival_project';
  return {
    id: str(raw.uuid) || String(raw.nid ?? ''),
    type,
    title: str(raw.title),
    lang: isLocale(raw.langcode) && raw.langcode !== locale ? htmlLang(raw.langcode) : undefined,
    // an untranslated node comes in its original language: its alias is not one of this language (lib/cms/raw.ts)
    // the path inside the language, as content carries it (SiteLink puts the language on it)
    href: (!raw.langcode || raw.langcode === locale ? str(raw.path) : '') || `/node/${raw.nid ?? ''}`,
    created: str(raw.created) || null,
    typeName: str(raw.field_news_type) || str(raw.field_art_edu_theme),
    image:
      str(raw.field_news_poster) || str(raw.field_art_edu_poster) || str(raw.field_project_presentation_img) || null,
    summary: truncate(
      str(raw.field_news_content) ||
        str(raw.field_art_edu_subtitle) ||
        str(raw.field_project_presentation_desc) ||
        str(raw.field_summary),
      'summary',
    ),
    projectId: isShow ? str(raw.field_project_id) || null : null,
    dateFrom: str(raw.field_from) || null,
    dateTo: str(raw.field_to) || null,
    venue: str(raw.field_type_of_facility),
  };
}

export class SearchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Search answered ${status}`);
    this.name = 'SearchError';
    this.status = status;
  }
}

export async function searchSite(
  locale: Locale,
  keyword: string,
  page: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const response = await fetch(`${locale === 'en' ? '/en' : ''}/jsonapi/itc_search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ keyword, page }),
    signal,
  });
  if (!response.ok) throw new SearchError(response.status);
  const body = (await response.json()) as { data?: { count?: number; results?: RawResult[] } };
  const count = Number(body.data?.count ?? 0);
  return {
    count,
    pageCount: pageCountOf(count),
    results: (body.data?.results ?? []).map((raw) => reshapeResult(raw, locale)),
  };
}

/** Scrolls the window so `element` sits `offset` px below its top, over `duration` ms. */
export function scrollToElement(element: Element, duration = SEARCH_SCROLL_MS, offset = SEARCH_SCROLL_OFFSET) {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY + offset);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const start = window.scrollY;
  if (reduce || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

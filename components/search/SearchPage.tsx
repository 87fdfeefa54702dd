'use client';

/**
 * Search (/search): keyword box, guide before the first search, results 4 a page with numbered
 * paging. The keyword and page live in the URL (?keyword=&page=) so results can be shared and
 * survive a reload; typing is debounced by 500 ms; changing page scrolls to the results' top
 * over 500 ms with a -120 px offset (spec section 9). The page around it stays static.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { Pager } from '@/components/ui/Pager';
import { scrollToElement } from '@/components/ui/scroll-to';
import { searchSite } from '@/lib/cms/browse';
import type { Locale } from '@/lib/i18n/routing';
import { queryKeys } from '@/lib/query-keys';
import { pageQueryString } from '@/lib/url/page-query';
import { setQueryState, useQueryState } from '@/lib/url/query-state';
import { SearchResultItem } from './SearchResultItem';
import styles from './SearchPage.module.css';

export const SEARCH_DEBOUNCE_MS = 500;
/** a new page of results scrolls to their top over 500 ms, 120 px above it */
const SCROLL_MS = 500;
const SCROLL_OFFSET = -120;

export type SearchState = { keyword: string; page: number };

type ViewProps = {
  locale: Locale;
  state: SearchState;
  onChange?: (next: SearchState, how: 'push' | 'replace') => void;
};

export function searchHref(state: SearchState): string {
  return pageQueryString({ keyword: state.keyword }, state.page);
}

export function SearchView({ locale, state, onChange }: ViewProps) {
  const t = useTranslations('Search');
  const inputId = useId();
  const results = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(state.keyword);
  const [lastKeyword, setLastKeyword] = useState(state.keyword);
  // The URL changed by itself (back/forward): the box follows it.
  if (state.keyword !== lastKeyword) {
    setLastKeyword(state.keyword);
    setText(state.keyword);
  }

  // Whatever was typed into the server-rendered box before hydration is kept, not reset.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // Debounce: the search runs 500 ms after the last keystroke.
  useEffect(() => {
    const keyword = text.trim();
    if (keyword === state.keyword) return;
    const timer = setTimeout(() => onChange?.({ keyword, page: 1 }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, state.keyword, onChange]);

  const query = useQuery({
    queryKey: queryKeys.search(locale, state.keyword, state.page),
    queryFn: ({ signal }) => searchSite(locale, state.keyword, state.page, signal),
    enabled: state.keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const goToPage = (page: number) => {
    onChange?.({ keyword: state.keyword, page }, 'push');
    if (results.current) scrollToElement(results.current, SCROLL_MS, SCROLL_OFFSET);
  };

  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = text.trim();
          if (keyword !== state.keyword || state.page !== 1) onChange?.({ keyword, page: 1 }, 'push');
        }}
        action=""
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            name="keyword"
            type="search"
            className={styles.input}
            value={text}
            placeholder={t('placeholder')}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
      </form>

      <div ref={results} className={styles.results} aria-live="polite">
        {state.keyword === '' ? (
          <p className={styles.guide}>{t('guide')}</p>
        ) : query.isPending ? (
          <FetchStatus status="loading" />
        ) : query.isError ? (
          <FetchStatus status="error" onRetry={() => query.refetch()} />
        ) : query.data.count === 0 || query.data.results.length === 0 ? (
          <FetchStatus status="empty" empty="noResult" />
        ) : (
          <>
            <p className={styles.count}>{t('results', { count: query.data.count, keyword: state.keyword })}</p>
            <ol className={styles.list} aria-busy={query.isFetching}>
              {query.data.results.map((result) => (
                <li key={result.id}>
                  <SearchResultItem result={result} locale={locale} />
                </li>
              ))}
            </ol>
            <Pager
              page={state.page}
              hasPrevious={state.page > 1}
              hasNext={state.page < query.data.pageCount}
              pageCount={query.data.pageCount}
              query={{ keyword: state.keyword }}
              onPage={goToPage}
            />
          </>
        )}
      </div>
    </div>
  );
}

function updateSearchUrl(next: SearchState, how: 'push' | 'replace') {
  setQueryState(searchHref(next), how);
}

/** The search bound to the URL query (the prerendered HTML: the box and the guide). */
export function SearchPage({ locale }: { locale: Locale }) {
  const searchParams = useQueryState();
  const state: SearchState = {
    keyword: (searchParams.get('keyword') ?? '').trim(),
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
  return <SearchView locale={locale} state={state} onChange={updateSearchUrl} />;
}

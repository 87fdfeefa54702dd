'use client';

/**
 * Category tabs + paged list of the news and arts-education landings (client leaf).
 *
 * Caching choice (design.md section 5): the landing page itself stays static and cached. The
 * server parent renders the terms and the first page of the first category into the HTML (as
 * `initial`); this leaf reads the category and page from the URL query (`?category=<tid>&page=N`,
 * so they survive a reload and can be shared) and fetches other pages in the browser from the
 * same-origin `/jsonapi/...` with React Query, with the same query and reshaper as the server.
 * Tabs and paging are real links (they work before hydration, open in new tabs); after hydration
 * they update the URL with history.pushState without a server round trip. The HTML (and the
 * hydration) show the first category's first page; a URL naming another is read right after.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { Pager } from '@/components/ui/Pager';
import { browseList } from '@/lib/cms/browse';
import type { ListKind } from '@/lib/cms/list-queries';
import type { ArtTeaser, ListPage, NewsTeaser, Teaser, Term } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { queryKeys } from '@/lib/query-keys';
import { pageQueryString } from '@/lib/url/page-query';
import { setQueryState, useQueryState } from '@/lib/url/query-state';
import { ArtCard, NewsRow } from '../shared/TeaserItems';
import styles from './TermBrowser.module.css';

export type ListState = { category: string | null; page: number };

type ViewProps = {
  locale: Locale;
  kind: ListKind;
  terms: Term[];
  /** the first page of the first term, rendered on the server */
  initial: ListPage<Teaser> | null;
  listLabel: string;
  tabsLabel: string;
  state: ListState;
  /** absent before hydration: the links then navigate as plain links */
  onNavigate?: (next: ListState) => void;
};

const statusTexts = {
  news: { empty: 'noNews', error: 'error', loading: 'loading' },
  art: { empty: 'noData', error: 'somethingWrong', loading: 'loadingShort' },
} as const;

export function queryString(state: ListState): string {
  return pageQueryString({ category: state.category }, state.page);
}

type ListResult =
  { status: 'loading' } | { status: 'error' } | { status: 'ok'; data: ListPage<Teaser>; fetching?: boolean };

type BodyProps = Omit<ViewProps, 'state' | 'initial'> & {
  selected: Term | null;
  page: number;
  result: ListResult;
  onRetry?: () => void;
};

/** Tabs, list and pager for a given result (no data fetching here). */
function TermBrowserBody({
  locale,
  kind,
  terms,
  listLabel,
  tabsLabel,
  selected,
  page,
  result,
  onNavigate,
  onRetry,
}: BodyProps) {
  const top = useRef<HTMLDivElement>(null);
  const go = (next: ListState) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(next);
  };
  const toPage = (target: number) => {
    onNavigate?.({ category: selected ? String(selected.tid) : null, page: target });
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start' });
  };
  const texts = statusTexts[kind];

  return (
    <div className={styles.browser} ref={top}>
      {terms.length > 0 && (
        <nav aria-label={tabsLabel} className={styles.tabs}>
          <ul>
            {terms.map((term) => {
              const current = term === selected;
              // Changing the term starts again from page 1.
              const next = { category: String(term.tid), page: 1 };
              return (
                <li key={term.id}>
                  <a
                    href={queryString(next)}
                    className={styles.tab}
                    aria-current={current ? 'true' : undefined}
                    onClick={go(next)}
                  >
                    {term.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <section
        aria-label={selected ? `${listLabel}: ${selected.name}` : listLabel}
        aria-busy={result.status === 'loading' || (result.status === 'ok' && !!result.fetching)}
      >
        {result.status === 'loading' ? (
          <FetchStatus status="loading" loading={texts.loading} />
        ) : result.status === 'error' ? (
          <FetchStatus status="error" error={texts.error} onRetry={onRetry} />
        ) : result.data.items.length === 0 ? (
          <FetchStatus status="empty" empty={texts.empty} />
        ) : kind === 'news' ? (
          <div className={styles.rows}>
            {(result.data.items as NewsTeaser[]).map((item, index) => (
              <NewsRow key={item.id} item={item} locale={locale} first={index === 0 && page === 1} />
            ))}
          </div>
        ) : (
          <div className={styles.cards}>
            {(result.data.items as ArtTeaser[]).map((item, index) => (
              <ArtCard key={item.id} item={item} locale={locale} first={index === 0 && page === 1} />
            ))}
          </div>
        )}
        {result.status === 'ok' && (
          <Pager
            page={page}
            hasPrevious={page > 1}
            hasNext={result.data.hasNext}
            query={{ category: selected ? String(selected.tid) : null }}
            onPage={toPage}
          />
        )}
      </section>
    </div>
  );
}

function selectedTerm(terms: Term[], category: string | null): Term | null {
  // The first term is selected once the terms are loaded (an unknown category falls back to it).
  return terms.find((term) => String(term.tid) === category) ?? terms[0] ?? null;
}

export function TermBrowserView({ initial, state, ...props }: ViewProps) {
  const { locale, kind, terms } = props;
  const selected = selectedTerm(terms, state.category);
  const page = Math.max(1, state.page);
  const isInitial = (!selected || selected === terms[0]) && page === 1;
  const query = useQuery({
    queryKey: queryKeys.termList(kind, locale, selected?.id ?? null, page),
    queryFn: ({ signal }) => browseList(locale, kind, selected?.id ?? null, page, signal),
    initialData: isInitial && initial ? initial : undefined,
    // The prerender must not read the clock (Cache Components refuse it): on the server the
    // initial page needs no timestamp and is never stale.
    ...(typeof window === 'undefined'
      ? { initialDataUpdatedAt: 0, staleTime: 'static' as const }
      : { staleTime: 60_000 }),
  });
  const result: ListResult = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ok', data: query.data, fetching: query.isFetching };
  return <TermBrowserBody {...props} selected={selected} page={page} result={result} onRetry={() => query.refetch()} />;
}

/** The tabs and list bound to the URL query. */
export function TermBrowser(props: Omit<ViewProps, 'state' | 'onNavigate'>) {
  const searchParams = useQueryState();
  const state: ListState = {
    category: searchParams.get('category'),
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
  const navigate = (next: ListState) => {
    const params = new URLSearchParams(searchParams.toString());
    params.delete('category');
    params.delete('page');
    if (next.category) params.set('category', next.category);
    if (next.page > 1) params.set('page', String(next.page));
    setQueryState(params, 'push');
  };
  return <TermBrowserView {...props} state={state} onNavigate={navigate} />;
}

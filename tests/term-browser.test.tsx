import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { vi, afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TermBrowserView, type ListState } from '@/components/content/lists/TermBrowser';
import type { ListKind } from '@/lib/cms/list-queries';
import type { Term } from '@/lib/cms/types';
import { withIntl } from './support/intl';
import { SANDBOX_ORIGIN, startSandboxMsw } from './support/sandbox-msw';

// the pager's links are the page's own address with the list's query
vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/news' }),
);

// Each test renders against the in-process sandbox; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterEach(() => env.server.resetHandlers());
afterAll(() => env.close());

async function termsOf(vocabulary: string, locale: 'en' | 'zh-hans' = 'en'): Promise<Term[]> {
  const prefix = locale === 'en' ? '/en' : '';
  const res = await env.sandbox.fetch(
    new Request(
      `${SANDBOX_ORIGIN}${prefix}/jsonapi/taxonomy_term/${vocabulary}?sort=-weight&filter[langcode]=${locale}`,
    ),
  );
  const body = (await res.json()) as {
    data: { id: string; attributes: { name: string; drupal_internal__tid: number } }[];
  };
  return body.data.map((t) => ({ id: t.id, name: t.attributes.name, tid: t.attributes.drupal_internal__tid }));
}

function wrap(children: ReactNode, locale: 'en' | 'zh-hans' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return withIntl(<QueryClientProvider client={client}>{children}</QueryClientProvider>, locale);
}

/** The browser with its URL state held in React state, as the URL wrapper would. */
function Harness({
  kind,
  terms,
  start,
  locale = 'en',
}: {
  kind: ListKind;
  terms: Term[];
  start: ListState;
  locale?: 'en' | 'zh-hans';
}) {
  const [state, setState] = useState(start);
  return (
    <>
      <span data-testid="state">{`${state.category ?? '-'}:${state.page}`}</span>
      <TermBrowserView
        locale={locale}
        kind={kind}
        terms={terms}
        initial={null}
        listLabel="List"
        tabsLabel="Categories"
        state={state}
        onNavigate={setState}
      />
    </>
  );
}

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name });

describe('news landing tabs and paging', () => {
  it('selects the first category once the terms are loaded and lists only its news', async () => {
    const terms = await termsOf('types_of_news');
    render(wrap(<Harness kind="news" terms={terms} start={{ category: null, page: 1 }} />));
    expect(tab(terms[0].name)).toHaveAttribute('aria-current', 'true');
    expect(tab(terms[1].name)).not.toHaveAttribute('aria-current');
    const list = await screen.findByRole('region', { name: `List: ${terms[0].name}` });
    const articles = await within(list).findAllByRole('article');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(article).toHaveTextContent(terms[0].name);
  });

  it('switches category on a tab click and starts again from page 1', async () => {
    const terms = await termsOf('types_of_news');
    render(wrap(<Harness kind="news" terms={terms} start={{ category: String(terms[0].tid), page: 2 }} />));
    await userEvent.click(tab(terms[1].name));
    expect(screen.getByTestId('state')).toHaveTextContent(`${terms[1].tid}:1`);
    expect(tab(terms[1].name)).toHaveAttribute('aria-current', 'true');
    const list = screen.getByRole('region', { name: `List: ${terms[1].name}` });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
    for (const article of within(list).getAllByRole('article')) expect(article).toHaveTextContent(terms[1].name);
  });

  it('pages by 10 with previous and next', async () => {
    render(wrap(<Harness kind="news" terms={[]} start={{ category: null, page: 1 }} />));
    const first = await screen.findAllByRole('article');
    expect(first).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    const firstTitle = first[0].querySelector('h3')?.textContent;
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/news?page=2');
    await userEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('-:2');
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0].querySelector('h3')?.textContent).not.toBe(firstTitle),
    );
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    const pager2 = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager2).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/en/news');
    // 26 published news in English: page 3 is the last one and has no next link
    await userEvent.click(within(pager2).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).queryByRole('link', { name: /Next/ }),
    ).not.toBeInTheDocument();
  });

  it("says 'No News' when a category has none", async () => {
    env.server.use(
      http.get('*/jsonapi/node/news', () => HttpResponse.json({ jsonapi: { version: '1.0' }, data: [], links: {} })),
    );
    render(wrap(<Harness kind="news" terms={[]} start={{ category: null, page: 1 }} />));
    expect(await screen.findByText('No News')).toBeInTheDocument();
  });

  it('shows the general error when the list cannot be loaded', async () => {
    env.server.use(
      http.get('*/jsonapi/node/news', () => HttpResponse.json({ errors: [{ status: '500' }] }, { status: 500 })),
    );
    render(wrap(<Harness kind="news" terms={[]} start={{ category: null, page: 1 }} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

describe('arts-education tabs', () => {
  it("lists each theme's articles, with 'Loading' and 'Something is wrong' states", async () => {
    const terms = await termsOf('themes');
    const { unmount } = render(wrap(<Harness kind="art" terms={terms} start={{ category: null, page: 1 }} />));
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    const cards = await screen.findAllByRole('article');
    for (const card of cards) expect(card).toHaveTextContent(terms[0].name);
    unmount();
    env.server.use(http.get('*/jsonapi/node/art_education', () => new HttpResponse(null, { status: 502 })));
    render(wrap(<Harness kind="art" terms={terms} start={{ category: null, page: 1 }} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong');
  });

  it('speaks Chinese on Chinese pages', async () => {
    const terms = await termsOf('themes', 'zh-hans');
    render(wrap(<Harness kind="art" terms={terms} start={{ category: null, page: 1 }} locale="zh-hans" />, 'zh-hans'));
    expect(tab(terms[0].name)).toHaveAttribute('aria-current', 'true');
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent(/[\u4e00-\u9fff]/);
  });
});

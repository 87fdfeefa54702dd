import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchView, type SearchState } from '@/components/search/SearchPage';
import { searchPageCount } from '@/lib/cms/list-queries';
import { withIntl } from './support/intl';
import { SANDBOX_ORIGIN, startSandboxMsw } from './support/sandbox-msw';

// the pager's links are the page's own address with the list's query
vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/search' }),
);

// Each test renders against the in-process sandbox; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterAll(() => env.close());

async function countFor(keyword: string, locale: 'en' | 'zh-hans' = 'en') {
  const res = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}${locale === 'en' ? '/en' : ''}/jsonapi/itc_search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ keyword, page: 1 }),
    }),
  );
  return ((await res.json()) as { data: { count: number } }).data.count;
}

const changes: SearchState[] = [];

function Harness({ start, locale = 'en' }: { start: SearchState; locale?: 'en' | 'zh-hans' }) {
  const [state, setState] = useState(start);
  const client = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))[0];
  return withIntl(
    <QueryClientProvider client={client}>
      <SearchView
        locale={locale}
        state={state}
        onChange={(next) => {
          changes.push(next);
          setState(next);
        }}
      />
    </QueryClientProvider>,
    locale,
  );
}

describe('search', () => {
  it('shows the guide before the first search', () => {
    render(<Harness start={{ keyword: '', page: 1 }} />);
    expect(screen.getByText('Enter a keyword to search shows, news and arts education.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  });

  it('searches 500 ms after the last keystroke, not on every key', async () => {
    changes.length = 0;
    render(<Harness start={{ keyword: '', page: 1 }} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    const typedAt = Date.now();
    await userEvent.type(box, 'Turandot');
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    expect(changes[0]).toEqual({ keyword: 'Turandot', page: 1 });
    const items = await screen.findAllByRole('article');
    expect(items[0]).toHaveTextContent('Turandot');
  });

  it('shows 4 results a page and ceil(count/4) pages, and the show type name', async () => {
    const count = await countFor('the');
    render(<Harness start={{ keyword: 'the', page: 1 }} />);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('listitem')).toHaveLength(searchPageCount(count));
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it("names a show's type from the ticketing project lookup", async () => {
    render(<Harness start={{ keyword: 'Turandot', page: 1 }} />);
    const items = await screen.findAllByRole('article');
    const show = items.find((item) => item.getAttribute('data-result-type') === 'project');
    expect(show).toBeTruthy();
    await waitFor(() => expect(show).toHaveTextContent('Opera'));
  });

  it("says 'No Result' when nothing matches", async () => {
    render(<Harness start={{ keyword: 'zzqxnothing', page: 1 }} />);
    expect(await screen.findByText('No Result')).toBeInTheDocument();
  });

  it('searches in Chinese on Chinese pages', async () => {
    render(<Harness start={{ keyword: '图兰朵', page: 1 }} locale="zh-hans" />);
    const items = await screen.findAllByRole('article');
    expect(items[0]).toHaveTextContent('图兰朵');
    expect(screen.getByText(/共有 \d+ 条结果/)).toBeInTheDocument();
    // Chinese pages have no language prefix
    const href = within(items[0]).getByRole('heading').querySelector('a')!.getAttribute('href')!;
    expect(href).toMatch(/^\/(?!en(\/|$))/);
  });

  it("links a result to its page in the visitor's language, picture and title alike", async () => {
    render(<Harness start={{ keyword: 'Turandot', page: 1 }} />);
    const [first] = await screen.findAllByRole('article');
    const title = within(first).getByRole('link', { name: /Turandot/ });
    expect(title.getAttribute('href')).toMatch(/^\/en\/[^/]/);
    expect(first.querySelector('a[aria-hidden="true"]')).toHaveAttribute('href', title.getAttribute('href'));
  });
});

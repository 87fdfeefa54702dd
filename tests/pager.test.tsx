import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '@/components/ui/Pager';
import { withIntl } from './support/intl';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/search' }),
);

/** The one pager: links where pages have addresses (search, term lists), buttons where they do not (a member's lists). */
describe('the pager', () => {
  it("a member's list: buttons for each page, the current one marked, and previous / next", async () => {
    const onPage = vi.fn();
    render(withIntl(<Pager page={2} hasPrevious hasNext pageCount={3} onPage={onPage} />));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1], [1]]);
  });

  it('on the last page, "Next" is there but not a control; one page needs no pager', () => {
    const { rerender } = render(
      withIntl(<Pager page={3} hasPrevious hasNext={false} pageCount={3} onPage={() => {}} />, 'zh-hans'),
    );
    expect(screen.queryByRole('button', { name: /下一页/ })).toBeNull();
    expect(screen.getByText(/下一页/)).toHaveAttribute('aria-disabled', 'true');
    rerender(
      withIntl(<Pager page={1} hasPrevious={false} hasNext={false} pageCount={1} onPage={() => {}} />, 'zh-hans'),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('with addresses: links a new tab can open, a plain click stays in the page', async () => {
    const onPage = vi.fn();
    render(withIntl(<Pager page={1} hasPrevious={false} hasNext query={{ keyword: 'swan' }} onPage={onPage} />));
    const next = screen.getByRole('link', { name: 'Next ›' });
    expect(next).toHaveAttribute('href', '/en/search?keyword=swan&page=2');
    expect(next).toHaveAttribute('rel', 'next');
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('a list the server pages (education): links only, page 1 without a page number, empty parameters left out', () => {
    render(withIntl(<Pager page={2} hasPrevious hasNext={false} query={{ type: '7', theme: null }} />));
    const previous = screen.getByRole('link', { name: '‹ Previous' });
    expect(previous).toHaveAttribute('href', '/en/search?type=7');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { withIntl } from './support/intl';

describe('FetchStatus (spec sections 4 and 8)', () => {
  it('shows Loading... while loading', () => {
    render(withIntl(<FetchStatus status="loading" />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the general error and offers a retry', async () => {
    const retry = vi.fn();
    render(withIntl(<FetchStatus status="error" onRetry={retry} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the empty-list messages: No Data, No News, No Result', () => {
    const { rerender } = render(withIntl(<FetchStatus status="empty" />));
    expect(screen.getByText('No Data')).toBeInTheDocument();
    rerender(withIntl(<FetchStatus status="empty" empty="noNews" />));
    expect(screen.getByText('No News')).toBeInTheDocument();
    rerender(withIntl(<FetchStatus status="empty" empty="noResult" />));
    expect(screen.getByText('No Result')).toBeInTheDocument();
  });

  it("uses the arts-education wording 'Loading' and 'Something is wrong'", () => {
    const { rerender } = render(withIntl(<FetchStatus status="loading" loading="loadingShort" />));
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    rerender(withIntl(<FetchStatus status="error" error="somethingWrong" />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something is wrong');
  });

  it('speaks Chinese on Chinese pages', () => {
    render(withIntl(<FetchStatus status="empty" empty="noNews" />, 'zh-hans'));
    expect(screen.getByText('暂无新闻')).toBeInTheDocument();
  });
});

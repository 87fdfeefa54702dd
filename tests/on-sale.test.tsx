import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldUntilSale, OnSaleNotice, useSaleClock } from '@/components/shows/on-sale/OnSaleNotice';
import { countdownText, showClosedUntil } from '@/lib/shows/on-sale';
import { withIntl } from './support/intl';

/**
 * The on-sale notice (issue 45): the time in the theatre's zone in both languages, hh:mm:ss in
 * the last hour, and screen readers told the time left in coarse steps, not every second.
 */
// 1 December 2026, 10:00 in Shanghai
const AT = Date.UTC(2026, 11, 1, 2, 0);

function Ticking({ at }: { at: number }) {
  const now = useSaleClock({ onSaleAt: at, performances: [] });
  return <OnSaleNotice at={at} now={now} />;
}

afterEach(() => vi.useRealTimers());

describe('the on-sale notice', () => {
  it('says when tickets go on sale, in English and in Chinese, without a countdown more than an hour ahead', () => {
    const { unmount } = render(withIntl(<OnSaleNotice at={AT} now={AT - 2 * 3600_000} />, 'en'));
    expect(screen.getByTestId('on-sale-at')).toHaveTextContent('On sale 1 December 10:00');
    expect(screen.queryByTestId('on-sale-countdown')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    unmount();
    render(withIntl(<OnSaleNotice at={AT} now={AT - 2 * 3600_000} />, 'zh-hans'));
    expect(screen.getByTestId('on-sale-at')).toHaveTextContent('12月1日 10:00 开售');
  });

  it('once the show’s pre-queue has begun, leads into it and says the order is drawn at the time, in both languages', () => {
    const href = '/queue/join?scope=show%3APRJ1002&to=%2Fen%2Fproject%2FPRJ1002';
    const { unmount } = render(withIntl(<OnSaleNotice at={AT} now={AT - 10 * 60_000} queueHref={href} />, 'en'));
    expect(screen.getByRole('link', { name: 'Join the pre-queue' })).toHaveAttribute('href', `/en${href}`);
    expect(screen.getByTestId('on-sale')).toHaveTextContent('Everyone who joins before 10:00 has the same chance');
    unmount();
    render(withIntl(<OnSaleNotice at={AT} now={AT - 10 * 60_000} queueHref={href} />, 'zh-hans'));
    expect(screen.getByRole('link', { name: '进入预排队' })).toHaveAttribute('href', href);
    expect(screen.getByTestId('on-sale')).toHaveTextContent('10:00 前进入的观众机会均等');
  });

  it('offers no way into a line before its pre-queue begins', () => {
    render(withIntl(<OnSaleNotice at={AT} now={AT - 2 * 3600_000} />, 'en'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts down each second in the last hour, while screen readers hear of it in coarse steps', async () => {
    vi.useFakeTimers({ now: AT - 45 * 60_000 + 500 });
    render(withIntl(<Ticking at={AT} />, 'en'));
    expect(screen.getByTestId('on-sale-countdown')).toHaveTextContent('00:45:00');
    expect(screen.getByTestId('on-sale-countdown')).toHaveAttribute('aria-hidden', 'true');
    const spoken = screen.getByRole('status');
    expect(spoken).toHaveTextContent('Tickets go on sale in about 45 minutes.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('on-sale-countdown')).toHaveTextContent('00:44:59');
    expect(spoken).toHaveTextContent('Tickets go on sale in about 45 minutes.');
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByTestId('on-sale-countdown')).toHaveTextContent('00:44:00');
    expect(spoken).toHaveTextContent('Tickets go on sale in about 45 minutes.');
  });

  it('speaks Chinese in the last minutes', () => {
    render(withIntl(<OnSaleNotice at={AT} now={AT - 4 * 60_000 - 10_000} />, 'zh-hans'));
    expect(screen.getByTestId('on-sale-countdown')).toHaveTextContent('00:04:10');
    expect(screen.getByRole('status')).toHaveTextContent('约 5 分钟后开售。');
  });
});

describe('on-sale rules', () => {
  it('writes the time left as hh:mm:ss and holds a show closed while none of its performances is on sale', () => {
    expect(countdownText(AT, AT - 3599_000)).toBe('00:59:59');
    expect(countdownText(AT, AT + 5000)).toBe('00:00:00');
    const show = { onSaleAt: AT, performances: [{ onSaleAt: null }, { onSaleAt: AT - 60_000 }] };
    expect(showClosedUntil(show, AT - 120_000)).toBe(AT - 60_000);
    expect(showClosedUntil(show, AT - 30_000)).toBeNull();
    expect(showClosedUntil({ onSaleAt: null, performances: [{ onSaleAt: null }] }, AT)).toBeNull();
    // unknown clock (hydrating): held, as the server rendered it; at the time: open
    expect(heldUntilSale(AT, null)).toBe(true);
    expect(heldUntilSale(AT, AT)).toBe(false);
    expect(heldUntilSale(null, null)).toBe(false);
  });
});

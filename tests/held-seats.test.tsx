import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldSeats } from '@/components/member/hold/HeldSeats';
import { withIntl } from './support/intl';

/** The hold on an order's seats (issue 44): time left to the API's deadline, announced sparingly. */
const START = Date.UTC(2026, 11, 1, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the seats held for an order', () => {
  it('shows the time left, and announces only 5 minutes left, 1 minute left and the end', async () => {
    const onEnd = vi.fn();
    render(withIntl(<HeldSeats deadline={START + 5 * 60_000 + 2_000} onEnd={onEnd} />));
    const held = screen.getByTestId('held-seats');
    const live = screen.getByRole('status');
    expect(held).toHaveTextContent('Your seats are held for 05:02');
    expect(live).toHaveTextContent('');
    await tick(1_000);
    expect(held).toHaveTextContent('Your seats are held for 05:01');
    expect(live).toHaveTextContent('');
    await tick(2_000);
    expect(live).toHaveTextContent('5 minutes left to pay: then your seats go back on sale.');
    const fiveMinutes = live.textContent;
    await tick(60_000);
    // the clock moved on; what is spoken did not
    expect(held).toHaveTextContent('Your seats are held for 03:59');
    expect(live.textContent).toBe(fiveMinutes);
    await tick(3 * 60_000);
    expect(live).toHaveTextContent('1 minute left to pay: then your seats go back on sale.');
    expect(onEnd).not.toHaveBeenCalled();
    await tick(60_000);
    expect(held).toHaveTextContent('The hold has ended: your seats went back on sale.');
    expect(live).toHaveTextContent('The hold has ended: your seats went back on sale.');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('in Chinese: 座位为您保留 14:32', () => {
    render(withIntl(<HeldSeats deadline={START + 14 * 60_000 + 32_000} />, 'zh-hans'));
    expect(screen.getByTestId('held-seats')).toHaveTextContent('座位为您保留 14:32');
  });

  it('renders no time on the server (the browser adds it after mount: no hydration mismatch)', () => {
    const html = renderToString(withIntl(<HeldSeats deadline={START + 10 * 60_000} />));
    expect(html).not.toMatch(/\d\d:\d\d/);
    expect(html).toContain('data-stage="pending"');
  });
});

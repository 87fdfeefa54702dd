import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueLine } from '@/components/queue/QueueLine';
import type { LineView } from '@/lib/queue/describe';
import { answersShownAtOnce, withApp } from './support/app';

/**
 * The queue page's view (components/queue/QueueLine.tsx): the visitor's number, place and an
 * honest wait in both languages, a new place announced politely to screen readers as the answers
 * come, the performance waited for sold out with the show's others offered, and the visitor taken
 * on when their turn comes.
 */
const waiting = (over: Partial<LineView> = {}): LineView => ({
  state: 'waiting',
  scope: 'show:PRJ1002',
  ticket: 1234,
  place: 180,
  waitSeconds: 91,
  pollSeconds: 18,
  rate: 120,
  drawAt: null,
  next: '/en/project/PRJ1002/seats?event=PRJ1002-E1',
  show: { projectToken: 'PRJ1002', name: 'Moonlight Pier' },
  soldOut: false,
  others: [],
  passMinutes: 20,
  ...over,
});

answersShownAtOnce();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the queue page', () => {
  it('shows the number, the place and the wait, in English and in Chinese', () => {
    const { unmount } = render(withApp(<QueueLine initial={waiting()} scope="show:PRJ1002" to={null} />, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: "You're in line" })).toBeInTheDocument();
    expect(screen.getByText('In line for: Moonlight Pier')).toBeInTheDocument();
    expect(screen.getByTestId('queue-ticket')).toHaveTextContent('1234');
    expect(screen.getByTestId('queue-place')).toHaveTextContent('180');
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('About 2 minutes');
    expect(screen.getByText('About 120 people are let in each minute.')).toBeInTheDocument();
    unmount();
    render(withApp(<QueueLine initial={waiting({ waitSeconds: 40 })} scope="show:PRJ1002" to={null} />, 'zh-hans'));
    expect(screen.getByRole('heading', { level: 1, name: '您正在排队' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-place')).toHaveTextContent('180');
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('不到一分钟');
  });

  it('asks again when the answer says, announces the new place politely, and takes the visitor on at their turn', async () => {
    vi.useFakeTimers();
    const answers = [waiting({ place: 42, waitSeconds: 23, pollSeconds: 5 }), waiting({ state: 'admitted', place: 0 })];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift())));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/en/queue', search: '' });
    render(
      withApp(
        <QueueLine initial={waiting({ pollSeconds: 18 })} scope="show:PRJ1002" to="/en/project/PRJ1002/seats" />,
        'en',
      ),
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(17_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/queue/status?');
    expect(live).toHaveTextContent('Your place in line: 42. Less than a minute');
    expect(screen.getByTestId('queue-place')).toHaveTextContent('42');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(live).toHaveTextContent("It's your turn");
    expect(assign).toHaveBeenCalledWith('/en/project/PRJ1002/seats?event=PRJ1002-E1');
  });

  it('says when the performance waited for sold out, and offers the show’s other performances', () => {
    const view = waiting({
      soldOut: true,
      others: [
        {
          eventToken: 'PRJ1002-E2',
          showTime: Date.UTC(2026, 11, 9, 11, 30),
          href: '/en/project/PRJ1002/seats?event=PRJ1002-E2',
        },
      ],
    });
    render(withApp(<QueueLine initial={view} scope="show:PRJ1002" to={null} />, 'en'));
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The performance you were waiting for has sold out' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Wed, 9 December 2026, 19:30' })).toHaveAttribute(
      'href',
      '/en/project/PRJ1002/seats?event=PRJ1002-E2',
    );
    expect(within(alert).getByRole('link', { name: "See what's on" })).toHaveAttribute('href', '/en/events');
  });

  it('the door’s static page shows the place it was given at once, and asks only when that says', async () => {
    vi.useFakeTimers();
    const hint = { ...waiting({ place: 12, ticket: 88, pollSeconds: 4 }), at: Date.now() };
    document.cookie = `wr_line=${Buffer.from(JSON.stringify(hint)).toString('base64url')}; path=/`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(waiting({ place: 4 }))));
    vi.stubGlobal('fetch', fetchMock);
    render(withApp(<QueueLine initial={null} scope={null} to={null} />, 'en'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('queue-ticket')).toHaveTextContent('88');
    expect(screen.getByTestId('queue-place')).toHaveTextContent('12');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('wr_line=');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/queue/status?');
  });

  it('the edge’s page takes a number first, then shows the place', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(waiting({ place: 7 }))));
    vi.stubGlobal('fetch', fetchMock);
    render(withApp(<QueueLine initial={null} scope={null} to={null} />, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Joining the line' })).toBeInTheDocument();
    expect(await screen.findByTestId('queue-place')).toHaveTextContent('7');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/queue/join?');
    expect(init.method).toBe('POST');
  });

  it('refused a number (the connection took its share): says why in both languages, and tries to join again when told', async () => {
    vi.useFakeTimers();
    const refused = waiting({ state: 'refused', ticket: null, place: null, waitSeconds: null, pollSeconds: 540 });
    const hint = { ...refused, at: Date.now() };
    document.cookie = `wr_line=${Buffer.from(JSON.stringify(hint)).toString('base64url')}; path=/`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(waiting({ place: 3 }))));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(withApp(<QueueLine initial={null} scope={null} to={null} />, 'en'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Please wait a moment' })).toBeInTheDocument();
    expect(screen.getByText(/Many numbers have just been taken from your internet connection/)).toBeInTheDocument();
    expect(screen.getByTestId('queue-retry')).toHaveTextContent('About 9 minutes');
    expect(screen.queryByTestId('queue-place')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(539_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/queue/join?');
    expect(init.method).toBe('POST');
    expect(screen.getByTestId('queue-place')).toHaveTextContent('3');
    unmount();
    render(withApp(<QueueLine initial={{ ...refused, pollSeconds: 30 }} scope="show:PRJ1002" to={null} />, 'zh-hans'));
    expect(screen.getByRole('heading', { level: 1, name: '请稍候' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-retry')).toHaveTextContent('不到一分钟');
  });

  it('a join refused with 429 shows why rather than a failure', async () => {
    const refused = waiting({ state: 'refused', ticket: null, place: null, waitSeconds: null, pollSeconds: 300 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refused), { status: 429 })),
    );
    render(withApp(<QueueLine initial={null} scope={null} to={null} />, 'en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Please wait a moment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueLine } from '@/components/queue/QueueLine';
import type { LineView } from '@/lib/queue/describe';
import { answersShownAtOnce, withApp } from './support/app';

/**
 * The queue page before the opening and at the visitor's turn (issue 45): the pre-queue with the
 * draw's time in both languages, the place after the draw without a reload (announced once), and
 * in a hidden tab the title, the sound (only when turned on) and the notification (only when
 * allowed, asked from a button).
 */
const DRAW_AT = Date.UTC(2026, 11, 1, 2, 0); // 10:00 in Shanghai
const view = (over: Partial<LineView> = {}): LineView => ({
  state: 'prequeue',
  scope: 'show:PRJ2002',
  ticket: null,
  place: null,
  waitSeconds: null,
  pollSeconds: 5,
  rate: 120,
  drawAt: DRAW_AT,
  next: '/en/project/PRJ2002',
  show: { projectToken: 'PRJ2002', name: 'The Seagull' },
  soldOut: false,
  others: [],
  passMinutes: 20,
  ...over,
});

const notifications: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body });
  }
  close() {}
}
const tones = vi.fn();
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    tones();
    return { frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} };
  }
  createGain() {
    return {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (n: unknown) => n,
    };
  }
  close() {
    return Promise.resolve();
  }
}

let hidden = false;
beforeEach(() => {
  notifications.length = 0;
  FakeNotification.permission = 'default';
  tones.mockClear();
  localStorage.clear();
  hidden = false;
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.title = 'Waiting room';
});
answersShownAtOnce();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the pre-queue', () => {
  it('says the order is drawn at the opening, in English and in Chinese', () => {
    const { unmount } = render(withApp(<QueueLine initial={view()} scope="show:PRJ2002" to={null} />, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: "You're in the pre-queue" })).toBeInTheDocument();
    expect(screen.getByTestId('queue-prequeue')).toHaveTextContent(
      'You are in the pre-queue; the order is drawn at 10:00.',
    );
    expect(screen.queryByTestId('queue-place')).toBeNull();
    unmount();
    render(withApp(<QueueLine initial={view()} scope="show:PRJ2002" to={null} />, 'zh-hans'));
    expect(screen.getByTestId('queue-prequeue')).toHaveTextContent('您已进入预排队，排队顺序将于 10:00 抽签决定。');
  });

  it('shows the place after the draw without a reload, and tells screen readers once', async () => {
    vi.useFakeTimers();
    const drawn = view({ state: 'waiting', ticket: 40, place: 12, waitSeconds: 90, pollSeconds: 5 });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(drawn)));
    vi.stubGlobal('fetch', fetchMock);
    render(withApp(<QueueLine initial={view()} scope="show:PRJ2002" to={null} />, 'en'));
    const live = screen.getByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByTestId('queue-place')).toHaveTextContent('12');
    expect(live).toHaveTextContent('The order has been drawn. Your place in line: 12. About 2 minutes');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // the same place again: nothing new to say
    expect(live).toHaveTextContent('The order has been drawn. Your place in line: 12.');
  });
});

describe('your turn', () => {
  const admitted = view({ state: 'admitted', ticket: 40, place: 0, waitSeconds: 0 });

  async function turnComes(locale: 'en' | 'zh-hans' = 'en') {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/en/queue', search: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(admitted))),
    );
    render(
      withApp(
        <QueueLine
          initial={view({ state: 'waiting', ticket: 40, place: 1, waitSeconds: 2 })}
          scope="show:PRJ2002"
          to={null}
        />,
        locale,
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    return { assign, come: () => act(() => vi.advanceTimersByTimeAsync(5_000)) };
  }

  it('in a hidden tab: changes the title, stays until the visitor comes back, then takes them on', async () => {
    hidden = true;
    const { assign, come } = await turnComes();
    await come();
    expect(document.title).toBe("It's your turn – Waiting room");
    expect(assign).not.toHaveBeenCalled();
    // sound off by default, notifications never asked for: neither
    expect(tones).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(assign).toHaveBeenCalledWith('/en/project/PRJ2002');
  });

  it('in Chinese, the title says so in Chinese', async () => {
    hidden = true;
    const { come } = await turnComes('zh-hans');
    await come();
    expect(document.title).toBe('轮到您了 – Waiting room');
  });

  it('plays the sound only when turned on (remembered), and notifies only once allowed from the button', async () => {
    hidden = true;
    const { come } = await turnComes();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    const sound = screen.getByRole('button', { name: /Play a sound when it's my turn/ });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('_queuesound')).toContain('true');
    fireEvent.click(screen.getByRole('button', { name: "Notify me when it's my turn" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: "Notify me when it's my turn" })).toBeNull();
    await come();
    expect(tones).toHaveBeenCalled();
    expect(notifications).toEqual([
      { title: "It's your turn", body: 'Come back to the page to buy your tickets: The Seagull' },
    ]);
  });

  it('hides the notification button where notifications were refused or are unsupported', async () => {
    FakeNotification.permission = 'denied';
    const { unmount } = render(withApp(<QueueLine initial={view()} scope="show:PRJ2002" to={null} />, 'en'));
    await act(async () => {});
    expect(screen.getByRole('button', { name: /Play a sound/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notify me/ })).toBeNull();
    unmount();
    vi.stubGlobal('Notification', undefined);
    delete (window as { Notification?: unknown }).Notification;
    render(withApp(<QueueLine initial={view()} scope="show:PRJ2002" to={null} />, 'en'));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Notify me/ })).toBeNull();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LOADING_SCREEN_DELAY_MS, LOADING_SCREEN_MAX_MS, StartUp } from '@/components/app/StartUp';
import { pageReload } from '@/lib/auth/reload';
import { IDENTIFIER_KEY, TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { AuthStatusProbe, freshBrowser, withApp } from './support/app';
import { cookieJar, loginDemo, signInWith, startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;

beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  freshBrowser();
  env.server.resetHandlers();
  window.history.replaceState(null, '', '/en');
  pageReload.run = vi.fn();
});

const startUp = (
  <>
    <StartUp locale="en" />
    <AuthStatusProbe />
  </>
);

describe('start-up sequence', () => {
  it('generates the device identifier and finishes as a guest without a session, asking nothing', async () => {
    const asked = vi.fn();
    env.server.events.on('request:start', asked);
    render(withApp(startUp));
    const auth = screen.getByTestId('auth-status');
    await waitFor(() => expect(auth).toHaveAttribute('data-ready', 'true'));
    env.server.events.removeListener('request:start', asked);
    expect(localStorage.getItem(IDENTIFIER_KEY)).toBeTruthy();
    expect(auth).toHaveTextContent('initial');
    expect(auth).toHaveAttribute('data-signed-in', 'false');
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
  });

  it('loads the member when the session cookie says one is logged in', async () => {
    signInWith(await loginDemo(env.sandbox));
    render(withApp(startUp));
    const auth = screen.getByTestId('auth-status');
    expect(auth).toHaveTextContent('initial'); // until the session hint is read
    await waitFor(() => expect(auth).toHaveTextContent('loading'));
    await waitFor(() => expect(auth).toHaveTextContent('ok'));
    expect(auth).toHaveAttribute('data-signed-in', 'true');
    expect(auth).toHaveAttribute('data-ready', 'true');
  });

  it('shows the loading indicator while start-up runs, and hides it after 1 second even when start-up hangs', async () => {
    signInWith('some-token');
    env.server.use(http.all('*/userInfo', () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(withApp(<StartUp locale="en" />));
      await act(() => vi.advanceTimersByTimeAsync(LOADING_SCREEN_DELAY_MS));
      expect(screen.getByTestId('loading-indicator')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LOADING_SCREEN_MAX_MS - LOADING_SCREEN_DELAY_MS - 1));
      expect(screen.getByTestId('loading-indicator')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a guest, whose start-up asks nothing, no loading indicator at any moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(withApp(startUp));
      expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LOADING_SCREEN_DELAY_MS));
      expect(screen.getByTestId('auth-status')).toHaveAttribute('data-ready', 'true');
      expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves the loading indicator out of the server's HTML: it belongs to the start-up the page's scripts run", () => {
    signInWith('some-token');
    const html = renderToString(withApp(<StartUp locale="en" />));
    expect(html).not.toContain('loading-indicator');
    expect(html).not.toContain('progressbar');
  });

  it('on a 401 clears the session, reloads, and then says "Please login again"', async () => {
    signInWith('expired-or-unknown-token');
    const { unmount } = render(withApp(startUp));
    await waitFor(() => expect(pageReload.run).toHaveBeenCalledTimes(1));
    expect(cookieJar.has('_sgttoken')).toBe(false);
    expect(document.cookie).not.toContain('_sgtmember');
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBe('1');
    unmount();

    // the reloaded page
    render(withApp(startUp));
    expect(await screen.findByTestId('session-timeout')).toHaveTextContent('Please login again');
    expect(screen.getByTestId('auth-status')).toHaveTextContent('timeout');
    expect(screen.getByTestId('auth-status')).toHaveAttribute('data-error', 'timeout');
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBeNull(); // read once
  });
});

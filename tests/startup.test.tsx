import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartUp } from '@/components/app/StartUp';
import { pageReload } from '@/lib/auth/reload';
import { IDENTIFIER_KEY, TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { useAuth } from '@/lib/auth/store';
import { freshBrowser, withApp } from './support/app';
import { cookieJar, loginDemo, signInWith, startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;

beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  freshBrowser({ ready: false, sessionKnown: false });
  env.server.resetHandlers();
  window.history.replaceState(null, '', '/en');
  pageReload.run = vi.fn();
});

describe('start-up sequence', () => {
  it('generates the device identifier and finishes as a guest without a session, asking nothing', async () => {
    const asked = vi.fn();
    env.server.events.on('request:start', asked);
    render(withApp(<StartUp locale="en" />));
    await waitFor(() => expect(useAuth.getState().ready).toBe(true));
    env.server.events.removeListener('request:start', asked);
    expect(localStorage.getItem(IDENTIFIER_KEY)).toBeTruthy();
    expect(useAuth.getState()).toMatchObject({ signedIn: false, status: 'initial' });
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
  });

  it('loads the member when the session cookie says one is logged in', async () => {
    signInWith(await loginDemo(env.sandbox));
    render(withApp(<StartUp locale="en" />));
    await waitFor(() => expect(useAuth.getState().status).toBe('ok'));
    expect(useAuth.getState()).toMatchObject({ signedIn: true, ready: true });
  });

  it('hides the loading indicator after 1 second even when start-up hangs', async () => {
    signInWith('some-token');
    env.server.use(http.all('*/userInfo', () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(withApp(<StartUp locale="en" />));
      expect(screen.getByTestId('loading-indicator')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(999);
      });
      expect(screen.getByTestId('loading-indicator')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a 401 clears the session, reloads, and then says "Please login again"', async () => {
    signInWith('expired-or-unknown-token');
    const { unmount } = render(withApp(<StartUp locale="en" />));
    await waitFor(() => expect(pageReload.run).toHaveBeenCalledTimes(1));
    expect(cookieJar.has('_sgttoken')).toBe(false);
    expect(document.cookie).not.toContain('_sgtmember');
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBe('1');
    unmount();

    // the reloaded page
    useAuth.setState({ status: 'initial', signedIn: false, ready: false, error: null });
    render(withApp(<StartUp locale="en" />));
    expect(await screen.findByTestId('session-timeout')).toHaveTextContent('Please login again');
    expect(useAuth.getState().status).toBe('timeout');
    expect(useAuth.getState().error).toBe('timeout');
  });
});

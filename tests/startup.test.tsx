import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartUp } from '@/components/app/StartUp';
import { pageReload } from '@/lib/auth/reload';
import { IDENTIFIER_KEY, TIMEOUT_FLAG_KEY, URL_TOKEN_KEY, getToken, saveToken } from '@/lib/auth/storage';
import { useAuth } from '@/lib/auth/store';
import { withIntl } from './support/intl';
import { loginDemo, startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const initial = useAuth.getState();

beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  useAuth.setState({ ...initial, status: 'initial', token: null, profile: null, ready: false, error: null }, false);
  env.server.resetHandlers();
  window.history.replaceState(null, '', '/en');
  pageReload.run = vi.fn();
});

describe('start-up sequence', () => {
  it('generates the device identifier and finishes as a guest without a token', async () => {
    render(withIntl(<StartUp locale="en" />));
    await waitFor(() => expect(useAuth.getState().ready).toBe(true));
    expect(localStorage.getItem(IDENTIFIER_KEY)).toBeTruthy();
    expect(useAuth.getState().profile).toBeNull();
    expect(screen.queryByTestId('loading-indicator')).not.toBeInTheDocument();
  });

  it('loads the member when a token is stored', async () => {
    saveToken(await loginDemo(env.sandbox));
    render(withIntl(<StartUp locale="en" />));
    await waitFor(() => expect(useAuth.getState().status).toBe('ok'));
    expect(useAuth.getState().profile?.userToken).toBeTruthy();
  });

  it('consumes a token in the URL and removes it from the address bar', async () => {
    const token = await loginDemo(env.sandbox);
    window.history.replaceState(null, '', `/en/events?token=${token}&month=12`);
    render(withIntl(<StartUp locale="en" />));
    await waitFor(() => expect(useAuth.getState().status).toBe('ok'));
    expect(window.location.search).toBe('?month=12');
    expect(localStorage.getItem(URL_TOKEN_KEY)).toContain(token);
  });

  it('hides the loading indicator after 1 second even when start-up hangs', async () => {
    saveToken('some-token');
    env.server.use(http.all('*/userInfo', () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(withIntl(<StartUp locale="en" />));
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

  it('on a 401 clears the token, reloads, and then says "Please login again"', async () => {
    saveToken('expired-or-unknown-token');
    const { unmount } = render(withIntl(<StartUp locale="en" />));
    await waitFor(() => expect(pageReload.run).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBe('1');
    unmount();

    // the reloaded page
    useAuth.setState({ status: 'initial', token: null, profile: null, ready: false, error: null });
    render(withIntl(<StartUp locale="en" />));
    expect(await screen.findByTestId('session-timeout')).toHaveTextContent('Please login again');
    expect(useAuth.getState().status).toBe('timeout');
    expect(useAuth.getState().error).toBe('timeout');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '@/lib/auth/reload';
import { TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { useAuthStatus } from '@/lib/bff/client/hooks/auth-status';
import { useExpireOnSessionEnd, useLogin, useLogout, useMember } from '@/lib/bff/client/hooks/session';
import { freshBrowser, withApp } from './support/app';
import { theDemoMember } from './fixtures/seed';
import {
  cookieJar,
  FIXED_CAPTCHA,
  loginDemo,
  SANDBOX_ORIGIN,
  signInWith,
  sandboxMswForFile,
} from './support/sandbox-msw';

/** The auth status of spec section 4 over a server-side session (issue 22). */
const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
  pageReload.run = vi.fn();
});

const wrapper = ({ children }: { children: ReactNode }) => withApp(children);

async function newCaptcha(): Promise<string> {
  const res = await fetch(`${window.location.origin}/api/ticketing/captcha.new?locale=en`, {
    method: 'POST',
    body: JSON.stringify({ identifier: 'auth-test' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const userInfo = (token: string) =>
  env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/user/userInfo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );

describe('the session, as the page knows it', () => {
  it('initial -> loading -> ok on a good login; the member is one query; the token stays in the HttpOnly cookie', async () => {
    const states: string[] = [];
    const { result } = renderHook(
      () => {
        const auth = useAuthStatus();
        if (states.at(-1) !== auth.status) states.push(auth.status);
        return { login: useLogin(), member: useMember(), auth };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    const captchaToken = await newCaptcha();
    await act(() =>
      result.current.login.mutateAsync({
        username: theDemoMember.email,
        password: theDemoMember.password,
        captcha: FIXED_CAPTCHA,
        captchaToken,
      }),
    );
    await waitFor(() => expect(result.current.auth.status).toBe('ok'));
    expect(states).toEqual(['initial', 'loading', 'ok']);
    expect(result.current.auth.signedIn).toBe(true);
    await waitFor(() => expect(result.current.member.data?.userToken).toBeTruthy());
    expect(document.cookie).toBe('_sgtmember=1');
    expect(cookieJar.get('_sgttoken')).toBeTruthy();
  });

  it('loading -> error with the server message on a wrong password', async () => {
    const { result } = renderHook(() => ({ login: useLogin(), auth: useAuthStatus() }), { wrapper });
    const captchaToken = await newCaptcha();
    await act(() =>
      result.current.login
        .mutateAsync({ username: theDemoMember.email, password: 'Nope1234', captcha: FIXED_CAPTCHA, captchaToken })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.auth).toMatchObject({
        status: 'error',
        error: 'Incorrect username or password',
        signedIn: false,
      }),
    );
    expect(cookieJar.has('_sgttoken')).toBe(false);
  });

  it('logout ends the session on the server: the token is revoked and the cookies are gone', async () => {
    const token = await loginDemo(env.sandbox);
    signInWith(token);
    const { result } = renderHook(() => ({ logout: useLogout(), auth: useAuthStatus() }), { wrapper });
    await waitFor(() => expect(result.current.auth.status).toBe('ok'));
    await act(() => result.current.logout.mutateAsync());
    expect(result.current.auth).toMatchObject({ status: 'logout', signedIn: false });
    expect(cookieJar.size).toBe(0);
    expect(document.cookie).toBe('');
    expect((await userInfo(token)).status).toBe(401);
  });

  it('a session the server no longer knows -> timeout: cookies cleared, page reloaded, then "timeout"', async () => {
    signInWith('revoked-token');
    const seen: string[] = [];
    const page = () =>
      renderHook(
        () => {
          useExpireOnSessionEnd();
          const auth = useAuthStatus();
          seen.push(`${auth.status}${auth.signedIn ? ' (member)' : ''}`);
          return auth;
        },
        { wrapper },
      );
    const { result, unmount } = page();
    await waitFor(() => expect(pageReload.run).toHaveBeenCalled());
    expect(seen).toContain('loading (member)');
    expect(result.current).toMatchObject({ status: 'timeout', error: 'timeout', signedIn: false });
    expect(cookieJar.has('_sgttoken')).toBe(false);
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBe('1');
    unmount();
    // the reloaded page
    const reloaded = page();
    await waitFor(() =>
      expect(reloaded.result.current).toMatchObject({
        status: 'timeout',
        error: 'timeout',
        signedIn: false,
        ready: true,
      }),
    );
  });
});

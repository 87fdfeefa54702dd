import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '@/lib/auth/reload';
import { TIMEOUT_FLAG_KEY } from '@/lib/auth/storage';
import { useAuth } from '@/lib/auth/store';
import { setSessionEndedHandler } from '@/lib/bff/client/client';
import { useLogin, useLogout, useMember } from '@/lib/bff/client/hooks/session';
import { freshBrowser, withApp } from './support/app';
import { theDemoMember } from './fixtures/seed';
import {
  cookieJar,
  FIXED_CAPTCHA,
  loginDemo,
  SANDBOX_ORIGIN,
  signInWith,
  startSandboxMsw,
} from './support/sandbox-msw';

/** The auth status of spec section 4 over a server-side session (issue 22). */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  freshBrowser({ ready: false, sessionKnown: false });
  pageReload.run = vi.fn();
  setSessionEndedHandler(() => useAuth.getState().expire());
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
    const { result } = renderHook(() => ({ login: useLogin(), member: useMember() }), { wrapper });
    const states: string[] = [];
    const unsubscribe = useAuth.subscribe((s) => states.push(s.status));
    const captchaToken = await newCaptcha();
    await act(() =>
      result.current.login.mutateAsync({
        username: theDemoMember.email,
        password: theDemoMember.password,
        captcha: FIXED_CAPTCHA,
        captchaToken,
      }),
    );
    unsubscribe();
    expect(states[0]).toBe('loading');
    expect(states.at(-1)).toBe('ok');
    expect(useAuth.getState().signedIn).toBe(true);
    await waitFor(() => expect(result.current.member.data?.userToken).toBeTruthy());
    expect(document.cookie).toBe('_sgtmember=1');
    expect(cookieJar.get('_sgttoken')).toBeTruthy();
  });

  it('loading -> error with the server message on a wrong password', async () => {
    const { result } = renderHook(() => useLogin(), { wrapper });
    const captchaToken = await newCaptcha();
    await act(() =>
      result.current
        .mutateAsync({ username: theDemoMember.email, password: 'Nope1234', captcha: FIXED_CAPTCHA, captchaToken })
        .catch(() => undefined),
    );
    expect(useAuth.getState()).toMatchObject({
      status: 'error',
      error: 'Incorrect username or password',
      signedIn: false,
    });
    expect(cookieJar.has('_sgttoken')).toBe(false);
  });

  it('logout ends the session on the server: the token is revoked and the cookies are gone', async () => {
    const token = await loginDemo(env.sandbox);
    signInWith(token);
    useAuth.getState().startUp();
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(useAuth.getState()).toMatchObject({ status: 'logout', signedIn: false });
    expect(cookieJar.size).toBe(0);
    expect(document.cookie).toBe('');
    expect((await userInfo(token)).status).toBe(401);
  });

  it('a session the server no longer knows -> timeout: cookies cleared, page reloaded, then "timeout"', async () => {
    signInWith('revoked-token');
    useAuth.getState().startUp();
    expect(useAuth.getState()).toMatchObject({ signedIn: true, status: 'loading' });
    renderHook(() => useMember(), { wrapper });
    await waitFor(() => expect(pageReload.run).toHaveBeenCalled());
    expect(useAuth.getState()).toMatchObject({ status: 'timeout', error: 'timeout', signedIn: false });
    expect(cookieJar.has('_sgttoken')).toBe(false);
    expect(sessionStorage.getItem(TIMEOUT_FLAG_KEY)).toBe('1');
    // the reloaded page
    useAuth.getState().startUp();
    expect(useAuth.getState()).toMatchObject({ status: 'timeout', error: 'timeout', signedIn: false, ready: true });
  });
});

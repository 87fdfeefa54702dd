import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCaptcha } from '@/lib/auth/api';
import { pageReload } from '@/lib/auth/reload';
import { getToken, saveToken, TOKEN_KEY } from '@/lib/auth/storage';
import { CREDENTIALS_ERROR, useAuth } from '@/lib/auth/store';
import { FIXED_CAPTCHA, loginDemo, startSandboxMsw } from './support/sandbox-msw';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  useAuth.setState({ status: 'initial', token: null, profile: null, ready: true, error: null });
  localStorage.clear();
  pageReload.run = vi.fn();
});

async function login(username: string, password: string, captcha = FIXED_CAPTCHA) {
  const { token } = await requestCaptcha();
  const states: string[] = [];
  const unsubscribe = useAuth.subscribe((s) => states.push(s.status));
  const ok = await useAuth.getState().login({ username, password, captcha, captchaToken: token }, 'en');
  unsubscribe();
  return { ok, states };
}

describe('auth state machine', () => {
  it('initial -> loading -> ok on a good login, with the token stored for 2 hours', async () => {
    const { ok, states } = await login('demo@theatre.test', 'Demo1234');
    expect(ok).toBe(true);
    expect(states[0]).toBe('loading');
    expect(states.at(-1)).toBe('ok');
    expect(useAuth.getState().profile?.userToken).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(TOKEN_KEY)!) as { expiresAt: number };
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(2 * 60 * 60 * 1000 - 60_000);
  });

  it('loading -> error with the server message on a wrong password or captcha', async () => {
    const wrongPassword = await login('demo@theatre.test', 'Nope1234');
    expect(wrongPassword.ok).toBe(false);
    expect(useAuth.getState()).toMatchObject({ status: 'error', error: 'Incorrect username or password' });
    await login('demo@theatre.test', 'Demo1234', 'XXXX');
    expect(useAuth.getState()).toMatchObject({ status: 'error', error: 'Incorrect captcha' });
    expect(getToken()).toBeNull();
  });

  it('does not send a login that is neither email nor phone', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const calls = fetchSpy.mock.calls.length;
    const ok = await useAuth.getState().login({ username: 'nobody', password: 'x', captcha: 'TEST' }, 'en');
    expect(ok).toBe(false);
    expect(fetchSpy.mock.calls.length).toBe(calls);
    expect(useAuth.getState()).toMatchObject({ status: 'error', error: CREDENTIALS_ERROR });
    fetchSpy.mockRestore();
  });

  it('ok -> logout: calls the server, which revokes the token, and clears it', async () => {
    const token = await loginDemo(env.sandbox);
    await useAuth.getState().signedIn(token, 'en');
    expect(useAuth.getState().status).toBe('ok');
    await useAuth.getState().logout();
    expect(useAuth.getState()).toMatchObject({ status: 'logout', token: null, profile: null });
    expect(getToken()).toBeNull();
    const res = await env.sandbox.fetch(
      new Request('http://127.0.0.1:4010/jsonapi/damai/api/user/userInfo', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(401);
  });

  it('a 401 with a token -> timeout: token cleared, page reloaded', async () => {
    saveToken('revoked-token');
    useAuth.setState({ token: 'revoked-token' });
    await useAuth.getState().startUp('en');
    await vi.waitFor(() => expect(pageReload.run).toHaveBeenCalled());
    expect(useAuth.getState()).toMatchObject({ status: 'timeout', error: 'timeout', token: null });
    expect(getToken()).toBeNull();
  });
});

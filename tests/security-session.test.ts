// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } from '@/lib/auth/cookie-names';
import { seal, unseal } from '@/lib/auth/seal';
import { FIXED_CAPTCHA, sandboxMswForFile } from './support/sandbox-msw';

/**
 * The members' session on the server (issue 22): the ticketing token travels only in an HttpOnly,
 * SameSite=Lax cookie (Secure on https), encrypted and authenticated, for this host alone unless
 * COOKIE_DOMAIN says otherwise, lasting 2 hours; page scripts see a hint without the token.
 */
sandboxMswForFile();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Logs the demo member in through the site's own route, as the login form does. */
async function login(site: string, headers: Record<string, string> = {}) {
  const { handleOperation } = await import('@/lib/bff/server/handler');
  const post = async (name: string, input: unknown) =>
    handleOperation(
      new NextRequest(`${site}/api/ticketing/${name}?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site, ...headers },
        body: JSON.stringify(input),
      }),
      name,
    );
  const captcha = (await (await post('captcha.new', { identifier: 'session-test' })).json()) as {
    data: { token: string };
  };
  return post('session.login', {
    username: 'demo@theatre.test',
    password: 'Demo1234',
    captcha: FIXED_CAPTCHA,
    captchaToken: captcha.data.token,
    identifier: 'session-test',
  });
}

const cookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '';

describe('the sealed value', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-chars';
  it('opens only with the same secret and purpose, and not once changed', () => {
    const sealed = seal({ token: 'T', member: 'M', expiresAt: 1 }, secret, SESSION_COOKIE);
    expect(sealed).not.toContain('T"');
    expect(unseal(sealed, secret, SESSION_COOKIE)).toEqual({ token: 'T', member: 'M', expiresAt: 1 });
    expect(unseal(sealed, `${secret}x`, SESSION_COOKIE)).toBeNull();
    expect(unseal(sealed, secret, 'another-cookie')).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[20] ^= 1;
    expect(unseal(bytes.toString('base64url'), secret, SESSION_COOKIE)).toBeNull();
    expect(seal('x', secret, SESSION_COOKIE)).not.toBe(seal('x', secret, SESSION_COOKIE));
  });

  it('is refused after its expiry', async () => {
    const { readSession } = await import('@/lib/auth/session');
    const { config } = await import('@/lib/platform/config/config');
    const now = Date.now();
    const value = seal(
      { token: 'T', member: 'M', expiresAt: now + SESSION_TTL_MS },
      config().SESSION_SECRET,
      SESSION_COOKIE,
    );
    const jar = { get: (name: string) => (name === SESSION_COOKIE ? { value } : undefined) };
    expect(readSession(jar, now + SESSION_TTL_MS - 1000)?.token).toBe('T');
    expect(readSession(jar, now + SESSION_TTL_MS + 1)).toBeNull();
  });
});

describe('the session cookie a login sets', () => {
  it('is HttpOnly, SameSite=Lax, host-only and lasts 2 hours over http; the token is in no readable cookie or answer', async () => {
    const response = await login('http://localhost:3000');
    expect(response.status).toBe(200);
    const session = cookie(response, SESSION_COOKIE);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(session).not.toMatch(/Domain=/i);
    expect(session).toMatch(/Max-Age=(71\d\d|7200)/);
    const hint = cookie(response, SESSION_HINT_COOKIE);
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);

    const { config } = await import('@/lib/platform/config/config');
    const { token } = unseal(
      session.split(';')[0].slice(SESSION_COOKIE.length + 1),
      config().SESSION_SECRET,
      SESSION_COOKIE,
    ) as { token: string };
    expect(token.length).toBeGreaterThan(8);
    const body = await response.text();
    expect(body).toContain('userToken');
    expect(body).not.toContain(token);
    expect(session).not.toContain(token);
    expect(hint).not.toContain(token);
  });

  it('is Secure when the site is served over https', async () => {
    vi.stubEnv('SITE_URL', 'https://www.theatre.com.cn');
    const response = await login('https://www.theatre.com.cn');
    expect(cookie(response, SESSION_COOKIE)).toMatch(/;\s*Secure/i);
    expect(cookie(response, SESSION_HINT_COOKIE)).toMatch(/;\s*Secure/i);
  });

  it('is Secure behind an https proxy too, and never names a guessed parent domain (.com.cn)', async () => {
    const response = await login('http://www.theatre.com.cn', { 'x-forwarded-proto': 'https' });
    expect(cookie(response, SESSION_COOKIE)).toMatch(/;\s*Secure/i);
    expect(cookie(response, SESSION_COOKIE)).not.toMatch(/Domain=/i);
  });

  it('names the domain COOKIE_DOMAIN gives, and no other', async () => {
    vi.stubEnv('COOKIE_DOMAIN', 'theatre.com.cn');
    const response = await login('http://www.theatre.com.cn');
    expect(cookie(response, SESSION_COOKIE)).toMatch(/Domain=theatre\.com\.cn/i);
    expect(cookie(response, SESSION_HINT_COOKIE)).toMatch(/Domain=theatre\.com\.cn/i);
  });
});

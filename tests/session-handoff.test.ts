// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { readSession } from '@/lib/auth/session';
import { handleOperation } from '@/lib/bff/server/handler';
import { exchangeHandoff } from '@/lib/bff/server/handoff';
import { sandboxLogin } from './checkout-support';
import { loginDemo, signInCookie, startSandboxMsw } from './support/sandbox-msw';

/**
 * The `?token=` hand-off (spec section 4, issue 22): exchanged on the server for the session
 * cookie and taken out of the address; with another member logged in, nothing is switched until
 * the visitor chooses.
 */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());

const SITE = 'http://localhost:3000';
const open = (path: string, cookie?: string) =>
  exchangeHandoff(new NextRequest(`${SITE}${path}`, { headers: cookie ? { cookie } : {} }));

/** The cookies a response sets, by name ('' when it clears one). */
function setCookies(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((c) => {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
}
const sessionIn = (value: string | undefined) => (value ? readSession({ get: () => ({ value }) }) : null);

async function op(name: string, input: unknown, cookie: string) {
  const response = await handleOperation(
    new NextRequest(`${SITE}/api/ticketing/${name}?locale=en`, {
      method: 'POST',
      headers: { origin: SITE, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    }),
    name,
  );
  return { response, body: (await response.json()) as { data: unknown } };
}

describe('the ?token= hand-off', () => {
  it('is exchanged for the session cookie, and the browser goes to the same address without it', async () => {
    const token = await loginDemo(env.sandbox);
    const response = await open(`/en/news?token=${encodeURIComponent(token)}&page=2`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/en/news?page=2`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const session = sessionIn(setCookies(response).get(SESSION_COOKIE));
    expect(session?.token).toBe(token);
    expect(response.headers.get('location')).not.toContain(token);
  });

  it('drops a token the ticketing API does not know', async () => {
    const response = await open('/en/news?token=not-a-real-token');
    expect(response.headers.get('location')).toBe(`${SITE}/en/news`);
    expect(setCookies(response).has(SESSION_COOKIE)).toBe(false);
  });

  it('with another member logged in: nothing switches, the visitor is asked, and keeping the current account keeps it', async () => {
    const mine = await loginDemo(env.sandbox);
    const theirs = await sandboxLogin(env.sandbox, 'guest@theatre.test', 'Guest1234');
    const current = signInCookie(mine, 'M-demo');
    const response = await open(`/en/profile/orders?token=${encodeURIComponent(theirs)}`, current);
    expect(response.headers.get('location')).toBe(`${SITE}/en/profile/orders`);
    const set = setCookies(response);
    expect(set.has(SESSION_COOKIE)).toBe(false); // the session is untouched
    expect(set.get(HANDOFF_COOKIE)).toBeTruthy();
    const waiting = `${current}; ${HANDOFF_COOKIE}=${set.get(HANDOFF_COOKIE)}`;

    const asked = await op('session.handoff', {}, waiting);
    expect(asked.body.data).toEqual({ current: '李明', offered: 'guest@theatre.test' });
    const kept = await op('session.resolveHandoff', { keep: 'current' }, waiting);
    expect(kept.body.data).toEqual({ switched: false });
    const after = setCookies(kept.response);
    expect(after.has(SESSION_COOKIE)).toBe(false);
    expect(after.get(HANDOFF_COOKIE)).toBe('');
  });

  it('switches only when the visitor chooses the other account', async () => {
    const mine = await loginDemo(env.sandbox);
    const theirs = await sandboxLogin(env.sandbox, 'guest@theatre.test', 'Guest1234');
    const current = signInCookie(mine, 'M-demo');
    const handed = setCookies(await open(`/?token=${encodeURIComponent(theirs)}`, current)).get(HANDOFF_COOKIE);
    const switched = await op('session.resolveHandoff', { keep: 'offered' }, `${current}; ${HANDOFF_COOKIE}=${handed}`);
    expect(switched.body.data).toEqual({ switched: true });
    expect(sessionIn(setCookies(switched.response).get(SESSION_COOKIE))?.token).toBe(theirs);
  });

  it('the same member handed over again is simply kept logged in', async () => {
    const first = await loginDemo(env.sandbox);
    const second = await loginDemo(env.sandbox);
    const member = (await op('account.get', {}, signInCookie(first))).body.data as { userToken: string };
    const response = await open(`/en?token=${encodeURIComponent(second)}`, signInCookie(first, member.userToken));
    const set = setCookies(response);
    expect(sessionIn(set.get(SESSION_COOKIE))?.token).toBe(second);
    expect(set.get(HANDOFF_COOKIE) ?? '').toBe('');
  });
});

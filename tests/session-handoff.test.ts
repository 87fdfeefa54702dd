// @vitest-environment node
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { readSession } from '@/lib/auth/session';
import { handleOperation } from '@/lib/bff/server/handler';
import { exchangeHandoff } from '@/lib/bff/server/handoff';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { sandboxLogin } from './checkout-support';
import { loginDemo, signInCookie, sandboxMswForFile } from './support/sandbox-msw';

/**
 * The `?token=` hand-off (spec section 4, issues 22 and 29): taken out of the address on the
 * server, looked up once, limited per address, and never a session until the visitor says so.
 */
const env = sandboxMswForFile();
beforeAll(() => {
  env.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/api/user/userInfo')) lookups.push(request.url);
  });
});

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

const lookups: string[] = [];

describe('the ?token= hand-off', () => {
  it('never logs a browser in by itself: the token leaves the address, and the visitor is asked whose account it is', async () => {
    const token = await loginDemo(env.sandbox);
    const response = await open(`/en/news?token=${encodeURIComponent(token)}&page=2`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/en/news?page=2`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const set = setCookies(response);
    expect(set.has(SESSION_COOKIE)).toBe(false); // still a guest
    const waiting = `${HANDOFF_COOKIE}=${set.get(HANDOFF_COOKIE)}`;
    // the page asks: continue as the link's member (named as the API names them), or stay a guest
    expect((await op('session.handoff', {}, waiting)).body.data).toEqual({ current: null, offered: '李明' });
    expect((await op('account.get', {}, waiting)).response.status).toBe(401);

    const stayed = await op('session.resolveHandoff', { keep: 'current' }, waiting);
    expect(stayed.body.data).toEqual({ switched: false });
    expect(setCookies(stayed.response).has(SESSION_COOKIE)).toBe(false);

    const agreed = await op('session.resolveHandoff', { keep: 'offered' }, waiting);
    expect(agreed.body.data).toEqual({ switched: true });
    expect(sessionIn(setCookies(agreed.response).get(SESSION_COOKIE))?.token).toBe(token);
  });

  it("the visitor's choice is a POST from the site's own pages: another site cannot make it", async () => {
    const token = await loginDemo(env.sandbox);
    const waiting = `${HANDOFF_COOKIE}=${setCookies(await open(`/?token=${encodeURIComponent(token)}`)).get(HANDOFF_COOKIE)}`;
    const forged = await handleOperation(
      new NextRequest(`${SITE}/api/ticketing/session.resolveHandoff`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: waiting, 'content-type': 'application/json' },
        body: JSON.stringify({ keep: 'offered' }),
      }),
      'session.resolveHandoff',
    );
    expect(forged.status).toBe(403);
    expect(setCookies(forged).has(SESSION_COOKIE)).toBe(false);
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

  it(
    '2,000 links with random tokens from one address cost at most the limit’s worth of look-ups',
    { timeout: 30_000 },
    async () => {
      lookups.length = 0;
      const opened = await Promise.all(
        Array.from({ length: 2000 }, (_, i) =>
          exchangeHandoff(
            new NextRequest(`${SITE}/en/news?token=${i}-${Math.random().toString(36).slice(2)}`, {
              headers: { 'x-forwarded-for': '198.51.100.20' },
            }),
          ),
        ),
      );
      expect(opened.every((r) => r.status === 303 && !r.headers.get('location')?.includes('token'))).toBe(true);
      expect(lookups.length).toBeLessThanOrEqual(LIMITS.handoffPerAddress.points);
    },
  );

  it('a token is looked up once: opening the same link again, or agreeing, asks the API nothing more', async () => {
    const token = await loginDemo(env.sandbox);
    lookups.length = 0;
    const waiting = `${HANDOFF_COOKIE}=${setCookies(await open(`/?token=${encodeURIComponent(token)}`)).get(HANDOFF_COOKIE)}`;
    expect(lookups).toHaveLength(1);
    await open(`/en?token=${encodeURIComponent(token)}`, waiting);
    await op('session.resolveHandoff', { keep: 'offered' }, waiting);
    expect(lookups).toHaveLength(1);
  });
});

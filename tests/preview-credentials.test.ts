// @vitest-environment node
/**
 * The preview bearer (lib/cms/preview-credentials.ts) against a token endpoint played here: the
 * client-credentials request next-drupal makes, one request for concurrent callers, a token kept
 * until shortly before it expires, a refused read retried once with a new token, and failures of
 * the endpoint as CmsErrors that never quote the secret or a token.
 */
import { describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { previewBearer, sendWithBearer } from '@/lib/cms/preview-credentials';
import type { PreviewCredentials } from '@/lib/platform/config/config';

const SECRET = 'consumer-secret-that-must-not-leak';
const client: PreviewCredentials = {
  kind: 'client',
  clientId: 'theatre-site',
  clientSecret: SECRET,
  scope: 'nextjs_site',
  tokenUrl: 'https://cms.test/oauth/token',
};

type Answer = { status?: number; body?: unknown } | Error | 'hang';

/** A token endpoint: answers from `script` in turn (then access tokens t1, t2, ... for 300 s), held until `release()` when `hold`. */
function tokenEndpoint(script: Answer[] = [], options: { hold?: boolean } = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  let issued = 0;
  let release: () => void = () => undefined;
  const gate = options.hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  const fetch = (async (url: string, init: RequestInit): Promise<Response> => {
    requests.push({ url, init });
    await gate;
    const answer = script.shift() ?? { body: { token_type: 'Bearer', expires_in: 300, access_token: `t${++issued}` } };
    if (answer === 'hang')
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
      );
    if (answer instanceof Error) throw answer;
    return Response.json(answer.body ?? null, { status: answer.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests, release: () => release() };
}

function clock(start = Date.UTC(2026, 2, 1)) {
  const c = { t: start, now: () => c.t };
  return c;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('the preview bearer of a Simple OAuth consumer', () => {
  it('asks as next-drupal does: POST grant_type=client_credentials and the scope as a form, the client in Basic auth', async () => {
    const endpoint = tokenEndpoint();
    const bearer = previewBearer(client, { timeoutMs: 1000, fetch: endpoint.fetch });
    expect(await bearer.current()).toBe('t1');
    const [{ url, init }] = endpoint.requests;
    expect(url).toBe('https://cms.test/oauth/token');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from(`theatre-site:${SECRET}`).toString('base64')}`);
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      grant_type: 'client_credentials',
      scope: 'nextjs_site',
    });
    const plain = tokenEndpoint();
    await previewBearer({ ...client, scope: undefined }, { timeoutMs: 1000, fetch: plain.fetch }).current();
    expect(Object.fromEntries(plain.requests[0].init.body as URLSearchParams)).toEqual({
      grant_type: 'client_credentials',
    });
  });

  it('gives concurrent callers one token from one request', async () => {
    const endpoint = tokenEndpoint([], { hold: true });
    const bearer = previewBearer(client, { timeoutMs: 1000, fetch: endpoint.fetch });
    const callers = Array.from({ length: 8 }, () => bearer.current());
    await Promise.resolve();
    endpoint.release();
    expect(await Promise.all(callers)).toEqual(Array(8).fill('t1'));
    expect(endpoint.requests).toHaveLength(1);
  });

  it('reuses the token until shortly before expires_in, then fetches a new one', async () => {
    const endpoint = tokenEndpoint();
    const time = clock();
    const bearer = previewBearer(client, { timeoutMs: 1000, fetch: endpoint.fetch, now: time.now });
    expect(await bearer.current()).toBe('t1');
    time.t += 200_000;
    expect(await bearer.current()).toBe('t1');
    expect(endpoint.requests).toHaveLength(1);
    // 300 s tokens are renewed 30 s early: a read sent now still reaches Drupal in time
    time.t += 71_000;
    expect(await bearer.current()).toBe('t2');
    expect(await bearer.current()).toBe('t2');
    expect(endpoint.requests).toHaveLength(2);

    // a token of one second lives a second
    const short = tokenEndpoint([
      { body: { token_type: 'Bearer', expires_in: 1, access_token: 'brief' } },
      { body: { token_type: 'Bearer', expires_in: 1, access_token: 'next' } },
    ]);
    const shortBearer = previewBearer(client, { timeoutMs: 1000, fetch: short.fetch, now: time.now });
    expect(await shortBearer.current()).toBe('brief');
    time.t += 500;
    expect(await shortBearer.current()).toBe('brief');
    time.t += 500;
    expect(await shortBearer.current()).toBe('next');
  });

  it('sends a read Drupal answers 401 once more, with a new token, and only once', async () => {
    const endpoint = tokenEndpoint();
    const bearer = previewBearer(client, { timeoutMs: 1000, fetch: endpoint.fetch });
    const sent: string[] = [];
    const refusedOnce = async (token: string) => {
      sent.push(token);
      if (sent.length === 1) throw new CmsError('Content API answered 401', { status: 401, url: '/jsonapi/node/news' });
      return 'draft';
    };
    expect(await sendWithBearer(bearer, refusedOnce)).toBe('draft');
    expect(sent).toEqual(['t1', 't2']);
    expect(endpoint.requests).toHaveLength(2);

    // refused again: the 401 stands, no third try
    sent.length = 0;
    const alwaysRefused = async (token: string) => {
      sent.push(token);
      return new Response(null, { status: 401 });
    };
    const answer = await sendWithBearer(bearer, alwaysRefused, (res) => res.status === 401);
    expect(answer.status).toBe(401);
    expect(sent).toEqual(['t2', 't3']);

    // other failures are not retried
    sent.length = 0;
    const gone = async (token: string) => {
      sent.push(token);
      throw new CmsError('Content API answered 404', { status: 404, url: '/jsonapi/node/news/x' });
    };
    expect(await failureOf(sendWithBearer(bearer, gone))).toMatchObject({ status: 404 });
    expect(sent).toEqual(['t3']);
  });

  it('fails with a CmsError when the token endpoint does, and asks again on the next read', async () => {
    const cases: [Answer, number, RegExp][] = [
      [
        { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } },
        502,
        /answered 401 \(invalid_client: Client authentication failed\)/,
      ],
      // a Drupal without Simple OAuth: never a "no such page"
      [{ status: 404, body: { message: 'No route found' } }, 502, /answered 404/],
      [{ status: 500, body: null }, 502, /answered 500/],
      [{ status: 200, body: { token_type: 'Bearer' } }, 502, /no access_token/],
      [new TypeError('fetch failed'), 502, /could not be reached/],
      ['hang', 504, /did not answer within 50 ms/],
    ];
    for (const [answer, status, message] of cases) {
      const endpoint = tokenEndpoint([answer]);
      const bearer = previewBearer(client, { timeoutMs: 50, fetch: endpoint.fetch });
      const error = await failureOf(bearer.current());
      expect(error, String(message)).toBeInstanceOf(CmsError);
      expect((error as CmsError).status, String(message)).toBe(status);
      expect((error as CmsError).message).toMatch(message);
      expect(await bearer.current()).toBe('t1');
      expect(endpoint.requests).toHaveLength(2);
    }
  });

  it('never puts the secret or a token in an error', async () => {
    const basic = Buffer.from(`theatre-site:${SECRET}`).toString('base64');
    const TOKEN = 'a-live-access-token-of-the-consumer';
    const endpoint = tokenEndpoint([
      { status: 401, body: { error: 'invalid_client', error_description: `Client ${SECRET} failed` } },
      new TypeError(`connect ECONNREFUSED (Authorization: Basic ${basic})`),
      { body: { token_type: 'Bearer', expires_in: 300, access_token: TOKEN } },
      { status: 400, body: { error: 'invalid_grant', error_description: `replaces ${TOKEN}` } },
    ]);
    const time = clock();
    const bearer = previewBearer(client, { timeoutMs: 1000, fetch: endpoint.fetch, now: time.now });
    const errors = [await failureOf(bearer.current()), await failureOf(bearer.current())];
    expect(await bearer.current()).toBe(TOKEN);
    time.t += 300_000;
    errors.push(await failureOf(bearer.current()));
    for (const error of errors) {
      const shown = [
        String(error),
        (error as Error).stack,
        JSON.stringify(error),
        String((error as Error).cause ?? ''),
        (error as CmsError).url,
      ].join('\n');
      expect(shown).not.toContain(SECRET);
      expect(shown).not.toContain(basic);
      expect(shown).not.toContain(TOKEN);
    }
    expect(String(errors[0])).toContain('[secret]');
  });
});

describe('the fixed preview token', () => {
  it('is sent as it is, with no token request, and a 401 stands', async () => {
    const bearer = previewBearer({ kind: 'token', token: 'fixed-token-123' }, { timeoutMs: 1000 });
    const sent: string[] = [];
    const refused = async (token: string) => {
      sent.push(token);
      throw new CmsError('Content API answered 401', { status: 401, url: '/jsonapi/node/news' });
    };
    expect(await failureOf(sendWithBearer(bearer, refused))).toMatchObject({ status: 401 });
    expect(sent).toEqual(['fixed-token-123']);
  });
});

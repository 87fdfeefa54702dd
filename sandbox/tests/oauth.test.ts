/**
 * The sandbox's Simple OAuth: `POST /oauth/token` with the client-credentials grant, as Drupal's
 * Simple OAuth answers it (league/oauth2-server's answers and errors), and its access tokens read
 * what the preview token reads (unpublished nodes, drafts, revisions) until they expire, after
 * which Drupal answers 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { call, newSandbox } from './content-helpers';

const CLIENT = { id: 'theatre-site', secret: 'consumer-secret-123', scope: 'nextjs_site' };
const TTL = 300;

let sb: Sandbox;
let now = Date.UTC(2026, 2, 1);
beforeAll(async () => {
  sb = await newSandbox({ oauthClient: CLIENT, oauthTokenTtl: TTL });
  sb.ctx.now = () => now;
});
afterAll(() => sb?.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = 'application/x-www-form-urlencoded';

/** The token request as next-drupal's getAccessToken makes it: Basic auth, the grant (and scope) as a form. */
function tokenRequest(fields: Record<string, string>, authorization?: string) {
  return call(sb, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': form, accept: 'application/json', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

async function accessToken(fields: Record<string, string> = {}): Promise<string> {
  const res = await tokenRequest({ grant_type: 'client_credentials', ...fields }, basic(CLIENT.id, CLIENT.secret));
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

const read = (path: string, token?: string) =>
  call(sb, path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const SEASON = '/news/season-2026-27';
const UNPUBLISHED = '/news/summer-open-day';

describe('POST /oauth/token, the client-credentials grant', () => {
  it('answers a Bearer access token that lives expires_in seconds, never cached', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials' }, basic(CLIENT.id, CLIENT.secret));
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ token_type: 'Bearer', expires_in: TTL, access_token: expect.any(String) });
    expect(res.body.access_token.length).toBeGreaterThanOrEqual(32);
    // every request its own token
    expect(await accessToken()).not.toBe(res.body.access_token);
  });

  it('takes the client as form fields too, and the consumer’s scope', async () => {
    const res = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      scope: CLIENT.scope,
    });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
  });

  it('refuses a wrong secret or an unknown client: 401 invalid_client', async () => {
    for (const [id, secret] of [
      [CLIENT.id, 'not-the-secret'],
      ['someone-else', CLIENT.secret],
      [CLIENT.id, ''],
    ]) {
      const res = await tokenRequest({ grant_type: 'client_credentials' }, basic(id, secret));
      expect(res.status, `${id}:${secret}`).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_client' });
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="OAuth"');
      expect(JSON.stringify(res.body)).not.toContain(CLIENT.secret);
    }
    const fields = await tokenRequest({ grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: 'x' });
    expect(fields.status).toBe(401);
    expect(fields.body.error).toBe('invalid_client');
  });

  it('refuses a missing client, another grant, a scope the consumer has not, and GET', async () => {
    const noClient = await tokenRequest({ grant_type: 'client_credentials' });
    expect([noClient.status, noClient.body.error]).toEqual([400, 'invalid_request']);
    const others: Record<string, string>[] = [{}, { grant_type: 'password', username: 'admin', password: 'x' }];
    for (const fields of others) {
      const res = await tokenRequest(fields, basic(CLIENT.id, CLIENT.secret));
      expect([res.status, res.body.error]).toEqual([400, 'unsupported_grant_type']);
    }
    const scope = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'administer_site' },
      basic(CLIENT.id, CLIENT.secret),
    );
    expect([scope.status, scope.body.error]).toEqual([400, 'invalid_scope']);
    expect((await call(sb, '/oauth/token')).status).toBe(405);
  });
});

describe('an access token of the consumer', () => {
  it('reads what the preview token reads: unpublished nodes, drafts, revisions', async () => {
    const token = await accessToken();
    expect((await read(`/jsonapi/alias/resolve?alias=${UNPUBLISHED}`)).status).toBe(403);
    const resolved = await read(`/jsonapi/alias/resolve?alias=${UNPUBLISHED}`, token);
    expect(resolved.status).toBe(200);
    expect((await read(`/jsonapi/node/news/${resolved.body.entity.uuid}`, token)).status).toBe(200);

    const season = (await read(`/en/jsonapi/alias/resolve?alias=${SEASON}`)).body.entity.uuid as string;
    const draft = `/en/jsonapi/node/news/${season}?resourceVersion=rel:working-copy`;
    expect((await read(draft)).status).toBe(403);
    const seen = await read(draft, token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.attributes.title).toBe('The 2026/27 season is announced (updated programme)');
    const vid = seen.body.data.attributes.drupal_internal__vid as number;
    expect((await read(`/en/jsonapi/node/news/${season}?resourceVersion=id:${vid}`, token)).status).toBe(200);
    // and the module's previewer takes it for an editor's session
    const nid = seen.body.data.attributes.drupal_internal__nid as number;
    const admin = await call(sb, `/en/node/${nid}/latest`, { headers: { authorization: `Bearer ${token}` } });
    expect(admin.status).toBe(200);
  });

  it('is refused with a 401 once expired, as is one Drupal never issued; the fixed preview token still reads', async () => {
    const token = await accessToken();
    const list = '/jsonapi/node/news?filter[status]=0';
    expect((await read(list, token)).status).toBe(200);
    now += (TTL - 1) * 1000;
    expect((await read(list, token)).status).toBe(200);
    now += 1000;
    const expired = await read(list, token);
    expect(expired.status).toBe(401);
    expect(expired.type).toMatch(/^application\/vnd\.api\+json/);
    expect(expired.body.errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' });
    expect((await read(list, 'never-issued-token')).status).toBe(401);
    // a new token reads again; so does the fixed token, and no token reads as a visitor
    expect((await read(list, await accessToken())).status).toBe(200);
    expect((await call(sb, list, { preview: true })).status).toBe(200);
    expect((await read(list)).status).toBe(200);
  });

  it('lives as long as configured: a second, for tests', async () => {
    const short = await newSandbox({ oauthClient: CLIENT, oauthTokenTtl: 1 });
    try {
      let clock = Date.UTC(2026, 2, 1);
      short.ctx.now = () => clock;
      const res = await short.fetch(
        new Request('http://localhost/oauth/token', {
          method: 'POST',
          headers: { 'content-type': form, authorization: basic(CLIENT.id, CLIENT.secret) },
          body: 'grant_type=client_credentials',
        }),
      );
      const { expires_in, access_token } = (await res.json()) as { expires_in: number; access_token: string };
      expect(expires_in).toBe(1);
      const list = () =>
        short.fetch(
          new Request('http://localhost/jsonapi/node/news?filter[status]=0', {
            headers: { authorization: `Bearer ${access_token}` },
          }),
        );
      expect((await list()).status).toBe(200);
      clock += 1000;
      expect((await list()).status).toBe(401);
    } finally {
      short.close();
    }
  });
});

// @vitest-environment node
/**
 * Preview by Drupal's `next` module: its links are checked by Drupal (`POST /next/draft-url`, here
 * the sandbox), the revision a link names is the one read, only reads carry the preview credential,
 * and the editor's draft cookie cannot be forged (framing: tests/http-guard.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxMsw, SANDBOX_ORIGIN } from './support/sandbox-msw';
import { withDraftRevision } from '@/lib/cms/draft-revision';
import { validateDraftLink } from '@/lib/cms/draft-url';
import { cmsRequest, deserialize } from '@/lib/cms/transport';
import {
  BYPASS_COOKIE,
  DRAFT_COOKIE,
  draftCookieAttributes,
  draftOfCookies,
  sealDraft,
} from '@/lib/preview/draft-cookie';

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const authorizations: { method: string; path: string; authorization: string | null }[] = [];
beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    authorizations.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
  });
});
afterAll(() => env.close());

const SEASON = '/news/season-2026-27';
const PUBLISHED = 'The 2026/27 season is announced';
const DRAFT = 'The 2026/27 season is announced (updated programme)';

async function sandbox<T>(path: string): Promise<T> {
  const answer = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}${path}`, { headers: { authorization: 'Bearer sandbox-preview-token' } }),
  );
  return (await answer.json()) as T;
}

const seasonUuid = async () =>
  (await sandbox<{ entity: { uuid: string } }>(`/en/jsonapi/alias/resolve?alias=${SEASON}`)).entity.uuid;

/** The link the module's previewer gives an editor, as its fields. */
async function link(query: string) {
  const { data } = await sandbox<{ data: { url: string } }>(
    `/sandbox/content/${await seasonUuid()}/draft-link?langcode=en${query}`,
  );
  const fields = Object.fromEntries(new URL(data.url, 'http://site.test').searchParams);
  return {
    path: fields.path,
    timestamp: fields.timestamp,
    secret: fields.secret,
    resourceVersion: fields.resourceVersion,
  };
}

describe("the next module's preview link, checked by Drupal", () => {
  it('is valid as Drupal made it', async () => {
    expect(await validateDraftLink(await link(''))).toEqual({ valid: true, path: `/en${SEASON}` });
  });

  it('is refused, with Drupal’s reason, when changed or expired', async () => {
    const made = await link('');
    expect(await validateDraftLink({ ...made, path: '/en/news/another' })).toEqual({
      valid: false,
      reason: 'The provided secret is invalid.',
    });
    expect(await validateDraftLink({ ...made, resourceVersion: 'id:1' })).toMatchObject({ valid: false });
    const old = await link(`&timestamp=${Math.floor(Date.now() / 1000) - 3600}`);
    expect(await validateDraftLink(old)).toEqual({ valid: false, reason: 'The provided secret has expired.' });
  });
});

describe('the revision a preview shows', () => {
  const title = async (preview: boolean) => {
    const uuid = await seasonUuid();
    const document = await cmsRequest(`/node/news/${uuid}`, { locale: 'en', preview });
    return deserialize<{ title: string }>(document).title;
  };

  it('is the latest revision by default, the one the link names for its node, the latest for any other', async () => {
    const uuid = await seasonUuid();
    expect(await title(false)).toBe(PUBLISHED);
    expect(await title(true)).toBe(DRAFT);
    const named = (node: string, version: string) => withDraftRevision({ node, version }, () => title(true));
    expect(await named(`/node/news/${uuid}`, 'rel:latest-version')).toBe(PUBLISHED);
    expect(await named(`/node/news/${uuid}`, 'rel:working-copy')).toBe(DRAFT);
    expect(await named('/node/news/00000000-0000-4000-8000-000000000000', 'rel:latest-version')).toBe(DRAFT);
  });

  it('is read with the preview credential, which only reads carry', async () => {
    const before = authorizations.length;
    await title(true);
    await cmsRequest('/itc_search', {
      locale: 'en',
      method: 'POST',
      body: { keyword: 'season', page: 1 },
      preview: true,
    });
    const read = authorizations
      .slice(before)
      .find((a) => a.method === 'GET' && a.path.startsWith('/en/jsonapi/node/news/'));
    // against the sandbox, a token of its demo Simple OAuth consumer (lib/platform/config/config.ts)
    expect(read?.authorization).toMatch(/^Bearer \S{32,}$/);
    const demoConsumer = Buffer.from('sandbox-next-site:sandbox-client-secret').toString('base64');
    expect(authorizations.find((a) => a.path === '/oauth/token')?.authorization).toBe(`Basic ${demoConsumer}`);
    const search = authorizations.slice(before).find((a) => a.method === 'POST' && a.path === '/en/jsonapi/itc_search');
    expect(search).toBeTruthy();
    expect(search?.authorization).toBeNull();
  });
});

describe("the editor's draft cookie", () => {
  const revision = { node: '/node/news/abc', version: 'id:12' };

  it('is read only with Draft Mode’s cookie beside it, and only as the site sealed it', () => {
    const sealed = sealDraft({ revision });
    expect(draftOfCookies(`${BYPASS_COOKIE}=x; ${DRAFT_COOKIE}=${sealed}`)).toEqual({ revision });
    expect(draftOfCookies(`${DRAFT_COOKIE}=${sealed}`)).toBeNull();
    expect(draftOfCookies(`${BYPASS_COOKIE}=x; ${DRAFT_COOKIE}=${sealed.slice(0, -2)}xx`)).toBeNull();
    expect(draftOfCookies(`${BYPASS_COOKIE}=x; ${DRAFT_COOKIE}={"revision":null}`)).toBeNull();
    expect(draftOfCookies(undefined)).toBeNull();
  });

  it('reaches the site from the CMS’s frame over https (SameSite=None; Secure; Partitioned), in its own tab over plain http', () => {
    expect(draftCookieAttributes('https://theatre.example')).toMatchObject({
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
    expect(draftCookieAttributes('http://localhost:3000')).toMatchObject({ sameSite: 'none', secure: true });
    expect(draftCookieAttributes('http://theatre.lan')).toMatchObject({ sameSite: 'lax', secure: false });
  });
});

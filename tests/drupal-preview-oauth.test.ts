// @vitest-environment node
/**
 * Preview with a Simple OAuth consumer instead of a fixed token: the site configured with the
 * consumer's client id and secret (CMS_CLIENT_ID, CMS_CLIENT_SECRET) reads the unpublished
 * revision a `next` module preview link names, with short-lived tokens it fetches from Drupal's
 * /oauth/token (here the sandbox, in-process; its fixed preview token is one the site does not
 * have), and a token Drupal has expired is replaced on the read it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDraftRevision } from '@/lib/cms/draft-revision';
import { validateDraftLink } from '@/lib/cms/draft-url';
import { cmsRequest, deserialize } from '@/lib/cms/transport';
import { aNewsItemWithADraft } from './fixtures/seed';
import { SANDBOX_ORIGIN, startSandboxMsw } from './support/sandbox-msw';

const CONSUMER = { id: 'theatre-site', secret: 'consumer-secret-123', scope: 'nextjs_site' };
const SANDBOX_ONLY_TOKEN = 'a-fixed-token-the-site-does-not-have';
const TTL = 300;

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let sandboxNow = Date.now();
const sent: { path: string; authorization: string | null }[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  delete process.env.CMS_PREVIEW_TOKEN;
  process.env.CMS_CLIENT_ID = CONSUMER.id;
  process.env.CMS_CLIENT_SECRET = CONSUMER.secret;
  env = await startSandboxMsw({
    config: { previewToken: SANDBOX_ONLY_TOKEN, oauthClient: CONSUMER, oauthTokenTtl: TTL },
    now: () => sandboxNow,
  });
  env.server.events.on('request:start', ({ request }) => {
    sent.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
  });
});
afterAll(() => {
  env.close();
  process.env = { ...saved };
});

async function sandbox<T>(path: string): Promise<T> {
  const answer = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}${path}`, { headers: { authorization: `Bearer ${SANDBOX_ONLY_TOKEN}` } }),
  );
  return (await answer.json()) as T;
}

/** What an editor opening the module's preview link sees as the article's title. */
async function previewedTitle(): Promise<string> {
  const uuid = (
    await sandbox<{ entity: { uuid: string } }>(`/en/jsonapi/alias/resolve?alias=${aNewsItemWithADraft.path}`)
  ).entity.uuid;
  const { data } = await sandbox<{ data: { url: string } }>(`/sandbox/content/${uuid}/draft-link?langcode=en`);
  const link = Object.fromEntries(new URL(data.url, 'http://site.test').searchParams);
  const verdict = await validateDraftLink({
    path: link.path,
    timestamp: link.timestamp,
    secret: link.secret,
    resourceVersion: link.resourceVersion,
  });
  expect(verdict).toEqual({ valid: true, path: `/en${aNewsItemWithADraft.path}` });
  const node = `/node/news/${uuid}`;
  const document = await withDraftRevision({ node, version: link.resourceVersion }, () =>
    cmsRequest(node, { locale: 'en', preview: true }),
  );
  return deserialize<{ title: string }>(document).title;
}

const tokenRequests = () => sent.filter((s) => s.path === '/oauth/token').length;
const reads = () => sent.filter((s) => s.path.startsWith('/en/jsonapi/node/news/'));

describe('a site configured with the Simple OAuth consumer', () => {
  it('shows the unpublished revision a preview link names, read with a token of its own', async () => {
    expect(await previewedTitle()).toContain(aNewsItemWithADraft.draftTitleSuffix.en);
    expect(tokenRequests()).toBe(1);
    const authorization = reads().at(-1)?.authorization ?? '';
    expect(authorization).toMatch(/^Bearer \S{32,}$/);
    expect(authorization).not.toContain(SANDBOX_ONLY_TOKEN);
    // the token serves the next preview too
    expect(await previewedTitle()).toContain(aNewsItemWithADraft.draftTitleSuffix.en);
    expect(tokenRequests()).toBe(1);
  });

  it('replaces a token Drupal has expired on the read it refuses (401), once', async () => {
    const before = reads().at(-1)?.authorization;
    // Drupal's clock ahead of the site's: the token the site keeps is expired there
    sandboxNow += TTL * 1000;
    sent.length = 0;
    expect(await previewedTitle()).toContain(aNewsItemWithADraft.draftTitleSuffix.en);
    expect(tokenRequests()).toBe(1);
    const [refused, retried] = reads();
    expect(refused.authorization).toBe(before);
    expect(retried.authorization).toMatch(/^Bearer \S{32,}$/);
    expect(retried.authorization).not.toBe(before);
    expect(reads()).toHaveLength(2);
  });
});

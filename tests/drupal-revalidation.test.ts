// @vitest-environment node
/**
 * Drupal's `next` module's revalidation: what the site's readers name their cache entries with
 * (Drupal's own cache tags, so the module's cache-tag revalidator reaches them), and the webhook's
 * GET calls by path, slug and tags, against the sandbox standing in for Drupal.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxMswForFile, SANDBOX_ORIGIN } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string and cacheTag needs a cache scope: recorded here.
const named: string[] = [];
vi.mock('next/cache', () => ({ cacheTag: (...tags: string[]) => named.push(...tags), cacheLife: () => undefined }));

const { GET, POST } = await import('@/app/api/revalidate/route');
const { expiryOf } = await import('@/lib/platform/cache/tag-clock.mjs');
const { getListPage, getTerms } = await import('@/lib/cms/terms');
const { getMenu } = await import('@/lib/cms/menus');
const { resolveRoute } = await import('@/lib/cms/pages');
const { getNodeDocument } = await import('@/lib/cms/node-document');
const { getMetatags } = await import('@/lib/cms/metatags');

const SECRET = 'sandbox-revalidate-secret';
const env = sandboxMswForFile();
beforeEach(() => {
  named.length = 0;
});

type Jsonapi = { data: { id: string; attributes: Record<string, unknown> }[] };
async function sandboxGet<T>(path: string): Promise<T> {
  return (await (await env.sandbox.fetch(new Request(`${SANDBOX_ORIGIN}${path}`))).json()) as T;
}

/** A published English news item of the theatre's own news: its uuid, nid and alias. */
async function aNewsItem() {
  const list = await sandboxGet<Jsonapi>('/en/jsonapi/node/news?filter[status]=1&filter[langcode]=en&page[limit]=1');
  const [node] = list.data;
  return {
    uuid: node.id,
    nid: node.attributes.drupal_internal__nid as number,
    alias: (node.attributes.path as { alias: string }).alias,
  };
}

const webhook = (query: string) => GET(new Request(`http://site.test/api/revalidate?${query}`));

describe("readers carry Drupal's cache tags", () => {
  it('a list: its bundle list tag, and each node by id and uuid and each term by id', async () => {
    const news = await aNewsItem();
    await getListPage('en', 'news', null, 1);
    expect(named).toEqual(
      expect.arrayContaining([
        'node_list:news',
        `node:${news.nid}`,
        `node:${news.uuid}`,
        expect.stringMatching(/^taxonomy_term:\d+$/),
      ]),
    );
    named.length = 0;
    await getTerms('en', 'news');
    expect(named).toEqual(
      expect.arrayContaining(['taxonomy_term_list:types_of_news', expect.stringMatching(/^taxonomy_term:\d+$/)]),
    );
  });

  it("a node's page: the node by id and uuid, and the nodes it shows", async () => {
    const news = await aNewsItem();
    await getNodeDocument('en', 'news', news.uuid);
    expect(named).toEqual(expect.arrayContaining([`node:${news.uuid}`, `node:${news.nid}`]));
    expect(named.filter((tag) => /^node:\d+$/.test(tag)).length).toBeGreaterThan(1);
  });

  it("the menus: each menu's config tag, the menu links' list tag and each link", async () => {
    await getMenu('en', 'main');
    expect(named).toEqual(
      expect.arrayContaining([
        'config:system.menu.main',
        'config:system.menu.footer-menu',
        'menu_link_content_list',
        expect.stringMatching(/^menu_link_content:\d+$/),
      ]),
    );
  });

  it("a node's metatags (a bare answer, naming no entity): the node by id and uuid", async () => {
    const news = await aNewsItem();
    await getMetatags('en', { uuid: news.uuid, nid: String(news.nid) });
    expect(named).toEqual(expect.arrayContaining([`node:${news.uuid}`, `node:${news.nid}`]));
  });

  it('a path: the node there by id; nothing there yet, every node save (node_list)', async () => {
    const news = await aNewsItem();
    await resolveRoute('en', news.alias);
    expect(named).toEqual(expect.arrayContaining([`node:${news.nid}`, `alias:en:${news.alias}`]));
    expect(named).not.toContain('node_list');
    named.length = 0;
    await resolveRoute('en', '/news/not-yet-written');
    expect(named).toContain('node_list');
  });
});

describe("the webhook, called as Drupal's next module calls it (GET)", () => {
  it('refuses a wrong or missing secret (401) and expires nothing', async () => {
    for (const query of ['tags=node:9001&secret=wrong', 'tags=node:9001', 'path=/news/x&secret=']) {
      const answer = await webhook(query);
      expect(answer.status, query).toBe(401);
    }
    expect(expiryOf(['node:9001'])).toBe(0);
  });

  it("expires Drupal's tags as sent by the cache-tag revalidator, and says which it does not carry", async () => {
    const before = Date.now();
    const answer = await webhook(`tags=node:9002,node_list,node_list:news,user:3&secret=${SECRET}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { tags: string[]; ignored: string[] };
    expect(body.tags).toEqual(['node:9002', 'node_list', 'node_list:news']);
    expect(body.ignored).toEqual(['user:3']);
    expect(expiryOf(['node:9002'])).toBeGreaterThanOrEqual(before);
    expect(expiryOf(['node_list:news'])).toBeGreaterThanOrEqual(before);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses tags Drupal would not write, and a call that names nothing the site carries', async () => {
    expect((await webhook(`tags=node:1%20evil&secret=${SECRET}`)).status).toBe(400);
    const nothing = await webhook(`tags=user:3,file:9&secret=${SECRET}`);
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { ignored: string[] }).ignored).toEqual(['user:3', 'file:9']);
    expect((await webhook(`secret=${SECRET}`)).status).toBe(400);
  });

  it.each(['path', 'slug'])(
    'by %s: the page there, the node by id and uuid and its bundle lists, as Drupal has it now',
    async (param) => {
      const news = await aNewsItem();
      const answer = await webhook(`${param}=${encodeURIComponent(`/en${news.alias}`)}&secret=${SECRET}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { tags: string[] }).tags).toEqual(
        expect.arrayContaining([`alias:en:${news.alias}`, `node:${news.uuid}`, `node:${news.nid}`, 'node_list:news']),
      );
    },
  );

  it('by path without an alias (/node/N), and of a node unpublished a moment ago (found with the preview credential)', async () => {
    const news = await aNewsItem();
    const bySystemPath = await webhook(`path=/en/node/${news.nid}&secret=${SECRET}`);
    expect(((await bySystemPath.json()) as { tags: string[] }).tags).toEqual(
      expect.arrayContaining([`node:${news.nid}`, `alias:en:${news.alias}`]),
    );
    const answer = await webhook(`path=/summer-preview&secret=${SECRET}`);
    expect(((await answer.json()) as { tags: string[] }).tags).toEqual(
      expect.arrayContaining([
        'alias:zh-hans:/summer-preview',
        'node_list:landing_page',
        expect.stringMatching(/^node:\d+$/),
      ]),
    );
  });

  it('asks to be called again (503) when Drupal cannot say what lives at the path', async () => {
    await fetch(`${SANDBOX_ORIGIN}/sandbox/faults`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'error' }),
    });
    try {
      const answer = await webhook(`path=/en/news/anything&secret=${SECRET}`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBeTruthy();
    } finally {
      await fetch(`${SANDBOX_ORIGIN}/sandbox/faults`, {
        method: 'POST',
        headers: { Authorization: 'Bearer sandbox-preview-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: null }),
      });
    }
  });
});

describe('the webhook, POSTed by other senders', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    POST(
      new Request('http://site.test/api/revalidate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
    );

  it("takes ids, bundles and the site's former tag names, as Drupal's", async () => {
    const answer = await post(
      JSON.stringify({ secret: SECRET, ids: ['u1'], bundles: ['news'], tags: ['list:project', 'menu:main'] }),
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { tags: string[] }).tags.sort()).toEqual(
      ['config:system.menu.main', 'node:u1', 'node_list:news', 'node_list:project'].sort(),
    );
  });

  it('checks a secret sent outside the body before reading it, and reads at most 64 KiB', async () => {
    const huge = JSON.stringify({ ids: ['x'], pad: 'x'.repeat(100 * 1024) });
    expect((await post(huge, { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await post(huge, { Authorization: `Bearer ${SECRET}` })).status).toBe(413);
    expect((await post(JSON.stringify({ secret: 'wrong', ids: ['x'] }))).status).toBe(401);
    expect((await post('not json', { Authorization: `Bearer ${SECRET}` })).status).toBe(400);
  });
});

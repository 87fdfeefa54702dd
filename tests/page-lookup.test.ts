// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aChineseOnlyNewsItem, aChineseOnlyShow } from './fixtures/seed';
import { startSandboxMsw, trackRequests } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const { getContentPage } = await import('@/lib/cms/pages');
const { findRoute } = await import('@/lib/cms/load-route');
const { findShowByProjectId, getShowCards } = await import('@/lib/cms/shows');

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let inFlight: ReturnType<typeof trackRequests>;

beforeAll(async () => {
  env = await startSandboxMsw();
  inFlight = trackRequests(env.server);
});
afterAll(() => env.close());
beforeEach(() => {
  inFlight.reset();
});

async function uuidOf(alias: string, prefix = '/jsonapi') {
  const answer = await env.sandbox.fetch(new Request(`http://sandbox${prefix}/alias/resolve?alias=${alias}`));
  return ((await answer.json()) as { entity: { uuid: string } }).entity.uuid;
}

describe('the route of a path', () => {
  it.each(['zh-hans', 'en'] as const)(
    'reads the home page by language, without alias resolution (%s)',
    async (locale) => {
      expect(await findRoute(locale, '/')).toEqual({ type: 'homepage', id: locale, uuid: null, nid: null });
      expect(inFlight.paths).toEqual([]);
    },
  );

  it("reads the homepage's own alias the same way, so both paths share one homepage read", async () => {
    expect(await findRoute('zh-hans', '/home')).toEqual({ type: 'homepage', id: 'zh-hans', uuid: null, nid: null });
  });

  it('resolves any other path to its node', async () => {
    const uuid = await uuidOf(aChineseOnlyNewsItem.path);
    expect(await findRoute('zh-hans', aChineseOnlyNewsItem.path)).toEqual({
      type: 'news',
      id: uuid,
      uuid,
      nid: expect.stringMatching(/^\d+$/),
    });
  });

  it('is not found only when nothing lives at the path', async () => {
    expect(await findRoute('zh-hans', '/no/such/page')).toBeNull();
  });
});

/** The redirect Next is asked for: `NEXT_REDIRECT;<type>;<location>;<status>;`. */
const redirectTo = (location: string, status: 307 | 308) => ({
  digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${location.replace(/[.?/]/g, '\\$&')};${status};`)),
});

describe('a path Drupal redirects (Redirect module, reported by Decoupled Router)', () => {
  it('answers an old alias with a permanent redirect to the page, in each language', async () => {
    await expect(findRoute('zh-hans', '/xinwen/2026-yanchuji')).rejects.toMatchObject(
      redirectTo('/news/season-2026-27', 308),
    );
    await expect(findRoute('en', '/news/season-announcement')).rejects.toMatchObject(
      redirectTo('/en/news/season-2026-27', 308),
    );
    // a chain ends where its last redirect leads, in one step
    await expect(findRoute('en', '/news/new-season')).rejects.toMatchObject(redirectTo('/en/news/season-2026-27', 308));
  });

  it('keeps a temporary redirect temporary, and the language of the address asked for', async () => {
    await expect(findRoute('zh-hans', '/tickets')).rejects.toMatchObject(redirectTo('/events', 307));
    await expect(findRoute('en', '/tickets')).rejects.toMatchObject(redirectTo('/en/events', 307));
    await expect(findRoute('en', '/weibo')).rejects.toMatchObject(
      redirectTo('https://weibo.com/harbourbaytheatre', 307),
    );
  });

  it('does not apply a redirect of another language, and ignores a loop', async () => {
    expect(await findRoute('en', '/xinwen/2026-yanchuji')).toBeNull();
    expect(await findRoute('zh-hans', '/loop-a')).toBeNull();
  });
});

describe('the page lookup', () => {
  it('asks for the node and its path in the other language at the same time', async () => {
    const uuid = await uuidOf('/about-us', '/en/jsonapi');
    inFlight.reset();
    const page = await getContentPage('en', 'about_us', uuid);
    expect(page?.translations).toEqual({ en: '/about-us', 'zh-hans': '/guanyu-women' });
    expect(inFlight.paths.sort()).toEqual([`/en/jsonapi/node/about_us/${uuid}`, `/jsonapi/node/about_us/${uuid}`]);
    expect(inFlight.max).toBe(2);
  });

  it('has no page in a language the node is not translated into', async () => {
    const uuid = await uuidOf(aChineseOnlyNewsItem.path);
    const page = await getContentPage('zh-hans', 'news', uuid);
    expect(page?.translations).toEqual({ 'zh-hans': aChineseOnlyNewsItem.path, en: null });
  });

  it.each(['zh-hans', 'en'] as const)(
    'reads the homepage by language in one call, at / in both languages (%s)',
    async (locale) => {
      const page = await getContentPage(locale, 'homepage', locale);
      expect(page?.type).toBe('homepage');
      expect(page?.uuid).toBe(await uuidOf('/'));
      expect(page?.translations).toEqual({ 'zh-hans': '/', en: '/' });
      expect(inFlight.paths[0]).toBe(`${locale === 'en' ? '/en' : ''}/jsonapi/node/homepage/${locale}`);
    },
  );
});

describe('a show by its ticketing id', () => {
  it('is found in a language it has no translation in (the Kunqu show is Chinese only), as the ticketing calendar names it', async () => {
    const uuid = await uuidOf(aChineseOnlyShow.alias);
    expect(await findShowByProjectId('en', aChineseOnlyShow.projectToken)).toEqual({ uuid, type: 'project' });
    const card = (await getShowCards('en')).find((c) => c.projectId === aChineseOnlyShow.projectToken);
    expect(card).toMatchObject({ uuid, title: aChineseOnlyShow.title['zh-hans'] });
    // its English address is its system path: its Chinese alias is not an English one
    expect(card?.path).toMatch(/^\/node\/\d+$/);
  });
});

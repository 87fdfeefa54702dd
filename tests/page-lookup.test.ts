import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandboxMsw, trackRequests } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const { getContentPage } = await import('@/lib/cms/pages');
const { loadRoute } = await import('@/lib/cms/load-route');

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
  it.each(['zh-hans', 'en'] as const)('reads the home page by language, without alias resolution (%s)', async (locale) => {
    expect(await loadRoute(locale, '/')).toEqual({ type: 'homepage', id: locale, uuid: null });
    expect(inFlight.paths).toEqual([]);
  });

  it("reads the homepage's own alias the same way, so both paths share one homepage read", async () => {
    expect(await loadRoute('zh-hans', '/home')).toEqual({ type: 'homepage', id: 'zh-hans', uuid: null });
  });

  it('resolves any other path to its node', async () => {
    const uuid = await uuidOf('/news/big-band-auditions');
    expect(await loadRoute('zh-hans', '/news/big-band-auditions')).toEqual({ type: 'news', id: uuid, uuid });
  });

  it('is not found only when nothing lives at the path', async () => {
    await expect(loadRoute('zh-hans', '/no/such/page')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
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
    const uuid = await uuidOf('/news/big-band-auditions');
    const page = await getContentPage('zh-hans', 'news', uuid);
    expect(page?.translations).toEqual({ 'zh-hans': '/news/big-band-auditions', en: null });
  });

  it.each(['zh-hans', 'en'] as const)('reads the homepage by language in one call, at / in both languages (%s)', async (locale) => {
    const page = await getContentPage(locale, 'homepage', locale);
    expect(page?.type).toBe('homepage');
    expect(page?.uuid).toBe(await uuidOf('/'));
    expect(page?.translations).toEqual({ 'zh-hans': '/', en: '/' });
    expect(inFlight.paths[0]).toBe(`${locale === 'en' ? '/en' : ''}/jsonapi/node/homepage/${locale}`);
  });
});

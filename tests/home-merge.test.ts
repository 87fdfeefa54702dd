import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandboxMsw, trackRequests } from './support/sandbox-msw';

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const { getHomepage } = await import('@/lib/cms/home');

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let inFlight: ReturnType<typeof trackRequests>;

beforeAll(async () => {
  env = await startSandboxMsw();
  inFlight = trackRequests(env.server);
});
afterAll(() => env.close());

describe('the home page reader', () => {
  it.each(['zh-hans', 'en'] as const)('merges every relationship link of the homepage (%s)', async (locale) => {
    inFlight.reset();
    const prefix = locale === 'en' ? '/en/jsonapi' : '/jsonapi';
    const resolved = await env.sandbox.fetch(new Request(`http://sandbox${prefix}/alias/resolve?alias=/`));
    const { entity } = (await resolved.json()) as { entity: { uuid: string } };
    inFlight.reset();
    const home = await getHomepage(locale);
    // read by language (spec: /node/homepage/{lang-or-id}), it is the node alias resolution names for '/'
    expect(home.id).toBe(entity.uuid);
    expect(home.title).not.toBe('');
    expect(home.slides.length).toBeGreaterThan(0);
    expect(home.ads.length).toBeGreaterThan(0);
    expect(home.news.length).toBeGreaterThan(0);
    expect(home.sponsors.length).toBeGreaterThan(0);
    expect(home.art.length).toBeGreaterThan(0);
    expect(home.highlights.length).toBeGreaterThan(0);
    // every teaser is whole: a title and a link, the path inside the page's language (the link adds /en)
    for (const item of [...home.news, ...home.art, ...home.highlights]) {
      expect(item.title).not.toBe('');
      expect(item.href).toMatch(/^\/(?!en(?:\/|$))/);
    }
    // one homepage call, then one call per relationship, those all in flight together
    expect(inFlight.paths[0]).toBe(`${prefix}/node/homepage/${locale}`);
    const related = inFlight.paths.slice(1);
    expect(related).toHaveLength(6);
    expect(related.every((p) => p.startsWith(`${prefix}/node/homepage/`))).toBe(true);
    expect(inFlight.max).toBeGreaterThan(1);
  });
});

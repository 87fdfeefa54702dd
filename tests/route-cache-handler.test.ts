import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
// @ts-expect-error -- a plain .mjs module of the Next config, without types
import RouteCacheHandler from '../lib/cache/route-cache-handler.mjs';

const dist = mkdtempSync(join(tmpdir(), 'route-cache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const cache = new RouteCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dist, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
const ctx = { cacheControl: { revalidate: 900, expire: 604_800 }, isRoutePPREnabled: false, isFallback: false };
const page = (status: number, text: string, headers: Record<string, string> = {}) => ({
  kind: 'APP_PAGE',
  html: `<main>${text}</main>`,
  rscData: Buffer.from(`rsc ${text}`),
  status,
  headers,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const get = (key: string) => cache.get(key, { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false });
const filesOf = (name: string) => (existsSync(join(dist, 'app', 'zh-hans')) ? readdirSync(join(dist, 'app', 'zh-hans')).filter((f) => f.startsWith(name)) : []);

describe("the route cache, which keeps pages and never a 404 or a redirect", () => {
  it('keeps a page in memory and on disk', async () => {
    await cache.set('/zh-hans/kept', page(200, 'kept'), ctx);
    expect((await get('/zh-hans/kept'))?.value?.html).toBe('<main>kept</main>');
    expect(filesOf('kept.').sort()).toEqual(['kept.html', 'kept.meta', 'kept.rsc', 'kept.segments']);
  });

  it('stores nothing for a path that is not found', async () => {
    await cache.set('/zh-hans/no-such-page', page(404, 'not found'), ctx);
    expect(await get('/zh-hans/no-such-page')).toBeFalsy();
    expect(filesOf('no-such-page')).toEqual([]);
  });

  it('drops what it kept for a page that has become a 404 (unpublished), in memory and on disk', async () => {
    await cache.set('/zh-hans/unpublished', page(200, 'published'), ctx);
    expect((await get('/zh-hans/unpublished'))?.value?.status).toBe(200);
    await cache.set('/zh-hans/unpublished', page(404, 'not found'), ctx);
    expect(await get('/zh-hans/unpublished')).toBeFalsy();
    expect(filesOf('unpublished')).toEqual([]);
    // a fresh handler (a restarted server) finds nothing either
    const restarted = new RouteCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dist, maxMemoryCacheSize: 0, revalidatedTags: [] });
    expect(await restarted.get('/zh-hans/unpublished', { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false })).toBeFalsy();
    expect((await restarted.get('/zh-hans/kept', { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }))?.value?.html).toBe('<main>kept</main>');
  });

  // what Next hands the cache for a page rendered while the backend answers 503 (measured)
  const toMaintenance = () => page(307, '', { location: '/en/maintenance' });

  it('stores nothing for a page rendered during maintenance (a redirect to the maintenance page)', async () => {
    await cache.set('/en/never-rendered', toMaintenance(), ctx);
    expect(await get('/en/never-rendered')).toBeFalsy();
    expect(existsSync(join(dist, 'app', 'en'))).toBe(false);
  });

  it('keeps a page rendered before the outage when its refresh during the outage redirects', async () => {
    await cache.set('/zh-hans/through-outage', page(200, 'before the outage'), ctx);
    await cache.set('/zh-hans/through-outage', toMaintenance(), ctx);
    expect((await get('/zh-hans/through-outage'))?.value?.html).toBe('<main>before the outage</main>');
    expect(filesOf('through-outage.').sort()).toEqual(['through-outage.html', 'through-outage.meta', 'through-outage.rsc', 'through-outage.segments']);
  });
});

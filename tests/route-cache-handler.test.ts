import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
// @ts-expect-error -- a plain .mjs module of the Next config, without types
import RouteCacheHandler, { BYTES_FROM_CHARACTERS, withHtmlAsBytes } from '../lib/cache/route-cache-handler.mjs';

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

describe("the route cache hands Next a large page's HTML as bytes (Node writes long strings slowly)", () => {
  // Chinese and English text, so that characters and bytes differ
  const longText = (chars: number) => '剧院 theatre '.repeat(Math.ceil(chars / 11)).slice(0, chars);
  const htmlOf = (entry: { value?: { html?: unknown } } | null) => entry?.value?.html;

  it('gives a large page as the UTF-8 bytes of its HTML, the same bytes on every read', async () => {
    const text = longText(BYTES_FROM_CHARACTERS);
    await cache.set('/zh-hans/large', page(200, text), ctx);
    const first = htmlOf(await get('/zh-hans/large'));
    expect(Buffer.isBuffer(first)).toBe(true);
    expect((first as Buffer).toString('utf8')).toBe(`<main>${text}</main>`);
    expect(htmlOf(await get('/zh-hans/large'))).toBe(first); // made once, not per request
  });

  it('keeps the string of a page under the limit, where Next writes it with its Content-Length', async () => {
    const text = longText(BYTES_FROM_CHARACTERS - 100);
    await cache.set('/zh-hans/small', page(200, text), ctx);
    expect(htmlOf(await get('/zh-hans/small'))).toBe(`<main>${text}</main>`);
  });

  it('stores the HTML as it was rendered: a restarted server reads the same page', async () => {
    const text = longText(BYTES_FROM_CHARACTERS * 2);
    await cache.set('/en/large-on-disk', page(200, text), ctx);
    const restarted = new RouteCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dist, maxMemoryCacheSize: 0, revalidatedTags: [] });
    const read = await restarted.get('/en/large-on-disk', { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false });
    expect((read?.value?.html as Buffer).toString('utf8')).toBe(`<main>${text}</main>`);
    expect(read?.value?.rscData.toString()).toBe(`rsc ${text}`);
  });

  it('leaves a partly prerendered page (its HTML is resumed per request) and other entries as they are', () => {
    const html = 'x'.repeat(BYTES_FROM_CHARACTERS * 2);
    const postponed = { value: { ...page(200, ''), html, postponed: '{"state":1}' } };
    expect(withHtmlAsBytes(postponed)).toBe(postponed);
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from(html) } };
    expect(withHtmlAsBytes(route)).toBe(route);
    expect(withHtmlAsBytes(null)).toBe(null);
  });
});

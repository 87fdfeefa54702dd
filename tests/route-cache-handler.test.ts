// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { copiesOf, makeCopies } from '../lib/platform/cache/compressed-copies.mjs';
import { DiskStore } from '../lib/platform/cache/disk-store.mjs';
import { BYTES_FROM_CHARACTERS, decodeRouteEntry, encodeRouteEntry } from '../lib/platform/cache/entry-codec.mjs';
import { MemoryLru } from '../lib/platform/cache/memory-lru.mjs';
import { RouteCache, type HeldRoute } from '../lib/platform/cache/route-cache.mjs';
import RouteCacheHandler, { diskFolderOf } from '../lib/platform/cache/route-cache-handler.mjs';
import { expireTags } from '../lib/platform/cache/tag-clock.mjs';

/**
 * The route cache (lib/platform/cache/route-cache.mjs) as one process runs it: memory in front of a disk
 * folder, each bounded; pages kept, 404s, redirects and per-request pages never.
 */
const root = mkdtempSync(join(tmpdir(), 'route-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
function cacheWith(
  limits: { memoryEntries?: number; memoryBytes?: number; diskEntries?: number; diskBytes?: number } = {},
  dir = join(root, `disk-${folders++}`),
) {
  const memory = new MemoryLru<HeldRoute>({
    maxBytes: limits.memoryBytes ?? 64 * 1024 * 1024,
    maxEntries: limits.memoryEntries ?? 1000,
  });
  const disk = new DiskStore({
    dir,
    maxBytes: limits.diskBytes ?? 64 * 1024 * 1024,
    maxEntries: limits.diskEntries ?? 1000,
  });
  return {
    cache: new RouteCache({ memory, store: disk, shared: false, serverDistDir: join(root, 'server') }),
    memory,
    disk,
    dir,
  };
}

const ctx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const life = { cacheControl: { revalidate: 900, expire: 2_592_000 } };
const keyOf = (path: string) => `/route-cache/APP_PAGE/${'a'.repeat(64)}/$${path}`;
const page = (status: number, text: string, headers: Record<string, string> = {}) => ({
  kind: 'APP_PAGE',
  html: `<main>${text}</main>`,
  rscData: Buffer.from(`rsc ${text}`),
  status,
  headers,
  postponed: undefined as string | undefined,
  segmentData: new Map([['/_tree', Buffer.from(`tree ${text}`)]]),
});
const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((sub) => readdirSync(join(dir, sub)).map((name) => join(dir, sub, name)))
    : [];
const bytesIn = (dir: string) => filesIn(dir).reduce((sum, file) => sum + statSync(file).size, 0);

describe('the route cache keeps pages, in memory and on disk', () => {
  it('serves a page it kept, also after a restart (a new process reads the disk)', async () => {
    const { cache, dir } = cacheWith();
    await cache.set(keyOf('/zh-hans/kept'), page(200, 'kept'), life);
    expect((await cache.get(keyOf('/zh-hans/kept'), ctx))?.value).toMatchObject({
      html: '<main>kept</main>',
      status: 200,
    });
    const restarted = cacheWith({}, dir).cache;
    const read = await restarted.get(keyOf('/zh-hans/kept'), ctx);
    expect(read?.value.html).toBe('<main>kept</main>');
    expect(read?.value.rscData.toString()).toBe('rsc kept');
    expect(read?.value.segmentData.get('/_tree').toString()).toBe('tree kept');
    expect(read?.cacheControl).toEqual(life.cacheControl);
    // one file per page, not seven (once the page's copies are written over it: a temporary file meanwhile)
    await vi.waitFor(() => expect(filesIn(dir)).toHaveLength(1));
  });

  it('keeps nothing for a path that is not found, and drops what it kept there before (unpublished)', async () => {
    const { cache, dir } = cacheWith();
    await cache.set(keyOf('/zh-hans/no-such-page'), page(404, 'not found'), life);
    expect(await cache.get(keyOf('/zh-hans/no-such-page'), ctx)).toBeNull();
    await cache.set(keyOf('/zh-hans/unpublished'), page(200, 'published'), life);
    await cache.set(keyOf('/zh-hans/unpublished'), page(404, 'not found'), life);
    expect(await cache.get(keyOf('/zh-hans/unpublished'), ctx)).toBeNull();
    expect(filesIn(dir)).toEqual([]);
    expect(await cacheWith({}, dir).cache.get(keyOf('/zh-hans/unpublished'), ctx)).toBeNull();
  });

  // what Next hands the cache for a page rendered while the backend answers 503 (measured)
  const toMaintenance = () => page(307, '', { location: '/en/maintenance' });

  it('keeps no redirect to the maintenance page, and keeps the page it had through the outage', async () => {
    const { cache, dir } = cacheWith();
    await cache.set(keyOf('/en/never-rendered'), toMaintenance(), life);
    expect(await cache.get(keyOf('/en/never-rendered'), ctx)).toBeNull();
    expect(filesIn(dir)).toEqual([]);
    await cache.set(keyOf('/zh-hans/through-outage'), page(200, 'before the outage'), life);
    await cache.set(keyOf('/zh-hans/through-outage'), toMaintenance(), life);
    expect((await cache.get(keyOf('/zh-hans/through-outage'), ctx))?.value.html).toBe('<main>before the outage</main>');
  });

  it('keeps no answer made per request: a member page (postponed), a private answer, one with no cache life', async () => {
    const { cache, dir } = cacheWith();
    const member = { ...page(200, 'shell'), postponed: '{"resume":1}' };
    await cache.set(keyOf('/zh-hans/profile/orders/random-token'), member, life);
    await cache.set(keyOf('/zh-hans/private'), page(200, 'mine', { 'cache-control': 'private, no-store' }), life);
    await cache.set(keyOf('/zh-hans/dynamic'), page(200, 'now'), {
      cacheControl: { revalidate: 0, expire: undefined },
    });
    for (const path of ['/zh-hans/profile/orders/random-token', '/zh-hans/private', '/zh-hans/dynamic']) {
      expect(await cache.get(keyOf(path), ctx)).toBeNull();
    }
    expect(filesIn(dir)).toEqual([]);
  });
});

describe('the route cache is bounded in bytes and entries, in memory and on disk', () => {
  it('past the entry bounds, the least recently used pages go; the page in use stays', async () => {
    const { cache, memory, dir } = cacheWith({ memoryEntries: 5, diskEntries: 20 });
    await cache.set(keyOf('/zh-hans'), page(200, 'home'), life);
    for (let i = 0; i < 200; i++) {
      await cache.set(keyOf(`/zh-hans/page-${i}`), page(200, `page ${i}`), life);
      if (i % 10 === 0) await cache.get(keyOf('/zh-hans'), ctx); // the home page keeps being asked for
    }
    expect(memory.size).toBeLessThanOrEqual(5);
    expect(filesIn(dir).length).toBeLessThanOrEqual(20);
    expect((await cache.get(keyOf('/zh-hans'), ctx))?.value.html).toBe('<main>home</main>');
    expect(await cache.get(keyOf('/zh-hans/page-0'), ctx)).toBeNull();
    expect((await cache.get(keyOf('/zh-hans/page-199'), ctx))?.value.html).toBe('<main>page 199</main>');
  });

  it('past the byte bounds too, in memory and on disk, and a restart finds the disk within them', async () => {
    const big = 'x'.repeat(20_000);
    const { cache, memory, dir } = cacheWith({ memoryBytes: 200_000, diskBytes: 300_000 });
    for (let i = 0; i < 100; i++) await cache.set(keyOf(`/en/big-${i}`), page(200, `${i} ${big}`), life);
    expect(memory.bytes).toBeLessThanOrEqual(200_000);
    expect(bytesIn(dir)).toBeLessThanOrEqual(300_000);
    const restarted = cacheWith({ diskBytes: 100_000 }, dir);
    await restarted.disk.load();
    expect(bytesIn(dir)).toBeLessThanOrEqual(100_000);
    // it kept the latest pages (by file time, which pages written in the same millisecond share)
    const latest = await Promise.all([95, 96, 97, 98, 99].map((i) => restarted.cache.get(keyOf(`/en/big-${i}`), ctx)));
    expect(latest.filter(Boolean).length).toBeGreaterThan(0);
    expect(await restarted.cache.get(keyOf('/en/big-0'), ctx)).toBeNull();
  });

  it('a path of any length or character is one file with a fixed-length name', async () => {
    const { cache, dir } = cacheWith();
    const hostile = `/zh-hans/${'长'.repeat(3000)}/%00/..`;
    await cache.set(keyOf(hostile), page(200, 'odd'), life);
    expect((await cache.get(keyOf(hostile), ctx))?.value.html).toBe('<main>odd</main>');
    expect(filesIn(dir).map((file) => file.split('/').pop()!.length)).toEqual([64]);
  });
});

describe('the route cache checks every entry against the tag clock', () => {
  it('an entry kept before one of its tags expired is not served; one kept after is', async () => {
    const { cache } = cacheWith();
    const tagged = page(200, 'old title', { 'x-next-cache-tags': '_N_T_/layout,node:route-test-1,list:news' });
    await cache.set(keyOf('/en/news/a'), tagged, life);
    expect(await cache.get(keyOf('/en/news/a'), ctx)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await expireTags(['node:route-test-1']);
    expect(await cache.get(keyOf('/en/news/a'), ctx)).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await cache.set(keyOf('/en/news/a'), page(200, 'new title', { 'x-next-cache-tags': 'node:route-test-1' }), life);
    expect((await cache.get(keyOf('/en/news/a'), ctx))?.value.html).toBe('<main>new title</main>');
  });

  it('an entry whose tag went stale is served once more as past its revalidate time (Next refreshes it)', async () => {
    const { cache } = cacheWith();
    await cache.set(keyOf('/en/stale'), page(200, 'x', { 'x-next-cache-tags': 'node:route-test-2' }), life);
    await new Promise((r) => setTimeout(r, 5));
    await expireTags(['node:route-test-2'], { staleFor: 60 });
    const read = await cache.get(keyOf('/en/stale'), ctx);
    expect(read?.value.html).toBe('<main>x</main>');
    expect(read!.lastModified).toBeLessThan(Date.now() - 900_000);
  });
});

describe("the route cache hands Next a large page's HTML as bytes (Node writes long strings slowly)", () => {
  const longText = (chars: number) => '剧院 theatre '.repeat(Math.ceil(chars / 11)).slice(0, chars);

  it('a large page is the UTF-8 bytes of its HTML, the same bytes on every read', async () => {
    const { cache } = cacheWith();
    const text = longText(BYTES_FROM_CHARACTERS);
    await cache.set(keyOf('/zh-hans/large'), page(200, text), life);
    const first = (await cache.get(keyOf('/zh-hans/large'), ctx))?.value.html;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect((first as Buffer).toString('utf8')).toBe(`<main>${text}</main>`);
    expect((await cache.get(keyOf('/zh-hans/large'), ctx))?.value.html).toBe(first);
  });

  it('a page too small to compress (under 1 kB) and under 48 K characters stays a string', async () => {
    const { cache } = cacheWith();
    await cache.set(keyOf('/zh-hans/tiny'), page(200, 'tiny'), life);
    expect((await cache.get(keyOf('/zh-hans/tiny'), ctx))?.value.html).toBe('<main>tiny</main>');
    const noCopies = { ...page(200, longText(BYTES_FROM_CHARACTERS - 100)), postponed: '{"resume":1}' };
    expect(
      typeof decodeRouteEntry(encodeRouteEntry({ value: noCopies, lastModified: 1, cacheControl: undefined })).value
        .html,
    ).toBe('string');
  });

  it('encodes every kind of entry and reads it back whole', () => {
    const route = {
      kind: 'APP_ROUTE',
      body: Buffer.from('<urlset/>'),
      headers: { 'content-type': 'application/xml' },
      status: 200,
    };
    expect(
      decodeRouteEntry(encodeRouteEntry({ value: route, lastModified: 5, cacheControl: life.cacheControl })),
    ).toEqual({
      value: route,
      lastModified: 5,
      cacheControl: life.cacheControl,
    });
    const shell = { ...page(200, 'x'.repeat(BYTES_FROM_CHARACTERS + 10)), postponed: '{"resume":1}' };
    expect(
      typeof decodeRouteEntry(encodeRouteEntry({ value: shell, lastModified: 1, cacheControl: undefined })).value.html,
    ).toBe('string');
  });
});

describe('the route cache keeps a page with its gzip and Brotli copies, made when it is stored', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>海湾大剧院 programme</p>'.repeat(300)}</body></html>`;
  const rsc = Buffer.from(`0:["$","main",null,{"children":"${'剧院 '.repeat(600)}"}]`);
  const bigPage = () => ({
    ...page(200, ''),
    html,
    rscData: Buffer.from(rsc),
    segmentData: new Map([
      ['/_tree', Buffer.from('a small tree')],
      ['/$d$locale/__PAGE__', Buffer.from(rsc)],
      ['/_full', Buffer.from(rsc)],
    ]),
  });

  function expectCopiesOf(bytes: unknown, original: Buffer) {
    expect(Buffer.isBuffer(bytes)).toBe(true);
    const copies = copiesOf(bytes)!;
    expect(gunzipSync(copies.gzip).equals(original)).toBe(true);
    expect(brotliDecompressSync(copies.br).equals(original)).toBe(true);
    expect(copies.br.length).toBeLessThan(original.length / 4);
  }

  it('the HTML and the RSC payload Next is handed carry their copies, on every read and after a restart (disk)', async () => {
    const { cache, dir } = cacheWith();
    await cache.set(keyOf('/en/compressed'), bigPage(), life);
    await expect.poll(async () => copiesOf((await cache.get(keyOf('/en/compressed'), ctx))?.value.html)).toBeTruthy();
    const read = await cache.get(keyOf('/en/compressed'), ctx);
    expectCopiesOf(read?.value.html, Buffer.from(html));
    expectCopiesOf(read?.value.rscData, rsc);
    expect((await cache.get(keyOf('/en/compressed'), ctx))?.value.html).toBe(read?.value.html);
    // written to the disk again once its copies are made
    await expect
      .poll(async () => copiesOf((await cacheWith({}, dir).cache.get(keyOf('/en/compressed'), ctx))?.value.html))
      .toBeTruthy();
    const restarted = await cacheWith({}, dir).cache.get(keyOf('/en/compressed'), ctx);
    expectCopiesOf(restarted?.value.html, Buffer.from(html));
    expectCopiesOf(restarted?.value.rscData, rsc);
    expectCopiesOf(restarted?.value.segmentData.get('/$d$locale/__PAGE__'), rsc);
  });

  it('a page just rendered is stored and served at once, its copies made after (Next answers a first visit only once it is stored)', async () => {
    const { cache } = cacheWith();
    // copies are made one at a time: these, of a large page stored just before, come first
    let earlierDone = false;
    const earlier = makeCopies(Buffer.from('剧院 theatre programme '.repeat(400_000))).then(() => {
      earlierDone = true;
    });
    await cache.set(keyOf('/en/first-visit'), bigPage(), life);
    expect(earlierDone).toBe(false);
    const first = await cache.get(keyOf('/en/first-visit'), ctx);
    expect(Buffer.from(first?.value.html as string | Buffer).toString('utf8')).toBe(html);
    await earlier;
    await expect.poll(async () => copiesOf((await cache.get(keyOf('/en/first-visit'), ctx))?.value.html)).toBeTruthy();
    expectCopiesOf((await cache.get(keyOf('/en/first-visit'), ctx))?.value.rscData, rsc);
  });

  it('a page the build prerendered gets its copies when it is first read', async () => {
    const server = join(root, 'server');
    const key = keyOf('/en/built-large');
    mkdirSync(join(server, 'app', 'en'), { recursive: true });
    writeFileSync(join(server, 'app', 'en', 'built-large.html'), html);
    writeFileSync(join(server, 'app', 'en', 'built-large.rsc'), rsc);
    writeFileSync(
      join(server, 'app', 'en', 'built-large.meta'),
      JSON.stringify({ status: 200, headers: {}, routeCache: { key, isFallback: false } }),
    );
    const { cache } = cacheWith();
    expect((await cache.get(key, ctx))?.value.html).toBe(html);
    await expect.poll(async () => copiesOf((await cache.get(key, ctx))?.value.html)).toBeTruthy();
    const read = await cache.get(key, ctx);
    expectCopiesOf(read?.value.html, Buffer.from(html));
    expectCopiesOf(read?.value.rscData, rsc);
  });
});

describe('the route cache reads what the build prerendered', () => {
  it("answers a key with the build's own files when it holds nothing newer, and only for the key they name", async () => {
    const server = join(root, 'server');
    const key = keyOf('/zh-hans/events');
    mkdirSync(join(server, 'app', 'zh-hans', 'events.segments'), { recursive: true });
    writeFileSync(join(server, 'app', 'zh-hans', 'events.html'), '<main>built</main>');
    writeFileSync(join(server, 'app', 'zh-hans', 'events.rsc'), 'rsc built');
    writeFileSync(join(server, 'app', 'zh-hans', 'events.segments', '_tree.segment.rsc'), 'tree built');
    writeFileSync(
      join(server, 'app', 'zh-hans', 'events.meta'),
      JSON.stringify({ status: 200, headers: {}, segmentPaths: ['/_tree'], routeCache: { key, isFallback: false } }),
    );
    const { cache } = cacheWith();
    const read = await cache.get(key, ctx);
    expect(read?.value).toMatchObject({ html: '<main>built</main>', status: 200 });
    expect(read?.value.rscData.toString()).toBe('rsc built');
    expect(read?.value.segmentData.get('/_tree').toString()).toBe('tree built');
    expect(await cacheWith().cache.get(`/route-cache/APP_PAGE/${'b'.repeat(64)}/$/zh-hans/events`, ctx)).toBeNull();
    await cache.set(key, page(200, 'rendered since'), life);
    expect((await cache.get(key, ctx))?.value.html).toBe('<main>rendered since</main>');
  });
});

describe("Next's cacheHandler interface", () => {
  it("keeps pages on disk in the build folder, under this build's name, and reads them back through the documented get/set", async () => {
    const server = join(root, 'handler-build', 'server');
    // pages an earlier build of this folder left: they name scripts this build does not have
    const earlier = join(server, '..', 'cache', 'route-cache', 'an-earlier-build', 'ab');
    mkdirSync(earlier, { recursive: true });
    writeFileSync(join(earlier, 'ab12'), 'a page of the earlier build');
    const handler = new RouteCacheHandler({ serverDistDir: server });
    await handler.set(keyOf('/en/via-handler'), page(200, 'handled'), {
      ...life,
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(
      (await new RouteCacheHandler({ serverDistDir: server }).get(keyOf('/en/via-handler'), ctx))?.value.html,
    ).toBe('<main>handled</main>');
    expect(filesIn(diskFolderOf(server))).toHaveLength(1);
    await expect.poll(() => existsSync(earlier)).toBe(false);
  });
});

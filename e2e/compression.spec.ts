import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { baseURL } from '../playwright.config';
import { firstNode, sitePath } from './support';

/**
 * Compression against the built site, read off the wire (fetch and Playwright decode bodies
 * themselves): a page from the route cache goes out as the gzip or Brotli copy made when it was
 * stored (lib/platform/cache/compressed-copies.mjs, lib/platform/http/compression.ts), a page rendered per request
 * is compressed as it streams, as before. Requests, no browser: desktop only.
 */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks until the page comes from the route cache with its copies: a first visit renders it, and a
 * page of the build gets its copies in the background after it is first read (until then it is
 * compressed per answer, streamed without a length). Tests in the other worker edit content, so a
 * page may also be STALE for a moment (served once more while it renders again): asked again then.
 */
async function cachedPage(path: string): Promise<Answer> {
  let plain: Answer | undefined;
  await expect
    .poll(
      async () => {
        const stored = (await get(path, { 'Accept-Encoding': 'gzip' })).headers['content-length'] !== undefined;
        plain = await get(path, {});
        return { stored, status: plain.status, cache: plain.headers['x-nextjs-cache'] };
      },
      { message: `${path}: sent as its stored copy, from the cache`, timeout: 30_000 },
    )
    .toEqual({ stored: true, status: 200, cache: 'HIT' });
  return plain!;
}

test.describe('compression on the wire @desktop-only', () => {
  test('a cached page answered twice with gzip, then br: the same bytes, the page once decoded, with Content-Encoding, Vary and Content-Length', async ({
    request,
  }) => {
    const news = await firstNode(request, 'zh-hans', 'news');
    for (const path of [sitePath('zh-hans', news.alias), '/en']) {
      const plain = await cachedPage(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      for (const [encoding, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        const first = await get(path, { 'Accept-Encoding': encoding });
        const second = await get(path, { 'Accept-Encoding': encoding });
        expect(first.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(first.headers.vary, `${path} ${encoding}`).toMatch(/\baccept-encoding\b/i);
        expect(first.headers['content-length'], `${path} ${encoding}`).toBe(String(first.body.length));
        expect(second.body.equals(first.body), `${path} ${encoding}: the same bytes twice`).toBe(true);
        expect(decode(first.body).equals(plain.body), `${path} ${encoding}: decodes to the page`).toBe(true);
      }
      // what every browser sends: Brotli
      expect((await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe(
        'br',
      );
    }
  });

  test("a cached page's RSC payload and prefetch segment (client-side navigations) come compressed too; HEAD and Range still answer as before", async () => {
    await cachedPage('/en/news');
    // the router's requests: `_rsc` is the hash of the router's headers (empty with none of them)
    const rsc = await get('/en/news?_rsc', { RSC: '1', 'Accept-Encoding': 'gzip, br' });
    const segment = '/$d$locale/news/__PAGE__';
    const hash = await computeCacheBustingSearchParam('1', segment, undefined, undefined);
    const prefetch = await get(`/en/news?_rsc=${hash}`, {
      RSC: '1',
      'Next-Router-Prefetch': '1',
      'Next-Router-Segment-Prefetch': segment,
      'Accept-Encoding': 'gzip, br',
    });
    for (const answer of [rsc, prefetch]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/x-component');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(brotliDecompressSync(answer.body).length).toBeGreaterThan(1024);
    }

    const head = await get('/en/news', { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // no ranges of a page: the whole page, compressed
    const ranged = await get('/en/news', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-99' });
    expect(ranged.status).toBe(200);
    expect(gunzipSync(ranged.body).toString('utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
  });

  test('a page that is not cached still comes compressed: a member page, rendered per request and streamed', async () => {
    const login = await get('/en/login', { 'Accept-Encoding': 'gzip, br' });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toMatch(/no-store/);
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(login.headers.vary).toMatch(/\baccept-encoding\b/i);
    expect(gunzipSync(login.body).toString('utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
  });
});

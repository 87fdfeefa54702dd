// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachCopies, makeCopies } from '../lib/platform/cache/compressed-copies.mjs';
import { preferredEncoding } from '../lib/platform/http/accept-encoding';
import { compressResponse } from '../lib/platform/http/compression';
import { staticCopies } from '../lib/platform/http/static-copies';

/**
 * The response layer of lib/platform/http/compression.ts on a plain Node server that answers as Next's does:
 * a cached page is one Buffer written after a flushed head (then an empty end), an uncached page is
 * streamed in pieces, HEAD writes no body.
 */
const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>剧院 theatre programme</p>'.repeat(400)}</body></html>`);
const rendered = ['<!DOCTYPE html><html><body>', '<p>rendered per request</p>'.repeat(300), '</body></html>'];

let origin = '';
let server: http.Server;

/** A client-side navigation's payload, rendered per request: rows written one by one, as React streams them. */
const rowText = Array.from({ length: 250 }, (_, k) => ((k * 2654435761) >>> 0).toString(36)).join(' ');
const payloadRow = (i: number) => `${i}:["$","section",null,{"children":"${rowText}"}]\n`;
const PAYLOAD_ROWS = 6;
/** Each row after the first is written once the client has the one before (streamed, not held to the end). */
const rowsTaken: Array<() => void> = [];
const rowTaken = (i: number) => new Promise<void>((resolve) => (rowsTaken[i] = resolve));

/** Next's pipeToNodeResponse: the head flushed, then each chunk written and `res.flush()`ed, then end(). */
async function streamLikeNext(res: ServerResponse, rows: string[], waitFor?: (i: number) => Promise<void>) {
  res.setHeader('Content-Type', 'text/x-component');
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.flushHeaders();
  for (const [i, row] of rows.entries()) {
    if (i > 0) await waitFor?.(i - 1);
    res.write(new TextEncoder().encode(row));
    (res as ServerResponse & { flush?: () => void }).flush?.();
  }
  res.end();
}

function answerLikeNext(req: IncomingMessage, res: ServerResponse, cached: Buffer, type = 'text/html; charset=utf-8') {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 's-maxage=900, stale-while-revalidate=2591100');
  res.setHeader('x-nextjs-cache', 'HIT');
  if (req.method === 'HEAD') return void res.end(null);
  // Next's pipeToNodeResponse: flushHeaders, then each chunk, then end()
  res.flushHeaders();
  res.write(cached);
  res.end();
}

beforeAll(async () => {
  const cached = attachCopies(Buffer.from(page), await makeCopies(page));
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    if (req.url === '/cached') return answerLikeNext(req, res, cached);
    if (req.url === '/rsc') return answerLikeNext(req, res, cached, 'text/x-component');
    if (req.url === '/streamed') {
      const rows = Array.from({ length: PAYLOAD_ROWS }, (_, i) => payloadRow(i));
      return void streamLikeNext(res, rows, rowTaken);
    }
    if (req.url?.startsWith('/repeated/')) {
      // the same row, written as many times as the path says
      const rows = Array.from({ length: Number(req.url.slice('/repeated/'.length)) }, () => payloadRow(0));
      return void streamLikeNext(res, rows);
    }
    // not from the cache: rendered and streamed in pieces
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    for (const piece of rendered) res.write(piece);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function request(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a cached page goes out as the copy made when it was stored', () => {
  it('with gzip: byte-identical twice, the page once decoded, with its encoding, Vary and length', async () => {
    const first = await request('/cached', { 'Accept-Encoding': 'gzip' });
    const second = await request('/cached', { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(second.body.equals(first.body)).toBe(true);
    expect(gunzipSync(first.body).equals(page)).toBe(true);
    expect(first.body.length).toBeLessThan(page.length / 4);
  });

  it("with a browser's gzip, br: the Brotli copy, byte-identical twice, the page once decoded", async () => {
    const first = await request('/cached', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const second = await request('/cached', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.body).equals(page)).toBe(true);
  });

  it("a page's RSC payload (client-side navigations) likewise", async () => {
    const answer = await request('/rsc', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-type']).toBe('text/x-component');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(page)).toBe(true);
  });

  it('uncompressed, with its length, to a client that takes no encoding', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'gzip;q=0, br;q=0' },
    ];
    for (const headers of asked) {
      const answer = await request('/cached', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(page.length));
      expect(answer.body.equals(page)).toBe(true);
    }
  });

  it('HEAD: the head alone, no body', async () => {
    const answer = await request('/cached', { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});

describe('a page that is not cached is compressed as before', () => {
  it('with gzip, streamed (no length), the page once decoded', async () => {
    const answer = await request('/rendered', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(gunzipSync(answer.body).toString('utf8')).toBe(rendered.join(''));
  });

  it('a streamed payload: each row reaches the client, decoded, before the next is written, and the answer ends', async () => {
    const decoded = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        `${origin}/streamed`,
        { headers: { 'Accept-Encoding': 'gzip, br' }, agent: false },
        (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const text = res.pipe(createGunzip());
          let received = '';
          let rows = 0;
          text.on('data', (chunk: Buffer) => {
            received += chunk.toString('utf8');
            // the server writes row n + 1 only once row n is here: a row held back stalls the answer
            for (; received.split('\n').length - 1 > rows; rows++) rowsTaken[rows]?.();
          });
          text.on('end', () => resolve(received));
          text.on('error', reject);
        },
      );
      req.on('error', reject);
    });
    expect(decoded).toBe(Array.from({ length: PAYLOAD_ROWS }, (_, i) => payloadRow(i)).join(''));
  });

  it('a streamed payload is flushed row by row without forgetting the rows before (a repeated row costs next to nothing)', async () => {
    // Z_FULL_FLUSH after each write, the middleware's own flush, starts every row from an empty dictionary
    const once = await request('/repeated/1', { 'Accept-Encoding': 'gzip' });
    const fourTimes = await request('/repeated/4', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(fourTimes.body).toString('utf8')).toBe(payloadRow(0).repeat(4));
    expect(fourTimes.body.length - once.body.length).toBeLessThan(once.body.length / 2);
  });

  it('uncompressed to a client that takes no encoding', async () => {
    const answer = await request('/rendered', {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(rendered.join(''));
  });
});

describe('Accept-Encoding, as the compression middleware reads it', () => {
  const offered = ['br', 'gzip'] as const;
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['x-gzip', 'gzip'],
    ['gzip;q=0.5, identity', null],
    ['gzip, identity;q=0.5', 'gzip'],
  ])('%j -> %j', (header, expected) => {
    expect(preferredEncoding(header, offered)).toBe(expected);
  });
});

describe("the build's scripts and stylesheets go out as copies made once per process", () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-copies-'));
  const script = Buffer.from(`self.chunk=function(){return ${JSON.stringify('剧院 theatre '.repeat(300))}};`);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'chunks', 'page-0a1b2c.js'), script);
  const statics = staticCopies(dir);
  let staticServer: http.Server;
  let staticOrigin = '';

  beforeAll(async () => {
    staticServer = http.createServer((req, res) => {
      if (statics.answer(req, res)) return;
      // what Next answers
      res.setHeader('x-answered-by', 'next');
      res.end('from next');
    });
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    staticOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    return new Promise<void>((resolve) => staticServer.close(() => resolve()));
  });

  const ask = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${staticOrigin}${path}`, { headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it("the first request is Next's; the next ones get the Brotli or gzip copy, immutable, with its length", async () => {
    const path = '/_next/static/chunks/page-0a1b2c.js';
    expect((await ask(path, { 'Accept-Encoding': 'gzip, br' })).headers['x-answered-by']).toBe('next');
    await expect.poll(() => statics.ready.has('chunks/page-0a1b2c.js')).toBe(true);
    const br = await ask(`${path}?dpl=1`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gz = await ask(path, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
    // left to Next: no encoding taken, a range, a conditional request
    const leftToNext: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br', Range: 'bytes=0-9' },
      { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"x"' },
    ];
    for (const headers of leftToNext) {
      expect((await ask(path, headers)).headers['x-answered-by']).toBe('next');
    }
  });

  it('a file the build does not have is never read or kept, whatever the path asks', async () => {
    for (const path of [
      '/_next/static/chunks/nope.js',
      '/_next/static/../../etc/passwd.js',
      '/_next/static/chunks/page-0a1b2c.js/x.js',
    ]) {
      expect((await ask(path, { 'Accept-Encoding': 'br' })).headers['x-answered-by']).toBe('next');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...statics.ready.keys()]).toEqual(['chunks/page-0a1b2c.js']);
  });
});

describe('the copies are made off the thread pool that file reads and uncached answers share', () => {
  it('a copy is ready while every thread of the pool is busy', async () => {
    const { pbkdf2 } = await import('node:crypto');
    // more long jobs than libuv has threads (4 unless UV_THREADPOOL_SIZE says otherwise)
    const threads = Number(process.env.UV_THREADPOOL_SIZE || 4);
    const order: string[] = [];
    const blockers = Array.from(
      { length: threads * 2 },
      () =>
        new Promise<void>((resolve) =>
          pbkdf2('pool', 'salt', 200_000, 64, 'sha512', () => {
            order.push('pool job');
            resolve();
          }),
        ),
    );
    const page = Buffer.from('<p>a cached page</p>'.repeat(5000));
    const copies = await makeCopies(page);
    order.push('copy');
    await Promise.all(blockers);
    expect(order[0]).toBe('copy');
    expect(gunzipSync(copies!.gzip).equals(page)).toBe(true);
    expect(brotliDecompressSync(copies!.br).equals(page)).toBe(true);
  });
});

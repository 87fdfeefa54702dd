import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { COPY_ENCODINGS, copiesOf } from '../cache/compressed-copies.mjs';
import { preferredEncoding } from './accept-encoding';
import { onResponseClosed } from './response-closed';
import { staticCopies } from './static-copies';

/**
 * Compression, where Next's server would do it (next.config.ts turns Next's own off), with one
 * difference: a page from the route cache goes out as the gzip or Brotli copy made when it was
 * stored (lib/platform/cache/compressed-copies.mjs), not compressed again on every answer, which took a
 * quarter to a half of the process's time with browsers' `Accept-Encoding: gzip, br`.
 *
 * Everything else is compressed as before, by Next's own copy of the `compression` middleware
 * (gzip or deflate, from 1 kB, streamed pages flushed as they render, each write in one zlib step:
 * see `compress` below). Next's own instance could
 * not serve the copies: it wraps the response after the site's code and decides its encoding when
 * the head is written, before the body is known. Here the copies' layer wraps the middleware, so
 * it sees the body first: Next writes a cached page (or its RSC payload) as the very Buffer the
 * route cache handed it, and that Buffer carries its copies. The head Next flushes just before
 * that write is held until the write: the first bytes decide it.
 *
 * A copy goes out only for a GET answered 200 whose head names no encoding and no `no-transform`,
 * with `Content-Encoding`, `Vary: Accept-Encoding` and its `Content-Length`; a client that takes
 * neither encoding gets the page as it is, with its length. HEAD, 304s, partly prerendered pages
 * (their shell is resumed per request), Draft Mode and member pages (never cached) are the
 * middleware's, as before.
 */

/**
 * Each write is compressed and flushed in one zlib step (Z_SYNC_FLUSH), and `res.flush()` (which
 * Next calls after every write of a streamed page) does nothing more. By default the middleware
 * compresses a write, then flushes it in a second step (Z_FULL_FLUSH, which also forgets what came
 * before, so a later chunk cannot point back into an earlier one). Every zlib step of every
 * response waits its turn in libuv's 4-thread pool, with every file read and every compressed copy:
 * on a loaded machine a turn took 0.5-5 s, and a client-side navigation's payload (a dozen chunks)
 * came a step per turn, so twice as late.
 */
const compress = compression({ flush: zlibConstants.Z_SYNC_FLUSH });

/** Adds `Accept-Encoding` to the response's `Vary` unless it is there (or `*`). */
function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** The bytes to send instead of `chunk` (its copy, or itself with its length), head set; null to leave it. */
function copyFor(req: IncomingMessage, res: ServerResponse, chunk: unknown): Buffer | null {
  if (!Buffer.isBuffer(chunk)) return null;
  const copies = copiesOf(chunk);
  if (!copies || req.method !== 'GET' || res.headersSent || res.statusCode !== 200) return null;
  if (res.hasHeader('Content-Encoding') || /\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? '')))
    return null;
  const encoding = preferredEncoding(req.headers['accept-encoding'], COPY_ENCODINGS);
  varyOnEncoding(res);
  const body = encoding ? copies[encoding] : chunk;
  if (encoding) {
    res.setHeader('Content-Encoding', encoding);
    // a validator names one representation: a strong one cannot stand for the compressed one too
    const etag = res.getHeader('ETag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
  }
  res.setHeader('Content-Length', body.length);
  return body;
}

const hasBytes = (chunk: unknown) =>
  typeof chunk === 'string' ? chunk.length > 0 : chunk instanceof Uint8Array && chunk.byteLength > 0;

/** Puts the copies' layer over `res` (already wrapped by the middleware). */
function serveCopies(req: IncomingMessage, res: ServerResponse): void {
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  let state: 'open' | 'copy' | 'as-is' = 'open';
  let flushWanted = false;

  /** The first bytes: the copy to send instead (head set), or null to send them as they are. */
  const decide = (chunk: unknown): Buffer | null => {
    state = 'as-is';
    const copy = copyFor(req, res, chunk);
    if (copy) state = 'copy';
    else if (flushWanted) flushHeaders.call(res);
    flushWanted = false;
    return copy;
  };
  /** More bytes after a copy: the body was not the cached page alone, which Next never does. */
  const broken = () => {
    res.destroy(new Error('more bytes after a cached page sent whole'));
    return false;
  };

  res.flushHeaders = function (this: ServerResponse) {
    if (state !== 'open') return flushHeaders.call(this);
    if (flushWanted) return;
    flushWanted = true;
    // Next writes right after it flushes; a head flushed for nothing to follow goes out anyway
    setImmediate(() => {
      if (state === 'open' && flushWanted) decide(undefined);
    });
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (state === 'open') {
      const copy = decide(chunk);
      if (copy) return (write as (...args: unknown[]) => boolean).call(this, copy, ...rest);
    } else if (state === 'copy' && hasBytes(chunk)) {
      return broken();
    }
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (state === 'open') {
      const copy = decide(chunk);
      if (copy) return (end as (...args: unknown[]) => ServerResponse).call(this, copy, ...rest);
    } else if (state === 'copy' && hasBytes(chunk)) {
      broken();
      return this;
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}

/** Compression for one response, as Next's server installs it, with the cached copies' layer over it. */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  compress(req, res, () => {});
  (res as ServerResponse & { flush?: () => void }).flush = () => {};
  // as Next does: on a client that goes away mid-answer the middleware never ends its zlib stream
  onResponseClosed(res, () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  serveCopies(req, res);
}

const INSTALLED = Symbol.for('theatre.compression');

/**
 * Compresses every response of every HTTP server of this process, and sends the build's scripts
 * and stylesheets as copies compressed once (static-copies.ts); returns a function that stops it.
 * The build folder is next.config.ts's `distDir`, in the folder `next start` runs in; `next dev`
 * serves scripts of its own, from memory, so there it leaves them alone.
 */
export function installCompression(): () => void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (server[INSTALLED]) return () => {};
  const statics =
    process.env.NODE_ENV === 'production'
      ? staticCopies(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static'))
      : null;
  const emit = server.emit;
  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (statics?.answer(req, res)) return true;
      compressResponse(req, res);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof server.emit;
  server[INSTALLED] = true;
  return () => {
    server.emit = emit;
    server[INSTALLED] = false;
  };
}

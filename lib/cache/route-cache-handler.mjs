/**
 * Next's own route cache (its file system cache: rendered pages in memory and on disk), except that
 * it keeps no "not found" page. The content catch-all and the show routes render any path on first
 * visit and cache the result, a 404 as much as a page: every unknown URL became files on disk
 * (1,200 hostile paths in the e2e tests left 90 MB) and an entry in the memory cache, where it
 * pushes real pages out, so anyone could fill the disk by asking for random paths. Here a 404 is
 * not stored, and what was stored for that path before (a page since unpublished or deleted) is
 * dropped, in memory and on disk, so that no restart can bring it back. A 404 asked for again is
 * rendered again; its response still carries the page's Cache-Control, so a CDN in front may keep
 * it. Nor does it keep a redirect: the only one a page render makes is to the maintenance page while
 * the content backend answers 503 (lib/cms/load-route.ts). Stored, it outlived the outage: it went
 * on being served while the backend failed in any other way, in place of the error page, and sent
 * the first visitor after the outage to maintenance once more. A page stored before is left as it
 * is, so already rendered pages keep being served through the outage. Configured as `cacheHandler`
 * in next.config.ts.
 *
 * And it hands Next a large page's HTML as bytes. Next keeps a page's HTML as a string and ends the
 * response with it; Node joins the response head to a string body and encodes the joined string.
 * Once that string takes 128 kB in V8 (64 K characters when it holds any character beyond Latin-1,
 * as every page here does: Chinese text, the language switch), V8 copies it into its large-object
 * space on every response: 0.35 to 0.5 ms for a 70 to 110 kB page, half of Next's time serving it,
 * against 0.03 ms for the same bytes (measured on these machines with a bare Node server; Node's
 * own benchmark http/end-vs-write-end shows strings far slower than buffers, nodejs/node#46603).
 * Given bytes, Next streams them (chunked, no Content-Length), which costs a fixed 0.05 to 0.1 ms
 * more than a small string: so pages under 48 K characters, with room for the head, stay strings.
 * The bytes are made once per cached page.
 */
import { rm } from 'node:fs/promises';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** A rendered App Router page whose status is 404. */
export function isNotFoundPage(data) {
  return Boolean(data) && data.kind === 'APP_PAGE' && data.status === 404;
}

/** A page render that ended in a redirect (status 3xx, with its location among the headers). */
export function isRedirect(data) {
  return Boolean(data) && data.kind === 'APP_PAGE' && data.status >= 300 && data.status < 400;
}

/** A page whose HTML Node writes faster as bytes than as a string, with room for the response head. */
export const BYTES_FROM_CHARACTERS = 48 * 1024;

/** A cached page's HTML as bytes, made once for each page the cache holds. */
const htmlBytes = new WeakMap();

/** The cache entry as Next gets it: a large, fully rendered page's HTML as bytes. */
export function withHtmlAsBytes(entry) {
  const value = entry?.value;
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed) return entry;
  if (value.html.length < BYTES_FROM_CHARACTERS) return entry;
  let bytes = htmlBytes.get(value);
  if (!bytes) {
    bytes = Buffer.from(value.html);
    htmlBytes.set(value, bytes);
  }
  return { ...entry, value: { ...value, html: bytes } };
}

export default class RouteCacheHandler extends FileSystemCache {
  async get(...args) {
    return withHtmlAsBytes(await super.get(...args));
  }

  async set(key, data, ctx) {
    if (isRedirect(data)) return;
    if (!isNotFoundPage(data)) return super.set(key, data, ctx);
    FileSystemCache.memoryCache?.remove(key);
    if (this.flushToDisk) await this.forgetOnDisk(key);
  }

  /** The files the file system cache writes for a page: html, rsc, meta and the segments folder. */
  async forgetOnDisk(key) {
    // a path with a NUL byte (hostile input) was never written: the file system refuses the name
    if (key.includes('\0')) return;
    let base;
    try {
      base = this.getFilePath(`${key}.html`, 'APP_PAGE').slice(0, -'.html'.length);
    } catch {
      return; // a key the cache itself refuses as a path: nothing of it is on disk
    }
    await Promise.all([
      ...['.html', '.rsc', '.meta'].map((suffix) => rm(`${base}${suffix}`, { force: true })),
      rm(`${base}.segments`, { recursive: true, force: true }),
    ]);
  }
}

// @ts-check
/**
 * The route cache: rendered pages and route handler answers, in the process's memory and behind
 * it on disk (one process) or in Redis (several instances), then the build's own prerendered
 * pages. What it refuses to keep, and why:
 *
 * - a 404: the content catch-all renders any path, so every unknown URL would become an entry
 *   (1,200 hostile paths left 90 MB on disk); what was kept for that path before (a page since
 *   unpublished or deleted) is dropped too, so no restart brings it back;
 * - a redirect: the one a page render makes is to the maintenance page while the backend answers
 *   503; kept, it outlived the outage, sent visitors to maintenance after it and hid the error page;
 * - an answer made per request: a page with a postponed (request-time) part, as member pages have,
 *   an answer marked private, or one with no cache life. Each order token (`/profile/orders/<x>`)
 *   was a new 61 kB entry in 7 files: 3,000 random tokens added 184 MB and 21,000 files.
 *
 * A page is kept with the gzip and Brotli copies of what browsers ask for (its HTML, its RSC payload,
 * its prefetch segments), made once here right after it is stored (then stored again with them) or
 * first read from the build, so that no answer compresses them again (compressed-copies.mjs;
 * lib/platform/http/compression.ts sends them).
 *
 * Memory and disk are each bounded in bytes and in entries (least recently used go first), so no
 * request pattern can grow either without limit. Every read checks the entry against the tag
 * clock: an entry stored before one of its tags was expired is not served (Next renders the page
 * again); one stored before a tag was made stale is served once more while Next refreshes it.
 */
import { readBuildSeed } from './build-seeds.mjs';
import { copiesOf, makeCopies } from './compressed-copies.mjs';
import { edgeEnabled, edgeKeyLines } from './edge.mjs';
import { decodeRouteEntry, encodeRouteEntry, pageParts } from './entry-codec.mjs';
import { expiryOf, followTags, stalenessOf } from './tag-clock.mjs';
import { countCacheLookup } from '../observability/metrics.mjs';

// Next's cache values are opaque to the site: typed loosely (`any`) on purpose.
/** @typedef {import('./entry-codec.mjs').RouteEntry} RouteEntry */
/** @typedef {import('./compressed-copies.mjs').Copies} Copies */
/** @typedef {{ kind: string, isFallback?: boolean, isRoutePPREnabled?: boolean }} LookupContext what Next asks a lookup with */
/** @typedef {RouteEntry & { tags: string[], size?: number }} HeldRoute an entry as held in memory */
/**
 * @typedef {object} Store
 * @property {(key: string) => Promise<Buffer | null>} get
 * @property {(key: string, bytes: Buffer, ttl?: number) => Promise<void>} set
 * @property {(key: string) => Promise<void>} delete
 */

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @param {any} value
 * @returns {boolean}
 */
export function isNotFound(value) {
  return (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status === 404;
}

/**
 * @param {any} value
 * @returns {boolean}
 */
export function isRedirect(value) {
  return (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status >= 300 && value.status < 400;
}

/**
 * An answer made for one request: never kept, since each request would add another.
 * @param {any} value
 * @param {RouteEntry['cacheControl']} [cacheControl]
 * @returns {boolean}
 */
export function isPerRequest(value, cacheControl) {
  if (value.kind === 'APP_PAGE' && typeof value.postponed === 'string') return true;
  if (cacheControl && cacheControl.revalidate === 0) return true;
  const header = value.headers?.['cache-control'];
  return typeof header === 'string' && /\b(private|no-store)\b/i.test(header);
}

/**
 * @param {any} value
 * @returns {string[]}
 */
function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * An entry as held in memory: decoded once, with its tags and (with an edge) its `xkey` lines.
 * @param {RouteEntry} entry
 * @param {number} [size]
 * @returns {HeldRoute}
 */
function held(entry, size) {
  const tags = tagsOf(entry.value);
  const value =
    edgeEnabled() && entry.value.headers
      ? { ...entry.value, headers: { ...entry.value.headers, xkey: edgeKeyLines(tags) } }
      : entry.value;
  return { value, lastModified: entry.lastModified, cacheControl: entry.cacheControl, tags, size };
}

/** @param {unknown} bytes */
const copiesSize = (bytes) => {
  const copies = copiesOf(bytes);
  return copies ? copies.br.length + copies.gzip.length : 0;
};

/**
 * Rough bytes of a page held in memory (its HTML as a string takes about twice its length).
 * @param {any} value
 * @returns {number}
 */
function sizeOf(value) {
  const html = typeof value.html === 'string' ? value.html.length * 2 : (value.html?.length ?? 0);
  let size = 1024 + html + (value.rscData?.length ?? 0) + (value.body?.length ?? 0);
  size += copiesSize(value.html) + copiesSize(value.rscData);
  for (const bytes of value.segmentData?.values() ?? []) size += bytes.length + copiesSize(bytes);
  return size;
}

/**
 * The segment Next writes for its own deploy targets: the whole payload again (as `rsc`), which
 * the router never asks for here.
 */
const UNASKED_SEGMENT = 'segment:/_full';

/**
 * The compressed copies kept with a page, by part name: of its HTML, of its RSC payload and of its
 * prefetch segments (what the router fetches for every link on screen, and navigates with). None
 * for a shell Next resumes per request, or for a route handler's answer (Next copies its body into
 * a Response of its own, so its bytes cannot be recognized when sent).
 * @param {any} value
 * @param {{ later?: boolean }} options
 * @returns {Promise<Record<string, Copies> | undefined>}
 */
async function copiesOfPage(value, options) {
  if (value.kind !== 'APP_PAGE' || typeof value.postponed === 'string') return undefined;
  const parts = pageParts(value).filter(([name, bytes]) => bytes && name !== UNASKED_SEGMENT);
  const made = await Promise.all(
    parts.map(async ([name, bytes]) => /** @type {const} */ ([name, await makeCopies(bytes, options)])),
  );
  return Object.fromEntries(made.filter(/** @returns {pair is [string, Copies]} */ (pair) => pair[1] !== undefined));
}

/**
 * A page that should have copies and has none (yet): a rendered page, not a resumed shell.
 * @param {any} value
 * @returns {boolean}
 */
function lacksCopies(value) {
  return (
    value.kind === 'APP_PAGE' &&
    typeof value.postponed !== 'string' &&
    !copiesOf(value.html) &&
    !copiesOf(value.rscData)
  );
}

/**
 * An entry in the form it is held in memory: encoded with its copies and read back.
 * @param {RouteEntry} entry
 * @param {{ later?: boolean }} options
 * @returns {Promise<{ bytes: Buffer, decoded: HeldRoute }>}
 */
async function withCopies(entry, options) {
  const bytes = encodeRouteEntry({ ...entry, copies: await copiesOfPage(entry.value, options) });
  return { bytes, decoded: held(decodeRouteEntry(bytes), bytes.length) };
}

/** The route cache: memory, then disk or Redis, then the build's prerendered pages. */
export class RouteCache {
  /**
   * @param {{
   *   memory: import('./memory-lru.mjs').MemoryLru<HeldRoute>,
   *   store: Store | null,
   *   shared: boolean,
   *   serverDistDir?: string,
   * }} layers `store`: the disk, or Redis when `shared`
   */
  constructor({ memory, store, shared, serverDistDir }) {
    this.memory = memory;
    this.store = store;
    this.shared = shared;
    this.serverDistDir = serverDistDir;
  }

  /**
   * @param {string} key
   * @param {LookupContext} ctx
   * @returns {Promise<RouteEntry | null>}
   */
  async get(key, ctx) {
    followTags();
    let entry = this.memory.get(key);
    countCacheLookup('route', 'memory', entry !== undefined);
    // Another instance may have stored a newer copy once this one's went stale or out of date.
    if (
      this.store &&
      (!entry || (this.shared && (this.isTimeStale(entry) || expiryOf(entry.tags) > entry.lastModified)))
    ) {
      const bytes = await this.store.get(key);
      if (bytes) {
        const decoded = decodeRouteEntry(bytes);
        const stored = held(decoded, bytes.length);
        if (!entry || stored.lastModified > entry.lastModified) {
          entry = stored;
          this.memory.set(key, entry, sizeOf(entry.value));
          // stored by another instance before its copies were made: this one makes its own
          if (lacksCopies(stored.value)) this.copyLater(key, entry, decoded, { later: true });
        }
      }
    }
    if (!entry) {
      const seed = await readBuildSeed(this.serverDistDir, key, ctx);
      if (!seed) return null;
      entry = held(seed);
      this.memory.set(key, entry, sizeOf(entry.value));
      this.copyLater(key, entry, seed, { later: true });
    }
    if (expiryOf(entry.tags) > entry.lastModified) return null;
    let { lastModified } = entry;
    if (stalenessOf(entry.tags) > lastModified) {
      // served once more while Next renders it again: as if its revalidate time had passed
      const revalidate = entry.cacheControl?.revalidate;
      lastModified = Math.min(lastModified, Date.now() - (typeof revalidate === 'number' ? revalidate : 1) * 1000 - 1);
    }
    return { lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * Makes a page's copies off the answer path and holds the page with them, if nothing newer took
   * its place meanwhile; `store`: writes it again, with its copies, to the disk or Redis. A page
   * just rendered is sent and stored at once and compressed per answer until then: Next waits for
   * `set` before it answers a first visit, and the copies of a page take a dozen compressions one
   * after another (its HTML, RSC payload and prefetch segments, in two encodings), behind those of
   * every other page stored at the same time (a landing's links prefetched at once: seconds on a
   * loaded machine, and a click waited for them). A page read from the build (`later`: after the
   * copies of pages just stored, as the build's scripts) is served at once likewise.
   * @param {string} key
   * @param {HeldRoute} entry the entry held now, which the copies replace
   * @param {RouteEntry} source
   * @param {{ later?: boolean, store?: boolean }} [options]
   */
  copyLater(key, entry, source, { later = false, store = false } = {}) {
    withCopies(source, { later })
      .then(async ({ bytes, decoded }) => {
        if (this.memory.peek(key) !== entry) return;
        this.memory.set(key, decoded, sizeOf(decoded.value));
        if (store) await this.store?.set(key, bytes, source.cacheControl?.expire);
      })
      .catch((error) => console.warn(`[cache] compressed copies not made: ${error.message}`));
  }

  /** @param {HeldRoute} entry */
  isTimeStale(entry) {
    const revalidate = entry.cacheControl?.revalidate;
    return typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 < Date.now();
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ cacheControl?: RouteEntry['cacheControl'] }} [ctx]
   * @returns {Promise<void>}
   */
  async set(key, value, ctx) {
    if (!value) return;
    if (isRedirect(value)) return; // a page kept before the outage stays
    const cacheControl = ctx?.cacheControl;
    if (isPerRequest(value, cacheControl)) return;
    if (isNotFound(value)) return this.forget(key);
    const entry = { value, lastModified: Date.now(), cacheControl };
    const bytes = encodeRouteEntry(entry);
    const decoded = held(decodeRouteEntry(bytes), bytes.length);
    this.memory.set(key, decoded, sizeOf(decoded.value));
    await this.store?.set(key, bytes, cacheControl?.expire);
    if (!lacksCopies(decoded.value)) return;
    this.copyLater(key, decoded, entry, { store: true });
  }

  /**
   * @param {string} key
   * @returns {Promise<void>}
   */
  async forget(key) {
    this.memory.delete(key);
    await this.store?.delete(key);
  }
}

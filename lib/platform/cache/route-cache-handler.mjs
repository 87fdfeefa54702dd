// @ts-check
/**
 * Next's `cacheHandler` (the route cache: rendered pages, route handler answers), written to the
 * documented interface (get, set, revalidateTag, resetRequestCache): see route-cache.mjs for what
 * it keeps and where. Next creates one of these per request, so the cache itself is one per
 * process. Configured in next.config.ts; Node loads this file directly, outside the app's bundle.
 */
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildIdentity, noteServerDistDir } from './build-identity.mjs';
import { DiskStore } from './disk-store.mjs';
import { MemoryLru } from './memory-lru.mjs';
import { redisConfigured } from '../redis/redis.mjs';
import { RedisStore } from './redis-store.mjs';
import { RouteCache } from './route-cache.mjs';
import { cacheSettings, isBuildPhase, megabytes } from '../config/cache-settings.mjs';
import { keepTagsIn } from './tag-clock.mjs';
import { logger } from '../observability/log.mjs';
import { traced } from '../observability/trace.mjs';

/** @typedef {import('./entry-codec.mjs').RouteEntry} RouteEntry */
/** @typedef {import('./route-cache.mjs').HeldRoute} HeldRoute */

const CACHE = Symbol.for('theatre.cache.routes');

/** `globalThis`, seen as the holder of the one route cache per process */
const holder = /** @type {{ [CACHE]?: RouteCache }} */ (globalThis);

/**
 * Where pages are kept on disk without Redis: in the build folder's cache folder (which a new build
 * keeps, as Next keeps its own), under this build's identity: a page rendered by another build
 * names scripts and styles only that build had. The other builds' folders are removed.
 * @param {string} serverDistDir
 * @returns {string}
 */
export const diskFolderOf = (serverDistDir) => join(serverDistDir, '..', 'cache', 'route-cache', buildIdentity());

/** @param {string} folder */
async function removeOtherBuilds(folder) {
  const parent = dirname(folder);
  const names = await readdir(parent).catch(() => /** @type {string[]} */ ([]));
  await Promise.all(
    names
      .filter((name) => name !== basename(folder))
      .map((name) => rm(join(parent, name), { recursive: true, force: true })),
  );
}

/**
 * @param {string | undefined} serverDistDir
 * @returns {RouteCache}
 */
function routeCache(serverDistDir) {
  if (holder[CACHE]) return holder[CACHE];
  const settings = cacheSettings();
  /** @type {MemoryLru<HeldRoute>} */
  const memory = new MemoryLru({
    maxBytes: megabytes(settings.ROUTE_CACHE_MEMORY_MB),
    maxEntries: settings.ROUTE_CACHE_MEMORY_ENTRIES,
  });
  const shared = redisConfigured();
  /** @type {RedisStore | DiskStore | null} */
  let store = null;
  if (isBuildPhase()) {
    // the build writes its prerendered pages itself; nothing to keep
  } else if (shared) {
    store = new RedisStore('route');
  } else if (serverDistDir) {
    const dir = diskFolderOf(serverDistDir);
    removeOtherBuilds(dir).catch(() => {});
    store = new DiskStore({
      dir,
      maxBytes: megabytes(settings.ROUTE_CACHE_DISK_MB),
      maxEntries: settings.ROUTE_CACHE_DISK_ENTRIES,
    });
    keepTagsIn(join(serverDistDir, '..', 'cache', 'cache-tags.json'));
  }
  return (holder[CACHE] = new RouteCache({ memory, store, shared, serverDistDir }));
}

/** Next's `cacheHandler`: the route cache behind its documented interface. */
export default class RouteCacheHandler {
  /** @param {{ serverDistDir?: string, [key: string]: unknown }} ctx what Next passes every cache handler */
  constructor(ctx) {
    noteServerDistDir(ctx?.serverDistDir);
    this.cache = routeCache(ctx?.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {import('./route-cache.mjs').LookupContext} ctx
   * @returns {Promise<RouteEntry | null>}
   */
  get(key, ctx) {
    /** @param {import('../observability/trace.mjs').Span | null} span */
    const read = (span) =>
      this.cache.get(key, ctx).then(
        (entry) => (span?.setAttribute('theatre.cache_result', entry ? 'hit' : 'miss'), entry),
        (error) => {
          // a failed read is a miss (Next renders the page), never a failed request
          logger.warn('route cache read failed', { error_message: error.message });
          return null;
        },
      );
    return traced('cache route get', {}, read);
  }

  /**
   * @param {string} key
   * @param {any} data the value as Next gives it (opaque to the site)
   * @param {{ cacheControl?: RouteEntry['cacheControl'], [key: string]: unknown }} ctx
   * @returns {Promise<void>}
   */
  set(key, data, ctx) {
    return this.cache.set(key, data, ctx).catch((error) => {
      logger.warn('route cache write failed', { error_message: error.message });
    });
  }

  /**
   * Nothing to do: for a `revalidateTag()` Next calls this and the data cache handler's
   * `updateTags`, which records the expiry in the tag clock both caches read (Next passes the tags
   * and their durations; neither is needed here).
   * @returns {Promise<void>}
   */
  async revalidateTag() {}

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

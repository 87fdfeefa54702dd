// @ts-check
/**
 * Next's `cacheHandlers` handler (`'use cache'` data: the content readers' answers), written to
 * the documented interface (get, set, refreshTags, getExpiration, updateTags). Entries are kept
 * in the process's memory (bounded), and with REDIS_URL also in Redis, where every instance finds
 * what any of them cached. An entry whose tag was expired after it was made is handed back as
 * stale (`revalidate: -1`): a page being rendered for the route cache then reads the data afresh,
 * while a page rendered per request (a member page's menus) is served it once more as Next
 * refreshes it in the background. Configured in next.config.ts; Node loads this file directly.
 */
import { logger } from '../observability/log.mjs';
import { countCacheLookup } from '../observability/metrics.mjs';
import { traced } from '../observability/trace.mjs';
import { dataMemory } from './data-memory.mjs';
import { decodeDataEntry, encodeDataEntry } from './entry-codec.mjs';
import { redisConfigured } from '../redis/redis.mjs';
import { RedisStore } from './redis-store.mjs';
import { isBuildPhase } from '../config/cache-settings.mjs';
import { expireTags, expiryOf, followTags, settledTags, stalenessOf } from './tag-clock.mjs';

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {import('./entry-codec.mjs').DataEntry} DataEntry */

const store = new RedisStore('data');
/**
 * Entries that live 5 minutes or less (a failure, an unknown path's "nothing here": lib/cms/outcome.ts)
 * stay in this process's bounded memory: any visitor can make them by the thousand, and they must
 * not fill the Redis that every instance shares (issue 29).
 */
const LOCAL_ONLY_EXPIRE_SECONDS = 300;
const shared = () => !isBuildPhase() && redisConfigured();
/** @param {string} cacheKey */
const memoryKey = (cacheKey) => `data:${cacheKey}`;
/**
 * The entry kept under `cacheKey` in this process's memory (under `data:`, a prefix only this module writes).
 * @param {string} cacheKey
 */
const known = (cacheKey) => /** @type {DataEntry | undefined} */ (dataMemory().get(memoryKey(cacheKey)));

/**
 * @param {Buffer} bytes
 * @returns {ReadableStream<Uint8Array>}
 */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/**
 * @param {ReadableStream<Uint8Array>} stream
 * @returns {Promise<Buffer>}
 */
async function bytesOf(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Buffer.concat(chunks);
}

/**
 * @param {string} cacheKey
 * @returns {Promise<CacheEntry | undefined>}
 */
async function read(cacheKey) {
  followTags();
  let entry = known(cacheKey);
  countCacheLookup('data', 'memory', entry !== undefined);
  if (!entry && shared()) {
    const bytes = await store.get(cacheKey);
    if (bytes) {
      entry = decodeDataEntry(bytes);
      dataMemory().set(memoryKey(cacheKey), entry, bytes.length);
    }
  }
  if (!entry) return undefined;
  const outdated = expiryOf(entry.tags) > entry.timestamp || stalenessOf(entry.tags) > entry.timestamp;
  return { ...entry, revalidate: outdated ? -1 : entry.revalidate, value: streamOf(entry.value) };
}

/**
 * Next's `cacheHandlers` handler for `'use cache'`, to Next's own interface.
 * @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler}
 */
const dataCacheHandler = {
  get(cacheKey) {
    return traced('cache data get', {}, (span) =>
      read(cacheKey).then((entry) => (span?.setAttribute('theatre.cache_result', entry ? 'hit' : 'miss'), entry)),
    );
  },

  async set(cacheKey, pendingEntry) {
    let entry;
    let value;
    try {
      entry = await pendingEntry;
      value = await bytesOf(entry.value);
    } catch {
      return; // a value that failed part-way is not kept: it would make an incomplete page
    }
    /** @type {DataEntry} */
    const kept = {
      value,
      tags: entry.tags,
      stale: entry.stale,
      timestamp: entry.timestamp,
      expire: entry.expire,
      revalidate: entry.revalidate,
    };
    const bytes = encodeDataEntry(kept);
    dataMemory().set(memoryKey(cacheKey), kept, bytes.length);
    if (shared() && entry.expire > LOCAL_ONLY_EXPIRE_SECONDS) await store.set(cacheKey, bytes, entry.expire);
  },

  /** Before a request's first read: the latest tag expirations from Redis. */
  async refreshTags() {
    await settledTags();
  },

  async getExpiration(tags) {
    return expiryOf(tags);
  },

  async updateTags(tags, durations) {
    await expireTags(tags, durations ? { staleFor: durations.expire ?? 0 } : {}).catch((error) => {
      logger.warn('tag expiry not shared', { error_message: error.message });
    });
  },
};

export default dataCacheHandler;

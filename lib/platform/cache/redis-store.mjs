// @ts-check
/**
 * Bytes in the shared Redis, under `<REDIS_PREFIX><build>:<kind>:<SHA-256 of the key>`: every
 * instance of one build reads what any of them stored, and a new build starts with a namespace of
 * its own. Every key has a time to live (the entry's own expiry, 30 days at most), so Redis can be
 * run with `maxmemory-policy volatile-lru`: it then evicts cached entries, never the tag
 * expirations (which have none). Redis being down or slow is a miss, and a write is skipped.
 */
import { countCacheLookup } from '../observability/metrics.mjs';
import { hashKey } from './disk-store.mjs';
import { redisCall } from '../redis/redis.mjs';
import { buildIdentity } from './build-identity.mjs';
import { cacheSettings } from '../config/cache-settings.mjs';

export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Bytes in the shared Redis, namespaced by build and kind; down or slow is a miss. */
export class RedisStore {
  /** @param {string} kind what the keys hold ('route', 'data', 'answer') */
  constructor(kind) {
    this.kind = kind;
  }

  /** @param {string} key */
  keyOf(key) {
    return `${cacheSettings().REDIS_PREFIX}${buildIdentity()}:${this.kind}:${hashKey(key)}`;
  }

  /**
   * @param {string} key
   * @returns {Promise<Buffer | null>}
   */
  async get(key) {
    try {
      const bytes = await redisCall((redis) => redis.get(this.keyOf(key)), { binary: true, group: `${this.kind}.get` });
      countCacheLookup(this.kind, 'redis', bytes !== null);
      return bytes;
    } catch {
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {Buffer} bytes
   * @param {number} [ttlSeconds] how long the entry is any use (its expiry)
   * @returns {Promise<void>}
   */
  async set(key, bytes, ttlSeconds) {
    const ttl = Math.max(
      1,
      Math.min(
        MAX_TTL_SECONDS,
        Math.ceil(ttlSeconds !== undefined && Number.isFinite(ttlSeconds) ? ttlSeconds : MAX_TTL_SECONDS),
      ),
    );
    try {
      await redisCall((redis) => redis.set(this.keyOf(key), bytes, { expiration: { type: 'EX', value: ttl } }), {
        group: `${this.kind}.set`,
      });
    } catch {
      // not shared this time; the next render stores it again
    }
  }

  /**
   * @param {string} key
   * @returns {Promise<void>}
   */
  async delete(key) {
    try {
      await redisCall((redis) => redis.del(this.keyOf(key)), { group: `${this.kind}.delete` });
    } catch {
      // an entry that cannot be removed now is refused by its tags or replaced by the next render
    }
  }

  /**
   * Whether this build keeps any entry of this kind in Redis (false when Redis does not answer).
   * @returns {Promise<boolean>}
   */
  async any() {
    const match = `${cacheSettings().REDIS_PREFIX}${buildIdentity()}:${this.kind}:*`;
    try {
      let cursor = '0';
      for (let i = 0; i < 20; i++) {
        const reply = await redisCall((redis) => redis.scan(cursor, { MATCH: match, COUNT: 1000 }), {
          group: `${this.kind}.scan`,
        });
        if (reply.keys.length > 0) return true;
        cursor = String(reply.cursor);
        if (cursor === '0') return false;
      }
      return false;
    } catch {
      return false;
    }
  }
}

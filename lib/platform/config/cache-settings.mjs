// @ts-check
/**
 * The caching layer's settings, validated with zod. They live here, in plain JavaScript, because
 * Next loads the cache handlers with Node's own `import`, outside the TypeScript bundle;
 * lib/platform/config/config.ts composes this schema into the site's configuration, so the site validates them
 * with everything else at start-up.
 */
import { z } from 'zod';

/** An unset variable and an empty one mean the same: the default. */
/**
 * @template {z.ZodType} S
 * @param {S} schema
 */
const optional = (schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);
/** @param {number} fallback */
const count = (fallback) => optional(z.coerce.number().int().min(0).default(fallback));

export const cacheSettingsSchema = z.object({
  /** Redis (or Valkey) shared by every instance: cached pages and data, tag expirations, throttling. Unset: one process, memory and disk. */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ }).optional()),
  /** prefix of every Redis key this site writes, so that one Redis can serve several sites */
  REDIS_PREFIX: optional(
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('theatre:'),
  ),
  /** rendered pages kept in each process's memory (MB and entries) */
  ROUTE_CACHE_MEMORY_MB: count(64),
  ROUTE_CACHE_MEMORY_ENTRIES: count(2000),
  /** rendered pages kept on disk without Redis (MB and entries); the least recently used go first */
  ROUTE_CACHE_DISK_MB: count(1024),
  ROUTE_CACHE_DISK_ENTRIES: count(20000),
  /** `'use cache'` data and the last good content answers kept in each process's memory (MB) */
  DATA_CACHE_MEMORY_MB: count(64),
  /** edge caches (Varnish) to purge by cache tag after the webhook, comma-separated origins */
  EDGE_PURGE_URLS: optional(
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ),
  /** the secret the edge asks of a purge (sent as x-purge-secret; the cluster sets it for its Varnish) */
  EDGE_PURGE_SECRET: optional(z.string().min(16).optional()),
});

/** @typedef {z.infer<typeof cacheSettingsSchema>} CacheSettings */

/** @type {CacheSettings | undefined} */
let cached;

/**
 * The settings, read from the environment once.
 * @returns {CacheSettings}
 */
export function cacheSettings() {
  if (!cached) {
    const parsed = cacheSettingsSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(`Invalid cache settings: ${z.prettifyError(parsed.error)}`);
    cached = parsed.data;
  }
  return cached;
}

/**
 * `next build`: nothing is kept and nothing is shared while the site is being built.
 * @returns {boolean}
 */
export function isBuildPhase() {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

const MB = 1024 * 1024;
/** @param {number} mb @returns {number} bytes */
export const megabytes = (mb) => mb * MB;

// @ts-check
/**
 * The last good answer of each content read (stale-if-error for the content backend). When the
 * webhook expires a page's tags, the next visit renders it afresh, reading the backend again; if
 * the backend is down at that moment (errors, 503 maintenance, a timeout), the page would become
 * the error page or the maintenance redirect although a good copy existed a moment before. The
 * content transport keeps each successful answer here and, when the backend fails, renders from
 * it instead (with a short cache life, so the page refreshes as soon as the backend answers
 * again). Kept in the process's data memory, and with REDIS_URL in Redis for every instance.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { countCacheLookup } from '../observability/metrics.mjs';
import { dataMemory } from './data-memory.mjs';
import { redisConfigured } from '../redis/redis.mjs';
import { RedisStore } from './redis-store.mjs';

/** An answer as held in the data memory (under `answer:<key>`, a prefix only this module writes). */
/** @typedef {{ bytes: Buffer, hash: string }} KnownAnswer */

const store = new RedisStore('answer');
/** @param {string} key */
const memoryKey = (key) => `answer:${key}`;
/** @param {Buffer} bytes */
const digest = (bytes) => createHash('sha1').update(bytes).digest('hex');

/**
 * The answer kept under `key` in this process's memory, if any.
 * @param {string} key
 */
const knownAnswer = (key) => /** @type {KnownAnswer | undefined} */ (dataMemory().get(memoryKey(key)));

/**
 * Keeps an answer's text (JSON:API) under `key` (method and URL); stores it in Redis only when it
 * changed (stale-if-error).
 * @param {string} key
 * @param {string} text
 * @returns {Promise<void>}
 */
export async function rememberAnswer(key, text) {
  const bytes = Buffer.from(text);
  const known = knownAnswer(key);
  const hash = digest(bytes);
  dataMemory().set(memoryKey(key), { bytes, hash }, bytes.length);
  if (known?.hash === hash || !redisConfigured()) return;
  await store.set(key, bytes);
}

/**
 * The last good answer's text for `key`, or null.
 * @param {string} key
 * @returns {Promise<string | null>}
 */
export async function recallAnswer(key) {
  const known = knownAnswer(key);
  countCacheLookup('answer', 'memory', known !== undefined);
  if (known) return known.bytes.toString('utf8');
  if (!redisConfigured()) return null;
  const bytes = await store.get(key);
  if (!bytes) return null;
  dataMemory().set(memoryKey(key), { bytes, hash: digest(bytes) }, bytes.length);
  return bytes.toString('utf8');
}

/**
 * Whether any last good answer is at hand (readiness: while the content backend is down, a site
 * that has them still serves its pages): in this process's memory, or in Redis for every instance.
 * @returns {Promise<boolean>}
 */
export async function lastGoodAnswersKept() {
  for (const key of dataMemory().entries.keys()) if (key.startsWith('answer:')) return true;
  return redisConfigured() ? store.any() : false;
}

/**
 * Runs `read` and tells whether any content answer in it came from the last good copy
 * (`noteStaleAnswer`), so the caller can give what it caches a short life.
 * @template T
 * @param {() => Promise<T>} read
 * @returns {Promise<{ value: T, stale: boolean }>}
 */
export async function watchStaleAnswers(read) {
  const scope = { stale: false };
  const value = await staleScope().run(scope, read);
  return { value, stale: scope.stale };
}

/** Marks the read `watchStaleAnswers` runs as having used a last good copy. */
export function noteStaleAnswer() {
  const scope = staleScope().getStore();
  if (scope) scope.stale = true;
}

const SCOPE = Symbol.for('theatre.cache.stale-scope');

/** `globalThis`, seen as the holder of the one scope per process */
const shared = /** @type {{ [SCOPE]?: AsyncLocalStorage<{ stale: boolean }> }} */ (globalThis);

function staleScope() {
  return (shared[SCOPE] ??= new AsyncLocalStorage());
}

// @ts-check
/**
 * When each cache tag was last expired (or made stale): the one record every cache layer checks
 * its entries against. An entry stored before its tag's expiry is out of date.
 *
 * Each process keeps the record in memory, so a lookup costs no I/O. Without Redis that record
 * is the truth, written to a small file beside the route cache so that a restart keeps it. With
 * Redis, the truth is a hash in Redis (`<REDIS_PREFIX>tags`, shared by every build: content does
 * not change with a deploy) and every process follows it three ways: a pub/sub message on every
 * change (at once), a full read each time its subscription (re)connects, and a version counter it
 * checks at most every POLL_MS while it serves requests, which catches a message lost on the way.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { logger } from '../observability/log.mjs';
import { countTagExpirations } from '../observability/metrics.mjs';
import { redisCall, redisConfigured, subscribe } from '../redis/redis.mjs';
import { cacheSettings } from '../config/cache-settings.mjs';

export const POLL_MS = 250;
/** Expirations older than this no longer matter: nothing cached lives longer (cacheLife 'content'). */
const FORGET_AFTER_MS = 31 * 24 * 60 * 60 * 1000;

/** @typedef {[expired: number, stale: number]} Times a tag's expiry and staleness (ms), 0 for none */
/**
 * @typedef {object} TagState
 * @property {Map<string, { expired: number, stale: number }>} tags the record
 * @property {string | undefined} file where it is kept without Redis
 * @property {boolean} syncing whether it follows Redis
 * @property {string | null} version the last version counter read from Redis
 * @property {number} lastPoll
 * @property {Promise<void> | null} polling
 * @property {Promise<void>} [saving] the last write of the file
 */

const STATE = Symbol.for('theatre.cache.tags');

/** `globalThis`, seen as the holder of the one record per process */
const shared = /** @type {{ [STATE]?: TagState }} */ (globalThis);

function state() {
  return (shared[STATE] ??= {
    tags: new Map(),
    file: undefined,
    syncing: false,
    version: null,
    lastPoll: 0,
    polling: null,
  });
}

const keys = () => {
  const prefix = cacheSettings().REDIS_PREFIX;
  return { hash: `${prefix}tags`, version: `${prefix}tags:version`, channel: `${prefix}tags` };
};

/**
 * Folds expirations ({tag: [expired, stale]}) into the process's record; later times win. `source`
 * (local, pubsub, sync) counts the ones that changed it.
 * @param {Record<string, Times>} changes
 * @param {'local' | 'pubsub' | 'sync'} source
 */
function merge(changes, source) {
  const { tags } = state();
  let applied = 0;
  for (const [tag, [expired, stale]] of Object.entries(changes)) {
    const known = tags.get(tag);
    if ((expired || 0) > (known?.expired ?? 0) || (stale || 0) > (known?.stale ?? 0)) applied++;
    tags.set(tag, {
      expired: Math.max(known?.expired ?? 0, expired || 0),
      stale: Math.max(known?.stale ?? 0, stale || 0),
    });
  }
  countTagExpirations(source, applied);
}

/**
 * A tag's field in the Redis hash (`<expired>,<stale>`) back as times.
 * @param {unknown} value
 * @returns {Times}
 */
const parseField = (value) => {
  const [expired, stale] = String(value).split(',').map(Number);
  return [expired, stale];
};

/**
 * The latest expiry among `tags` that has come (ms), 0 when none has.
 * @param {string[]} tags
 * @returns {number}
 */
export function expiryOf(tags) {
  const known = state().tags;
  const now = Date.now();
  let latest = 0;
  for (const tag of tags) {
    const expired = known.get(tag)?.expired ?? 0;
    if (expired <= now) latest = Math.max(latest, expired);
  }
  return latest;
}

/**
 * The latest time any of `tags` was made stale (served once more while it refreshes).
 * @param {string[]} tags
 * @returns {number}
 */
export function stalenessOf(tags) {
  const known = state().tags;
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, known.get(tag)?.stale ?? 0);
  return latest;
}

/**
 * Records that `tags` changed: expired now, or with `staleFor` (seconds) stale now and expired
 * that much later (Next's `revalidateTag(tag, profile)`). With Redis, resolves only once Redis has
 * it and throws RedisUnavailable otherwise (the webhook then answers 503 and the content system
 * retries); the process's own record is updated either way.
 * @param {string[]} tags
 * @param {{ staleFor?: number }} [options]
 * @returns {Promise<void>}
 */
export async function expireTags(tags, { staleFor } = {}) {
  const now = Date.now();
  /** @type {Record<string, Times>} */
  const changes = Object.fromEntries(
    tags.map((tag) => [tag, staleFor === undefined ? [now, 0] : [now + staleFor * 1000, now]]),
  );
  merge(changes, 'local');
  if (redisConfigured()) {
    const { hash, version, channel } = keys();
    const fields = Object.fromEntries(Object.entries(changes).map(([tag, times]) => [tag, times.join(',')]));
    await redisCall(
      (redis) => redis.multi().hSet(hash, fields).incr(version).publish(channel, JSON.stringify(changes)).exec(),
      { group: 'tags.write' },
    );
    return;
  }
  await saveFile();
}

/**
 * Without Redis: where the record is kept between restarts (beside the route cache).
 * @param {string} file
 */
export function keepTagsIn(file) {
  const s = state();
  if (s.file || redisConfigured()) return;
  s.file = file;
  try {
    merge(JSON.parse(readFileSync(file, 'utf8')), 'sync');
  } catch {
    // no record yet
  }
}

/** Writes the record to its file, one write after another (the last one holds every change). */
function saveFile() {
  const s = state();
  const file = s.file;
  if (!file) return Promise.resolve();
  s.saving = (s.saving ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const oldest = Date.now() - FORGET_AFTER_MS;
      const kept = Object.fromEntries(
        [...s.tags]
          .filter(([, t]) => Math.max(t.expired, t.stale) > oldest)
          .map(([tag, t]) => [tag, [t.expired, t.stale]]),
      );
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(kept));
      await rename(temporary, file);
    });
  // the expiry holds in this process either way; a failed write only loses it at a restart
  return s.saving.catch((error) => logger.warn('tag record not saved', { error_message: error.message }));
}

/** Reads the whole record from Redis. */
async function readAll() {
  const { hash, version } = keys();
  const [all, current] = await redisCall((redis) => Promise.all([redis.hGetAll(hash), redis.get(version)]), {
    group: 'tags.read',
  });
  merge(Object.fromEntries(Object.entries(all).map(([tag, value]) => [tag, parseField(value)])), 'sync');
  state().version = current;
}

/**
 * Keeps this process's record in step with Redis; call it where the record is about to be used
 * (it returns at once: the first call subscribes, later ones poll the version in the background).
 */
/** @returns {void} */
export function followTags() {
  const s = state();
  if (!redisConfigured()) return;
  if (!s.syncing) {
    s.syncing = true;
    subscribe(
      keys().channel,
      (message) => {
        try {
          merge(JSON.parse(message), 'pubsub');
        } catch {
          // not ours
        }
      },
      () => readAll().catch(() => {}),
    );
  }
  if (Date.now() - s.lastPoll < POLL_MS || s.polling) return;
  s.lastPoll = Date.now();
  s.polling = pollVersion().finally(() => {
    s.polling = null;
  });
}

/** Reads the record again when the version counter moved (a change this process did not hear of). */
async function pollVersion() {
  try {
    const current = await redisCall((redis) => redis.get(keys().version), { group: 'tags.version' });
    if (current !== state().version) await readAll();
  } catch {
    // Redis away: keep what is known
  }
}

/**
 * Waits for a running version check (a request about to render wants the latest record).
 * @returns {Promise<void>}
 */
export async function settledTags() {
  followTags();
  await state().polling;
}

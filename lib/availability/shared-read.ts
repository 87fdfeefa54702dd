import 'server-only';
import { cacheSettings } from '@/lib/platform/config/cache-settings.mjs';
import { redisCall, redisConfigured } from '@/lib/platform/redis/redis.mjs';

/**
 * A read every visitor shares for about a second (issue 44): within one instance one load is in
 * flight per key and every caller waits for it, and its answer is kept for FRESH_MS; with Redis
 * (REDIS_URL) the instances share it too: the first to miss takes a short lock and asks, the
 * others wait for its answer in Redis instead of asking themselves. Redis failing only means each
 * instance asks for itself.
 */
export const FRESH_MS = 1000;
/** How long an instance that did not get the lock waits for the one that did. */
export const WAIT_FOR_PEER_MS = 1500;
const POLL_MS = 40;
const LOCK_MS = 3000;

type Kept = { value: unknown; until: number };
const kept = new Map<string, Kept>();
const inFlight = new Map<string, Promise<unknown>>();
/** bumped by forget(): a load started before it must not put its (older) answer back */
const generation = new Map<string, number>();

const redisKey = (key: string) => `${cacheSettings().REDIS_PREFIX}availability:${key}`;
const lockKey = (key: string) => `${redisKey(key)}:lock`;

async function fromRedis<T>(key: string): Promise<T | undefined> {
  const text = await redisCall((client) => client.get(redisKey(key)), { group: 'availability.get' });
  return typeof text === 'string' ? (JSON.parse(text) as T) : undefined;
}

async function throughRedis<T>(key: string, load: () => Promise<T>, freshMs: number): Promise<T> {
  try {
    const shared = await fromRedis<T>(key);
    if (shared !== undefined) return shared;
    const locked = await redisCall((client) => client.set(lockKey(key), '1', { NX: true, PX: LOCK_MS }), {
      group: 'availability.lock',
    });
    if (locked !== 'OK') {
      const until = Date.now() + WAIT_FOR_PEER_MS;
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const answer = await fromRedis<T>(key);
        if (answer !== undefined) return answer;
      }
    }
  } catch {
    // Redis down or late: ask for ourselves
  }
  let value: T;
  try {
    value = await load();
  } catch (error) {
    // the others need not wait for an answer that will not come
    await redisCall((client) => client.del(lockKey(key)), { group: 'availability.lock' }).catch(() => undefined);
    throw error;
  }
  await redisCall(
    (client) => client.multi().set(redisKey(key), JSON.stringify(value), { PX: freshMs }).del(lockKey(key)).exec(),
    { group: 'availability.set' },
  ).catch(() => undefined);
  return value;
}

const MAX_KEPT = 2000;

function keep(key: string, copy: Kept): void {
  if (kept.size >= MAX_KEPT) {
    const now = Date.now();
    for (const [k, c] of kept) if (c.until <= now) kept.delete(k);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, copy);
}

/**
 * The shared answer for `key`, loading it with `load` when no copy younger than `freshMs` is kept
 * here or in Redis.
 */
export function sharedRead<T>(key: string, load: () => Promise<T>, freshMs = FRESH_MS): Promise<T> {
  const copy = kept.get(key);
  if (copy && copy.until > Date.now()) return Promise.resolve(copy.value as T);
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const started = generation.get(key) ?? 0;
  const read = (redisConfigured() ? throughRedis(key, load, freshMs) : load())
    .then((value) => {
      if ((generation.get(key) ?? 0) === started) keep(key, { value, until: Date.now() + freshMs });
      return value;
    })
    .finally(() => {
      if (inFlight.get(key) === read) inFlight.delete(key);
    });
  inFlight.set(key, read);
  return read;
}

/**
 * Drops the shared copies of these keys at once, here and in Redis: a write the API refused for
 * stock or seats just told us they are out of date. The next read asks the API.
 */
export async function forget(keys: string[]): Promise<void> {
  for (const key of keys) {
    kept.delete(key);
    inFlight.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
  }
  if (!keys.length || !redisConfigured()) return;
  await redisCall((client) => client.del(keys.map(redisKey)), { group: 'availability.forget' }).catch(() => undefined);
}

/** Tests: forget everything this process keeps. */
export function resetSharedReads(): void {
  kept.clear();
  inFlight.clear();
  generation.clear();
}

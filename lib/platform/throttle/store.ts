import 'server-only';
import { createClient } from '@redis/client';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/platform/redis/redis.mjs';
import { isBuildPhase } from '@/lib/platform/config/cache-settings.mjs';
import { config } from '@/lib/platform/config/config';

type LimiterOptions = { keyPrefix: string; points: number; duration: number };
type RedisClient = NonNullable<ReturnType<typeof sharedRedis>>;

const STATE = Symbol.for('theatre.throttle.redis');
type State = { client?: RedisClient | null; since?: number; firstWait?: Promise<void> };
const state = (): State => ((globalThis as { [STATE]?: State })[STATE] ??= {});

/**
 * The Redis the limits keep their counts in: REDIS_LIMITS_URL when it names a store of its own
 * (the cluster runs one with `noeviction`, so no flood of cached pages can push a count out),
 * else the shared cache client (REDIS_URL), else none (this process's memory).
 */
export function limitsRedis(): RedisClient | null {
  const s = state();
  if (s.client !== undefined) return s.client;
  const { REDIS_LIMITS_URL, REDIS_URL } = config();
  if (!REDIS_LIMITS_URL || REDIS_LIMITS_URL === REDIS_URL || isBuildPhase()) {
    s.client = sharedRedis();
    s.since = Date.now();
    return s.client;
  }
  const client = createClient({
    url: REDIS_LIMITS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1000) },
  });
  client.on('error', () => {
    // the limiters fall back to memory meanwhile (insuranceLimiter); the client reconnects by itself
  });
  client.connect().catch(() => undefined);
  s.client = client as unknown as RedisClient;
  s.since = Date.now();
  return s.client;
}

/** How long after its creation a limits client is waited for: a process's first tries. */
const FIRST_CONNECT_MS = 5000;
/**
 * How long a count may take in Redis before this instance's memory answers instead. Longer than the
 * cache's (COMMAND_TIMEOUT_MS): a busy instance that reads Redis's answer late would otherwise
 * decide by its own memory, and tries sent at once to several instances would each pass there
 * (measured under load: 7 of 30 parallel wrong pins at 0.5 s, where the limit is 5).
 */
export const LIMITS_TIMEOUT_MS = 3000;

/**
 * Waits (LIMITS_TIMEOUT_MS at most) for a limits client this process has just created: without
 * it, each instance's first tries would be counted in its own memory, not where every instance
 * counts. A client that was up before and is down now is not waited for (the memory count takes over).
 */
export async function limitsStoreReady(): Promise<void> {
  const s = state();
  const client = limitsRedis();
  if (!client || client.isReady || Date.now() - (s.since ?? 0) > FIRST_CONNECT_MS) return;
  // one wait, shared by the tries that arrive meanwhile
  s.firstWait ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LIMITS_TIMEOUT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await s.firstWait;
}

/** The key prefix of everything the limits write to Redis. */
export const limitsPrefix = () => `${config().REDIS_PREFIX}throttle:`;

/**
 * Where the limiters keep their counts. Without Redis, in this process's memory (one instance).
 * With it, in the Redis every instance shares, so a guesser spread over several instances behind
 * the balancer meets one count; `consume` there is one atomic script, so parallel tries are
 * counted one by one. Redis down or slow never blocks a login: each call then falls back to a
 * count in this instance's memory (the insurance limiter) until Redis answers again.
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const redis = limitsRedis();
  if (!redis) return new RateLimiterMemory(options);
  const insuranceLimiter = new RateLimiterMemory(options);
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      ...options,
      keyPrefix: `${config().REDIS_PREFIX}${options.keyPrefix}`,
      storeClient: redis,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    }),
    timeoutMs: LIMITS_TIMEOUT_MS,
    insuranceLimiter,
  });
}

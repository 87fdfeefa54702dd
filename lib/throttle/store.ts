import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { COMMAND_TIMEOUT_MS, sharedRedis } from '@/lib/cache/redis.mjs';
import { cacheSettings } from '@/lib/cache/settings.mjs';

type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/**
 * Where the limiters keep their counts. Without REDIS_URL, in this process's memory (one
 * instance). With it, in the Redis every instance shares (the process's one client), so a guesser
 * spread over several instances behind the balancer meets one count. Redis down or slow never
 * blocks a login: each call then falls back to a count in this instance's memory (the insurance
 * limiter) until Redis answers again.
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const redis = sharedRedis();
  if (!redis) return new RateLimiterMemory(options);
  const insuranceLimiter = new RateLimiterMemory(options);
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      ...options,
      keyPrefix: `${cacheSettings().REDIS_PREFIX}${options.keyPrefix}`,
      storeClient: redis,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    }),
    timeoutMs: COMMAND_TIMEOUT_MS,
    insuranceLimiter,
  });
}

import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Where the limiters keep their counts. In memory by default (one instance); several instances
 * behind a load balancer share one store (the production topology plugs Redis in here, through
 * rate-limiter-flexible's own RateLimiterRedis with the same options).
 */
export function createLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  return new RateLimiterMemory(options);
}

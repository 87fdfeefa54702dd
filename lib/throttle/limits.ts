import 'server-only';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from './store';

/**
 * Limits at the site's door against guessing (issue 22): passwords, captchas, pay pins and SMS
 * codes, and against mass registration and SMS sending. `failures` count refused tries only (a
 * success clears a per-account count); `attempts` count every try. Once a count is reached the
 * next try is answered 429 with Retry-After until its window ends, whatever it holds: a correct
 * password after the limit still waits.
 */
export type Limit = { name: string; points: number; minutes: number; counts: 'failures' | 'attempts' };

const minutes = (name: string, points: number, window: number, counts: Limit['counts']): Limit => ({
  name,
  points,
  minutes: window,
  counts,
});

export const LIMITS = {
  loginPerAccount: minutes('login-account', 5, 15, 'failures'),
  loginPerAddress: minutes('login-address', 30, 15, 'failures'),
  captchaPerAddress: minutes('captcha-address', 20, 10, 'failures'),
  pinPerAccount: minutes('pin-account', 5, 15, 'failures'),
  pinPerAddress: minutes('pin-address', 30, 15, 'failures'),
  resetPerAccount: minutes('reset-account', 5, 15, 'failures'),
  resetPerAddress: minutes('reset-address', 30, 15, 'failures'),
  registerPerAddress: minutes('register-address', 20, 60, 'attempts'),
  /** a phone registration's SMS code refused (or the number taken): guessing codes for a number */
  registerCodePerNumber: minutes('register-number', 5, 15, 'failures'),
  smsPerNumber: minutes('sms-number', 5, 60, 'attempts'),
  smsPerAddress: minutes('sms-address', 20, 60, 'attempts'),
} as const satisfies Record<string, Limit>;

export class ThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts');
    this.name = 'ThrottledError';
  }
}

const limiters = new Map<string, RateLimiterAbstract>();

function limiterOf(limit: Limit): RateLimiterAbstract {
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = createLimiter({
      keyPrefix: `throttle:${limit.name}`,
      points: limit.points,
      duration: limit.minutes * 60,
    });
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

/** Accounts and addresses are kept as hashes: the store holds no e-mail address or phone number. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** Throws ThrottledError when the count is reached; for `attempts` limits the try is counted now. */
export async function checkLimit(limit: Limit, key: string): Promise<void> {
  const limiter = limiterOf(limit);
  if (limit.counts === 'attempts') {
    try {
      await limiter.consume(hashed(key));
    } catch (rejection) {
      throw new ThrottledError(retryAfter(rejection));
    }
    return;
  }
  const state = await limiter.get(hashed(key));
  if (state && state.consumedPoints >= limit.points) throw new ThrottledError(Math.ceil(state.msBeforeNext / 1000));
}

export async function countFailure(limit: Limit, key: string): Promise<void> {
  await limiterOf(limit)
    .penalty(hashed(key))
    .catch(() => undefined);
}

export async function clearCount(limit: Limit, key: string): Promise<void> {
  await limiterOf(limit)
    .delete(hashed(key))
    .catch(() => undefined);
}

function retryAfter(rejection: unknown): number {
  const ms = (rejection as { msBeforeNext?: number } | null)?.msBeforeNext;
  return Math.max(1, Math.ceil((typeof ms === 'number' ? ms : 60_000) / 1000));
}

/** Forgets every count (tests). */
export function resetLimits(): void {
  limiters.clear();
}

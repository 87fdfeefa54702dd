import 'server-only';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limit } from './rules';
import { throttleDecision } from '@/lib/platform/observability/site-events';
import { createLimiter, limitsStoreReady } from './store';

/**
 * Limits at the site's door against guessing (issues 22 and 29): passwords, captchas, pay pins
 * and SMS and e-mail codes, and against mass registration, SMS and e-mail sending and `?token=`
 * look-ups. Every try is reserved (counted atomically, in Redis when the site runs as a cluster)
 * BEFORE the ticketing API is asked, so N guesses sent at once cost N tries: none can slip between
 * a check and its count.
 * `failures` limits give the try back when it was not a wrong guess (a right one, or the API
 * failing); `attempts` limits keep every try. Once a count is spent, the next try is answered 429
 * with Retry-After until its window ends, whatever it holds.
 *
 * Nobody but the guesser is locked out: a login is locked per (account, address) and per address;
 * the per-account count over every address is only a ceiling, far above what one guesser gets from
 * one address (docs/security.md gives each rule, what it stops and the figures).
 */
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
export const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** One count: a limit and what it counts (an account, an address, a pair of them). */
export type Count = { limit: Limit; key: string };

/** rate-limiter-flexible rejects a spent count with its state (msBeforeNext), not an Error. */
function isRejection(value: unknown): value is { msBeforeNext: number } {
  return !(value instanceof Error) && typeof (value as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number';
}

function retryAfter(rejection: { msBeforeNext: number }): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

/**
 * Takes one try from each count, all at once; when any is spent, gives back the others and throws
 * ThrottledError (the longest wait of the spent ones). A try taken is the caller's to give back
 * (`giveBack`) when it turns out not to have been a failure.
 */
export async function reserve(counts: Count[]): Promise<void> {
  if (counts.length) await limitsStoreReady();
  const results = await Promise.allSettled(counts.map(({ limit, key }) => limiterOf(limit).consume(hashed(key))));
  const spent = results.flatMap((r) => (r.status === 'rejected' && isRejection(r.reason) ? [r.reason] : []));
  const broken = results.find((r) => r.status === 'rejected' && !isRejection(r.reason));
  results.forEach((r, i) =>
    throttleDecision(
      counts[i].limit.name,
      r.status === 'rejected' && isRejection(r.reason) ? retryAfter(r.reason) : null,
    ),
  );
  if (!spent.length && !broken) return;
  await giveBack(counts.filter((_, i) => results[i].status === 'fulfilled'));
  if (spent.length) throw new ThrottledError(Math.max(...spent.map(retryAfter)));
  throw (broken as PromiseRejectedResult).reason;
}

/** Gives back one try to each of these counts (a try that was not a wrong guess). */
export async function giveBack(counts: Count[]): Promise<void> {
  await Promise.all(
    counts.map(({ limit, key }) =>
      limiterOf(limit)
        .reward(hashed(key))
        .catch(() => undefined),
    ),
  );
}

/**
 * How long until a count has a try again (seconds), or null while it has some left: a look that
 * takes nothing (a page that says why it cannot take a number). A store that cannot be read counts
 * as not spent: the try itself is reserved and refused where it is taken.
 */
export async function spentFor({ limit, key }: Count): Promise<number | null> {
  await limitsStoreReady();
  const state = await limiterOf(limit)
    .get(hashed(key))
    .catch(() => null);
  return state && state.consumedPoints >= limit.points ? retryAfter(state) : null;
}

/** Forgets a count (a right password forgets the wrong ones before it from that address). */
export async function clearCount({ limit, key }: Count): Promise<void> {
  await limiterOf(limit)
    .delete(hashed(key))
    .catch(() => undefined);
}

/** Forgets every count (tests). */
export function resetLimits(): void {
  limiters.clear();
}

/**
 * One try of a limit that counts every try (a public door's, per address): null when it may go
 * on, else the seconds to wait. A limits store broken beyond its fallback to memory closes no door.
 */
export async function tryOnce(limit: Limit, key: string): Promise<number | null> {
  return reserve([{ limit, key }]).then(
    () => null,
    (error: unknown) => (error instanceof ThrottledError ? error.retryAfterSeconds : null),
  );
}

/** The answer of a door whose count is spent: 429 with Retry-After, never kept. */
export const tooManyAnswer = (retryAfterSeconds: number) =>
  new Response('Too many requests', {
    status: 429,
    headers: {
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'private, no-store',
      'Content-Type': 'text/plain; charset=utf-8',
    },
  });

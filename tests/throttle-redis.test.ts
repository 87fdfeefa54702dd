// @vitest-environment node
import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * The guessing limits with Redis (several instances behind a balancer): the counts live in a Redis
 * every instance shares (REDIS_LIMITS_URL, a store of their own, apart from the cache's Redis),
 * each try is reserved atomically before the ticketing API is asked, and Redis going away never
 * stops a login.
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_PREFIX = `throttle${process.pid}:`;
  return { port: 0, process: undefined as ChildProcess | undefined };
});

let limits: typeof import('@/lib/platform/throttle/limits');
let store: typeof import('@/lib/platform/throttle/store');

beforeAll(async () => {
  redis.port = await freePort();
  // the limits' own store; the cache's REDIS_URL names nothing that runs
  process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
  process.env.REDIS_LIMITS_URL = `redis://127.0.0.1:${redis.port}`;
  redis.process = await startRedisServer(redis.port);
  limits = await import('@/lib/platform/throttle/limits');
  store = await import('@/lib/platform/throttle/store');
  const started = Date.now();
  while (!store.limitsRedis()!.isReady) {
    if (Date.now() - started > 5000) throw new Error('Redis client not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterAll(async () => {
  store.limitsRedis()?.destroy();
  (await import('@/lib/platform/redis/redis.mjs')).sharedRedis()?.destroy();
  if (redis.process) await stopRedisServer(redis.process);
});

const { LIMITS } = await import('@/lib/platform/throttle/rules');
const count = (key: string) => [{ limit: LIMITS.pinPerAccount, key }];
const throttled = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => error instanceof limits.ThrottledError,
  );

describe('limits shared through Redis', () => {
  it('parallel tries from several instances are reserved one by one: no more pass than the limit allows', async () => {
    const account = 'member-parallel';
    // three instances: each its own limiter objects, one Redis
    const instances = await Promise.all(
      Array.from({ length: 3 }, async () => {
        limits.resetLimits();
        return Array.from({ length: 10 }, () => limits.reserve(count(account)));
      }),
    );
    const outcomes = await Promise.all(instances.flat().map(throttled));
    expect(outcomes.filter((t) => !t)).toHaveLength(LIMITS.pinPerAccount.points);
  });

  it('a try given back (not a wrong guess) is a try again; a spent count says how long to wait', async () => {
    const account = 'member-give-back';
    for (let i = 0; i < LIMITS.pinPerAccount.points; i++) await limits.reserve(count(account));
    const refusal = await limits.reserve(count(account)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(limits.ThrottledError);
    expect((refusal as InstanceType<typeof limits.ThrottledError>).retryAfterSeconds).toBeGreaterThan(800);
    await limits.giveBack(count(account));
    await limits.giveBack(count(account));
    await expect(limits.reserve(count(account))).resolves.toBeUndefined();
    // another account is not affected
    await expect(limits.reserve(count('someone-else'))).resolves.toBeUndefined();
  });

  it("a process's first tries are counted in Redis too, not in its own memory while it connects", async () => {
    // a fresh process: no client yet, no limiter
    const stateKey = Symbol.for('theatre.throttle.redis');
    const fresh = globalThis as { [stateKey]?: { client?: { destroy(): void } } };
    const old = fresh[stateKey]?.client;
    delete fresh[stateKey];
    limits.resetLimits();
    await limits.reserve(count('member-first-try'));
    const key = `${process.env.REDIS_PREFIX}throttle:pin-account:${limits.hashed('member-first-try')}`;
    expect(execFileSync('redis-cli', ['-p', String(redis.port), 'get', key], { encoding: 'utf8' }).trim()).toBe('1');
    old?.destroy();
  });

  it('keeps the counts under the site prefix in the limits’ own Redis, and no e-mail address', async () => {
    await limits.reserve([{ limit: LIMITS.loginPerAccount, key: 'email:guesser@example.com' }]);
    const keys = execFileSync('redis-cli', ['-p', String(redis.port), '--scan'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(keys.some((k) => k.startsWith(`${process.env.REDIS_PREFIX}throttle:login-account`))).toBe(true);
    expect(keys.join('\n')).not.toContain('guesser@example.com');
  });

  it('with Redis gone, a login is still checked (in this instance’s memory) rather than refused', async () => {
    await stopRedisServer(redis.process!);
    limits.resetLimits();
    for (let i = 0; i < LIMITS.pinPerAccount.points; i++)
      await expect(limits.reserve(count('member-outage'))).resolves.toBeUndefined();
    await expect(limits.reserve(count('member-outage'))).rejects.toBeInstanceOf(limits.ThrottledError);
  });
});

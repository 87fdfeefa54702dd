// @vitest-environment node
import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * The guessing limits with REDIS_URL set (several instances behind a balancer): the counts live in
 * the Redis every instance shares, not in one process's memory, and Redis going away never stops
 * a login.
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_PREFIX = `throttle${process.pid}:`;
  return { port: 0, process: undefined as ChildProcess | undefined };
});

let limits: typeof import('@/lib/throttle/limits');
let client: typeof import('@/lib/cache/redis.mjs');

beforeAll(async () => {
  redis.port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.port}`;
  redis.process = await startRedisServer(redis.port);
  limits = await import('@/lib/throttle/limits');
  client = await import('@/lib/cache/redis.mjs');
  const started = Date.now();
  while (!client.sharedRedis()!.isReady) {
    if (Date.now() - started > 5000) throw new Error('Redis client not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterAll(async () => {
  client.sharedRedis()?.destroy();
  if (redis.process) await stopRedisServer(redis.process);
});

const { loginPerAccount } = await import('@/lib/throttle/limits').then((m) => m.LIMITS);

describe('login limits shared through Redis', () => {
  it('failures counted by one instance stop the next try on another', async () => {
    const account = 'guesser@example.com';
    for (let i = 0; i < loginPerAccount.points; i++) await limits.countFailure(loginPerAccount, account);
    // another instance: its limiters are new objects with nothing in memory
    limits.resetLimits();
    const refusal = await limits.checkLimit(loginPerAccount, account).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(limits.ThrottledError);
    expect((refusal as InstanceType<typeof limits.ThrottledError>).retryAfterSeconds).toBeGreaterThan(0);
    // another account is not affected
    await expect(limits.checkLimit(loginPerAccount, 'someone-else@example.com')).resolves.toBeUndefined();
  });

  it('keeps the counts under the site prefix, and no e-mail address in Redis', () => {
    const keys = execFileSync('redis-cli', ['-p', String(redis.port), '--scan'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(keys.some((k) => k.startsWith(`${process.env.REDIS_PREFIX}throttle:login-account`))).toBe(true);
    expect(keys.join('\n')).not.toContain('guesser@example.com');
  });

  it('with Redis gone, a login is still checked (in this instance’s memory) rather than refused', async () => {
    await stopRedisServer(redis.process!);
    limits.resetLimits();
    await expect(limits.checkLimit(loginPerAccount, 'member@example.com')).resolves.toBeUndefined();
    for (let i = 0; i < loginPerAccount.points; i++) await limits.countFailure(loginPerAccount, 'member@example.com');
    await expect(limits.checkLimit(loginPerAccount, 'member@example.com')).rejects.toBeInstanceOf(
      limits.ThrottledError,
    );
  });
});

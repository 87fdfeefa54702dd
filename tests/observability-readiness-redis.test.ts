// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';
import { startSandboxMsw } from './support/sandbox-msw';

/**
 * Readiness with Redis configured (issue 32): the shared caches and tag expirations live there,
 * so an instance that cannot reach it is not ready (the edge sends its visitors to the others).
 */
let redis: ChildProcess;
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
let modules: {
  readiness: typeof import('../lib/platform/readiness/readiness').readiness;
  client: typeof import('../lib/platform/redis/redis.mjs');
};

beforeAll(async () => {
  const port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.REDIS_PREFIX = `test${process.pid}:`;
  redis = await startRedisServer(port);
  env = await startSandboxMsw();
  modules = {
    readiness: (await import('../lib/platform/readiness/readiness')).readiness,
    client: await import('../lib/platform/redis/redis.mjs'),
  };
  await vi.waitFor(() => expect(modules.client.sharedRedis()!.isReady).toBe(true), { timeout: 5000 });
});

afterAll(async () => {
  await modules?.client.closeRedis();
  await stopRedisServer(redis);
  env.close();
});

const fresh = () => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('theatre.observability.readiness')] = undefined;
  return modules.readiness();
};

describe('readiness with Redis', () => {
  it('is ready while Redis answers, and not while it does not', async () => {
    await expect(fresh()).resolves.toEqual({ ready: true, redis: 'ok', content: 'ok' });
    redis.kill('SIGSTOP');
    try {
      await expect(fresh()).resolves.toEqual({ ready: false, redis: 'down', content: 'ok' });
    } finally {
      redis.kill('SIGCONT');
    }
  });
});

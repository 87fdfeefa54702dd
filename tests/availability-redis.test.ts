// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * The shared availability reads between instances (issue 44): one instance asks the ticketing API,
 * the others read its answer from Redis for that second, even while it is still on its way.
 * Another instance is played here by forgetting what this process keeps (resetSharedReads).
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_PREFIX = `availability${process.pid}:`;
  return { process: undefined as ChildProcess | undefined };
});

let shared: typeof import('@/lib/availability/shared-read');

beforeAll(async () => {
  const port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  redis.process = await startRedisServer(port);
  shared = await import('@/lib/availability/shared-read');
  const { sharedRedis } = await import('@/lib/platform/redis/redis.mjs');
  const started = Date.now();
  while (!sharedRedis()!.isReady) {
    if (Date.now() - started > 5000) throw new Error('Redis client not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterAll(async () => {
  (await import('@/lib/platform/redis/redis.mjs')).sharedRedis()?.destroy();
  if (redis.process) await stopRedisServer(redis.process);
});

const counted = <T>(value: T, ms = 0) => {
  const load = vi.fn(async () => {
    if (ms) await new Promise((r) => setTimeout(r, ms));
    return value;
  });
  return load;
};

describe('availability shared between instances through Redis', () => {
  it('the answer one instance got is the next instance’s, without asking again', async () => {
    const first = counted({ left: 5 });
    expect(await shared.sharedRead('show:en:A', first)).toEqual({ left: 5 });
    shared.resetSharedReads();
    const second = counted({ left: 4 });
    expect(await shared.sharedRead('show:en:A', second)).toEqual({ left: 5 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('an instance that misses while another is asking waits for that answer instead of asking too', async () => {
    const slow = counted({ seats: 'v1' }, 300);
    const asking = shared.sharedRead('seats:en:B', slow);
    await new Promise((r) => setTimeout(r, 50));
    shared.resetSharedReads();
    const other = counted({ seats: 'v2' });
    const [a, b] = await Promise.all([asking, shared.sharedRead('seats:en:B', other)]);
    expect(a).toEqual({ seats: 'v1' });
    expect(b).toEqual({ seats: 'v1' });
    expect(other).not.toHaveBeenCalled();
  });

  it('a refusal forgets the copy in Redis too: the next instance asks the API', async () => {
    await shared.sharedRead('seats:en:C', counted({ seats: 'old' }));
    await shared.forget(['seats:en:C']);
    shared.resetSharedReads();
    const fresh = counted({ seats: 'new' });
    expect(await shared.sharedRead('seats:en:C', fresh)).toEqual({ seats: 'new' });
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});

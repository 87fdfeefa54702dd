// @vitest-environment node
import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * Caches a visitor cannot fill (issue 29): an unknown path's alias look-up answers "nothing here",
 * which the content reader keeps for minutes (lib/cms/outcome.ts, missingLife), and the data cache
 * keeps such short-lived entries in the process's bounded memory, never in the Redis every
 * instance shares. Measured on a real Redis: what 10,000 of them add to its used memory.
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_PREFIX = `unknown${process.pid}:`;
  return { port: 0, process: undefined as ChildProcess | undefined };
});

let handler: typeof import('../lib/platform/cache/data-cache-handler.mjs').default;
let client: typeof import('../lib/platform/redis/redis.mjs');

beforeAll(async () => {
  redis.port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.port}`;
  redis.process = await startRedisServer(redis.port);
  handler = (await import('../lib/platform/cache/data-cache-handler.mjs')).default;
  client = await import('../lib/platform/redis/redis.mjs');
  const started = Date.now();
  while (!client.sharedRedis()!.isReady) {
    if (Date.now() - started > 5000) throw new Error('Redis client not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterAll(async () => {
  await client.closeRedis();
  if (redis.process) await stopRedisServer(redis.process);
});

const usedMemory = () =>
  Number(
    /used_memory:(\d+)/.exec(
      execFileSync('redis-cli', ['-p', String(redis.port), 'info', 'memory'], { encoding: 'utf8' }),
    )![1],
  );
const keyCount = () => Number(execFileSync('redis-cli', ['-p', String(redis.port), 'dbsize'], { encoding: 'utf8' }));

const entry = (text: string, life: { stale: number; revalidate: number; expire: number }) => ({
  value: new Response(text).body!,
  tags: ['aliases'],
  timestamp: Date.now(),
  ...life,
});

describe('unknown paths', () => {
  it("10,000 of them leave Redis's used memory within a few MB; content is still shared", async () => {
    const { missingLife } = await import('@/lib/cms/outcome');
    const before = usedMemory();
    for (let i = 0; i < 10_000; i++) {
      const path = `/${Math.random().toString(36).slice(2)}/${'x'.repeat(200)}`;
      await handler.set(
        `["build","readRoute",["zh-hans","${path}"]]`,
        Promise.resolve(entry('{"ok":true,"value":null}', missingLife)),
      );
    }
    expect(usedMemory() - before).toBeLessThan(2 * 1024 * 1024);
    expect(keyCount()).toBe(0);
    // a page's content (its default 30-day life) is shared with every instance as before
    await handler.set(
      '["build","readRoute",["zh-hans","/news"]]',
      Promise.resolve(entry('{"ok":true}', { stale: 300, revalidate: 900, expire: 2_592_000 })),
    );
    expect(keyCount()).toBe(1);
  });
});

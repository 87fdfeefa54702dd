// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * The caching layer against a real Redis (Debian's redis-server, on a free port of its own):
 * instances share pages, tag expirations reach every process at once (and despite a lost
 * message), and Redis going away or stopping costs speed, never a page.
 */
const redis = vi.hoisted(() => {
  const state = { port: 0, process: undefined as ChildProcess | undefined };
  process.env.REDIS_PREFIX = `test${process.pid}:`;
  return state;
});

async function startRedis() {
  redis.process = await startRedisServer(redis.port);
}

async function stopRedis() {
  await stopRedisServer(redis.process!);
}

/** Polls `check` until it holds; the time it took (ms). */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

let modules: {
  RouteCache: typeof import('../lib/platform/cache/route-cache.mjs').RouteCache;
  MemoryLru: typeof import('../lib/platform/cache/memory-lru.mjs').MemoryLru;
  RedisStore: typeof import('../lib/platform/cache/redis-store.mjs').RedisStore;
  tags: typeof import('../lib/platform/cache/tag-clock.mjs');
  client: typeof import('../lib/platform/redis/redis.mjs');
};

beforeAll(async () => {
  redis.port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.port}`;
  await startRedis();
  modules = {
    RouteCache: (await import('../lib/platform/cache/route-cache.mjs')).RouteCache,
    MemoryLru: (await import('../lib/platform/cache/memory-lru.mjs')).MemoryLru,
    RedisStore: (await import('../lib/platform/cache/redis-store.mjs')).RedisStore,
    tags: await import('../lib/platform/cache/tag-clock.mjs'),
    client: await import('../lib/platform/redis/redis.mjs'),
  };
  await within(5000, () => modules.client.sharedRedis()!.isReady);
});

afterAll(async () => {
  await modules?.client.closeRedis();
  redis.process?.kill('SIGKILL');
});

const ctx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const life = { cacheControl: { revalidate: 900, expire: 2_592_000 } };
const page = (text: string, tags = '') => ({
  kind: 'APP_PAGE',
  html: `<main>${text}</main>`,
  rscData: Buffer.from(text),
  status: 200,
  headers: tags ? { 'x-next-cache-tags': tags } : {},
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
/** One instance's route cache: its own memory, the shared Redis. */
const instance = () =>
  new modules.RouteCache({
    memory: new modules.MemoryLru({ maxBytes: 1e8, maxEntries: 1000 }),
    store: new modules.RedisStore('route'),
    shared: true,
  });

describe('several instances over one Redis', () => {
  it('a page rendered through one instance is served by another without rendering it', async () => {
    await instance().set('/route-cache/APP_PAGE/x/$/en/shared', page('rendered once'), life);
    const read = await instance().get('/route-cache/APP_PAGE/x/$/en/shared', ctx);
    expect(read?.value.html).toBe('<main>rendered once</main>');
    expect(read?.value.segmentData.get('/_tree').toString()).toBe('tree');
  });

  it('a tag expired in one process reaches another at once, and despite a lost message', async () => {
    const follower = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { expiryOf, followTags } from './lib/platform/cache/tag-clock.mjs';
         const seen = new Set();
         setInterval(() => {
           followTags();
           for (const tag of ['node:pubsub', 'node:lost']) if (!seen.has(tag) && expiryOf([tag]) > 0) { seen.add(tag); console.log(tag); }
         }, 10);
         console.log('ready');`,
      ],
      { cwd: process.cwd(), env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    follower.stdout!.on('data', (chunk) => lines.push(...String(chunk).trim().split('\n')));
    try {
      await within(10_000, () => lines.includes('ready'));
      await new Promise((r) => setTimeout(r, 500)); // subscribed
      await modules.tags.expireTags(['node:pubsub']);
      expect(await within(1000, () => lines.includes('node:pubsub'))).toBeLessThan(500);
      // an expiry written without its message (a subscriber that was away): the version check finds it
      const prefix = process.env.REDIS_PREFIX;
      await modules.client.redisCall((client) =>
        client.multi().hSet(`${prefix}tags`, 'node:lost', `${Date.now()},0`).incr(`${prefix}tags:version`).exec(),
      );
      expect(await within(2000, () => lines.includes('node:lost'))).toBeLessThan(1000);
    } finally {
      follower.kill();
    }
  });
});

describe('Redis away', () => {
  it('stopped: pages held in memory are still served, an expiry fails loudly; back within 5 s of Redis returning', async () => {
    const key = '/route-cache/APP_PAGE/x/$/en/outage';
    const cache = instance();
    await cache.set(key, page('kept', 'node:outage'), life);
    await stopRedis();
    try {
      const started = Date.now();
      expect((await cache.get(key, ctx))?.value.html).toBe('<main>kept</main>');
      await expect(modules.tags.expireTags(['node:outage'])).rejects.toThrow(modules.client.RedisUnavailable);
      await cache.set(`${key}-new`, page('not shared'), life); // never throws
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await startRedis();
    }
    const back = await within(5000, async () => {
      try {
        await modules.tags.expireTags(['node:after-outage']);
        return true;
      } catch {
        return false;
      }
    });
    expect(back).toBeLessThan(5000);
    await instance().set(`${key}-after`, page('shared again'), life);
    expect((await instance().get(`${key}-after`, ctx))?.value.html).toBe('<main>shared again</main>');
  });

  it('paused (no answer at all): a call gives up within its timeout, and works again once Redis answers', async () => {
    process.kill(redis.process!.pid!, 'SIGSTOP');
    try {
      const started = Date.now();
      await expect(modules.client.redisCall((client) => client.get('x'))).rejects.toThrow(
        modules.client.RedisUnavailable,
      );
      expect(Date.now() - started).toBeLessThan(modules.client.COMMAND_TIMEOUT_MS + 300);
      // resting after the failure: the next call does not wait at all
      const next = Date.now();
      await expect(modules.client.redisCall((client) => client.get('x'))).rejects.toThrow();
      expect(Date.now() - next).toBeLessThan(50);
    } finally {
      process.kill(redis.process!.pid!, 'SIGCONT');
    }
    expect(
      await within(5000, async () => {
        try {
          await modules.client.redisCall((client) => client.ping());
          return true;
        } catch {
          return false;
        }
      }),
    ).toBeLessThan(5000);
  });
});

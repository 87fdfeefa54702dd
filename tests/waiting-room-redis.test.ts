// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { freePort, startRedisServer, stopRedisServer } from './support/redis-server';

/**
 * The waiting room with REDIS_URL set (several instances): one line every instance shares. Numbers
 * taken at once on several instances are all different and follow one another; the admission
 * tick, run by every instance as often as it likes, moves the line at the room's rate and no
 * faster (Redis's own clock, one Lua script); what an operator switches is seen by all; one
 * address's share of numbers is counted there too, before each number is taken.
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_PREFIX = `wr${process.pid}:`;
  return { port: 0, process: undefined as ChildProcess | undefined };
});

let client: typeof import('@/lib/platform/redis/redis.mjs');
let RedisStore: typeof import('@/lib/platform/waiting-room/redis-store').RedisStore;

beforeAll(async () => {
  redis.port = await freePort();
  process.env.REDIS_URL = `redis://127.0.0.1:${redis.port}`;
  redis.process = await startRedisServer(redis.port);
  client = await import('@/lib/platform/redis/redis.mjs');
  ({ RedisStore } = await import('@/lib/platform/waiting-room/redis-store'));
  const started = Date.now();
  while (!client.sharedRedis()!.isReady) {
    if (Date.now() - started > 5000) throw new Error('Redis client not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
});

/** A newcomer's number in `line`, the room's current run (an operator's switch-on, as the admin route writes it). */
async function opened(store: InstanceType<typeof RedisStore>, line: { scope: 'show:PRJ1002'; epoch: string }) {
  await store.setOverride(line.scope, { mode: 'on', rate: null, tickMs: null, epoch: line.epoch, at: 0 });
  return () =>
    store.join({ ...line, envMode: 'off', prequeue: false, arrival: Date.now() }).then((joined) => joined.number);
}

afterAll(async () => {
  client.sharedRedis()?.destroy();
  if (redis.process) await stopRedisServer(redis.process);
});

describe('the waiting room in Redis', () => {
  it('gives 300 newcomers arriving at once on three instances 300 different numbers, 1 to 300', async () => {
    const instances = [new RedisStore(), new RedisStore(), new RedisStore()];
    const line = { scope: 'show:PRJ1002' as const, epoch: 'redis-1' };
    const joins = await Promise.all(instances.map((store) => opened(store, line)));
    const numbers = await Promise.all(Array.from({ length: 300 }, (_, i) => joins[i % 3]()));
    expect(new Set(numbers).size).toBe(300);
    expect(Math.min(...numbers)).toBe(1);
    expect(Math.max(...numbers)).toBe(300);
  });

  it('moves the line at the room’s rate, however many instances run the tick at once', async () => {
    const instances = [new RedisStore(), new RedisStore(), new RedisStore()];
    const line = { scope: 'show:PRJ1002' as const, epoch: 'redis-2' };
    const join = await opened(instances[0], line);
    for (let i = 0; i < 200; i++) await join();
    // 600 a minute, a step every 100 ms: 1 a step; each instance ticks every 20 ms
    const started = Date.now();
    await instances[0].advance(line, 600, 100);
    let serving = 0;
    while (Date.now() - started < 1500) {
      const answers = await Promise.all(instances.map((store) => store.advance(line, 600, 100)));
      serving = Math.max(...answers.map((a) => a.serving));
      await new Promise((r) => setTimeout(r, 20));
    }
    const elapsed = Date.now() - started;
    // never more than the rate allows in the time that passed (one step in hand)
    expect(serving).toBeLessThanOrEqual(Math.floor((elapsed * 600) / 60_000) + 1);
    expect(serving).toBeGreaterThan(0);
    expect((await instances[1].advance(line, 600, 100)).issued).toBe(200);
  });

  it('orders the line by arrival at the edge, whichever instance numbers a visitor and when; a late join from before the cut goes in', async () => {
    const [one, two] = [new RedisStore(), new RedisStore()];
    const line = { scope: 'show:PRJ1002' as const, epoch: 'redis-arrival' };
    await one.setOverride(line.scope, { mode: 'on', rate: null, tickMs: null, epoch: line.epoch, at: 0 });
    const t0 = Date.now();
    const join = (store: typeof one, arrival: number) =>
      store.join({ ...line, envMode: 'off', prequeue: false, arrival }).then((joined) => joined.number);
    // two instances, the second a few seconds behind: what reaches Redis last arrived first
    const numbers = [await join(one, t0 - 2000), await join(two, t0 - 1000), await join(two, t0 - 3000)];
    expect(numbers).toEqual([1, 2, 3]);
    const place = async (n: number) => (await two.advance(line, 600, 100, n)).place;
    expect(await Promise.all(numbers.map(place))).toEqual([2, 3, 1]);
    // 600 a minute, a step every 100 ms: one in per step, the earliest arrival first
    await new Promise((r) => setTimeout(r, 150));
    const after = await one.advance(line, 600, 100, 3);
    expect(after).toMatchObject({ serving: 1, place: 0 });
    expect(await place(1)).toBe(1);
    // arrived before the one let in, numbered only now: let in at once, counted as let in
    const overtaken = await join(one, t0 - 4000);
    expect(await place(overtaken)).toBe(0);
    expect((await one.advance(line, 600, 100)).serving).toBe(2);
    // a newcomer stamped between the two still waiting takes the place between them
    const between = await join(two, t0 - 1500);
    expect(await Promise.all([1, between, 2].map(place))).toEqual([1, 2, 3]);
  });

  it('keeps what an operator switched and automatic mode’s state where every instance reads them', async () => {
    const [one, two] = [new RedisStore(), new RedisStore()];
    await one.setOverride('show:PRJ1002', { mode: 'on', rate: 120, tickMs: 1000, epoch: 'x', at: 1 });
    expect(await two.overrides()).toEqual({
      'show:PRJ1002': { mode: 'on', rate: 120, tickMs: 1000, epoch: 'x', at: 1 },
    });
    const opened = await one.openAuto({ epoch: 'auto-1', since: 1 });
    expect(await two.openAuto({ epoch: 'auto-2', since: 2 })).toEqual(opened);
    await one.markUnhealthy(10_000);
    expect(await two.unhealthy()).toBe(true);
    await two.closeAuto();
    expect(await one.autoOpen()).toBeNull();
  });

  it('gives one address at most its share of numbers, however many it asks for at once; another address still gets one', async () => {
    const { waitingRoomGate } = await import('@/lib/queue/gate');
    const { forgetRooms, roomStore, setRoomStore } = await import('@/lib/platform/waiting-room/rooms');
    setRoomStore(new RedisStore());
    const room = { scope: 'show:PRJ1002' as const, epoch: 'redis-share', rate: 1, tickMs: 60_000 };
    await roomStore().setOverride(room.scope, { mode: 'on', rate: 1, tickMs: 60_000, epoch: room.epoch, at: 0 });
    forgetRooms();
    // as the HTTP guard stamps it: the socket's address (lib/platform/throttle/client-address.ts)
    const arrive = (address: string) =>
      waitingRoomGate(
        new NextRequest('http://localhost:3000/en/project/PRJ1002/seats', {
          headers: { 'x-forwarded-for': address },
        }),
        () => NextResponse.next(),
      );
    const share = LIMITS.queuePerAddress.points;
    // a bot dropping its cookies, 50 requests more than its share, all at once
    const answers = await Promise.all(Array.from({ length: share + 50 }, () => arrive('198.51.100.7')));
    const numbered = answers.filter((a) => a.headers.getSetCookie().some((c) => c.startsWith('wr_ticket=')));
    expect(numbered).toHaveLength(share);
    // the line's length in the store: only the numbers given
    expect((await roomStore().advance(room, room.rate, room.tickMs)).issued).toBe(share);
    // the others were shown the queue page, told why (its script reads the hint)
    const hint = answers
      .find((a) => !numbered.includes(a))!
      .headers.getSetCookie()
      .find((c) => c.startsWith('wr_line='))!;
    const refused = JSON.parse(Buffer.from(hint.split(';')[0].slice(8), 'base64url').toString()) as {
      state: string;
      pollSeconds: number;
    };
    expect(refused.state).toBe('refused');
    expect(refused.pollSeconds).toBeGreaterThan(0);

    const neighbour = await arrive('198.51.100.8');
    expect(neighbour.headers.getSetCookie().some((c) => c.startsWith('wr_ticket='))).toBe(true);
    expect((await roomStore().advance(room, room.rate, room.tickMs)).issued).toBe(share + 1);
    setRoomStore(undefined);
  });

  it('numbers a visitor in the room’s current run, however stale the instance’s rooms; a held number is kept there', async () => {
    const { atTheDoor } = await import('@/lib/platform/waiting-room/line');
    const { currentRooms, forgetRooms, resolveRooms, roomStore, setRoomStore } =
      await import('@/lib/platform/waiting-room/rooms');
    setRoomStore(new RedisStore());
    const scope = 'show:PRJ1003' as const;
    const run = (epoch: string) => ({ mode: 'on' as const, rate: 1, tickMs: 60_000, epoch, at: 0 });
    // another instance switched the room on again (run 2) after this one last read its rooms (run 1)
    const stale = resolveRooms({ [scope]: run('stale-1') }, null);
    await roomStore().setOverride(scope, run('current-2'));
    const show = { kind: 'show' as const, projectToken: 'PRJ1003' };
    const door = (visitor: Parameters<typeof atTheDoor>[0], rooms: Parameters<typeof atTheDoor>[2]) =>
      atTheDoor(visitor, show, rooms, { join: true, admit: false, from: null });

    const first = await door({ tickets: [], passes: [], device: null }, stale);
    expect(first.status).toMatchObject({ state: 'waiting', ticket: 1 });
    expect(first.visitor.tickets).toEqual([expect.objectContaining({ epoch: 'current-2', number: 1 })]);
    // the stale run's line was never numbered in
    expect((await roomStore().counters([{ scope, epoch: 'stale-1' }]))[0].issued).toBe(0);
    // that visitor asks again at an instance still as stale: the same number, none taken
    const again = await door(first.visitor, stale);
    expect(again.status).toMatchObject({ state: 'waiting', ticket: 1 });
    expect((await roomStore().counters([{ scope, epoch: 'current-2' }]))[0].issued).toBe(1);

    // an instance whose rooms read fails (a busy loop) while its join gets through: still the current run
    const store = roomStore();
    const overrides = store.overrides.bind(store);
    store.overrides = () => Promise.reject(new Error('late'));
    forgetRooms();
    expect((await currentRooms()).degraded).toBe(true);
    const second = await door({ tickets: [], passes: [], device: null }, stale);
    expect(second.status).toMatchObject({ state: 'waiting', ticket: 2 });
    expect(second.visitor.tickets).toEqual([expect.objectContaining({ epoch: 'current-2' })]);
    store.overrides = overrides;

    // the room switched off meanwhile: nobody is numbered in a line of the stale run
    await roomStore().setOverride(scope, { ...run('current-2'), mode: 'off' });
    forgetRooms();
    const third = await door({ tickets: [], passes: [], device: null }, stale);
    expect(third.status.state).toBe('open');
    expect((await roomStore().counters([{ scope, epoch: 'stale-1' }]))[0].issued).toBe(0);
    setRoomStore(undefined);
  });

  it('draws the pre-queue once in Redis, whoever asks at once, in the order the memory store gives for the seed', async () => {
    const { drawOrder, seedHash } = await import('@/lib/platform/waiting-room/draw');
    const instances = [new RedisStore(), new RedisStore(), new RedisStore()];
    const line = { scope: 'show:PRJ2001' as const, epoch: 'sale-redis' };
    const opensAt = Date.now() + 300;
    await instances[0].setOverride(line.scope, {
      mode: 'on',
      rate: 60,
      tickMs: 1000,
      epoch: line.epoch,
      at: 0,
      opensAt,
    });
    const pre = { ...line, envMode: 'off' as const, prequeue: true, arrival: Date.now() };
    const tickets = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 3].join(pre)));
    expect(tickets.every((t) => t.pre)).toBe(true);
    expect(await instances[1].draw(line, opensAt, 'ab'.repeat(32), seedHash('ab'.repeat(32)))).toBeNull();
    await new Promise((r) => setTimeout(r, opensAt - Date.now() + 20));
    const seeds = instances.map((_, i) => String(i + 1).repeat(64));
    const records = await Promise.all(
      instances.map((store, i) => store.draw(line, opensAt, seeds[i], seedHash(seeds[i]))),
    );
    expect(new Set(records.map((r) => JSON.stringify(r))).size).toBe(1);
    const winner = seeds.findIndex((seed) => seedHash(seed) === records[0]!.seedHash);
    expect(records[0]).toMatchObject({ size: 60 });
    const places = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[2].drawnPlace(line, i + 1)));
    drawOrder(60, seeds[winner]).forEach((ticket, i) => expect(places[ticket - 1]).toBe(i + 1));
    // a pre-queue ticket asked for after the draw is a number behind them
    expect(await instances[0].join(pre)).toEqual({ epoch: line.epoch, number: 61, pre: false });
    const [figures] = await instances[1].counters([line]);
    expect(figures).toMatchObject({ issued: 61, prequeue: 60, draw: records[0] });
  });
});

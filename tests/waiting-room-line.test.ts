// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/lib/platform/config/config';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { atTheDoor, type Visitor } from '@/lib/platform/waiting-room/line';
import { setKeptRoomsFile } from '@/lib/platform/waiting-room/kept-rooms';
import { switchRoom } from '@/lib/platform/waiting-room/admin';
import { currentRooms, resolveRooms, roomState, setRoomStore } from '@/lib/platform/waiting-room/rooms';
import type { Scope, Target } from '@/lib/platform/waiting-room/scope';
import { MemoryStore, type Override, type RoomStore } from '@/lib/platform/waiting-room/store';
import { MemoryPassUses, setPassUseStore } from '@/lib/platform/waiting-room/pass-uses';
import {
  passCovers,
  PASS_LIFETIME_MS,
  readPasses,
  readTickets,
  writePasses,
  writeTickets,
  type Pass,
} from '@/lib/platform/waiting-room/tokens';

/**
 * The waiting room's line (lib/platform/waiting-room/line.ts) on a clock the test moves: numbers in arrival
 * order, admission at the room's rate and never faster, each visitor let in once and kept inside
 * by their pass, the same number however often one asks, and a store that cannot answer letting
 * visitors in at the safe rate rather than nobody.
 */
const SHOW: Target = { kind: 'show', projectToken: 'PRJ1002' };
const OTHER_SHOW: Target = { kind: 'show', projectToken: 'PRJ1003' };
const clock = { now: 1_800_000_000_000 };

function room(scope: Scope, rate = 120, tickMs = 1000): Partial<Record<Scope, Override>> {
  return { [scope]: { mode: 'on' as const, rate, tickMs, epoch: 'run-1', at: 0 } } as Partial<Record<Scope, Override>>;
}

function withStore(store: RoomStore = new MemoryStore(() => clock.now)) {
  setRoomStore(store);
  return store;
}

afterEach(() => {
  setRoomStore(undefined);
  setPassUseStore(undefined);
  resetLimits();
});

const nobody = (): Visitor => ({ tickets: [], passes: [], device: null });

/** A visitor as a browser keeps them: the cookies' values round-tripped through their signatures. */
function asCookies(visitor: Visitor): Visitor {
  const secret = config().SESSION_SECRET;
  return {
    tickets: readTickets(writeTickets(visitor.tickets, secret), secret, clock.now),
    passes: readPasses(writePasses(visitor.passes, secret), secret, clock.now),
    device: visitor.device,
  };
}

async function arrive(target: Target, rooms = resolveRooms(room('show:PRJ1002'), null)) {
  return atTheDoor(nobody(), target, rooms, { join: true, admit: true, from: null, now: clock.now });
}

/** The line's store failing every call (Redis down), for the fail-open tests; the room and the safe rate's interval. */
function withUnreachableStore() {
  const broken = new MemoryStore(() => clock.now);
  broken.join = () => Promise.reject(new Error('Redis is unavailable'));
  broken.advance = () => Promise.reject(new Error('Redis is unavailable'));
  withStore(broken);
  return {
    rooms: resolveRooms(room('show:PRJ1002'), null),
    interval: 60_000 / config().WAITING_ROOM_FAIL_OPEN_RATE,
  };
}

/**
 * A line of `numbers` visitors read by this instance, then Redis down: the waiting visitors' cookies,
 * the rooms and the safe rate's interval between two passes.
 */
async function redisDownAfter(numbers: number) {
  const store = withStore();
  const rooms = resolveRooms(room('show:PRJ1002', 1), null);
  const waiting: Visitor[] = [];
  for (let i = 0; i < numbers; i++) waiting.push(asCookies((await arrive(SHOW, rooms)).visitor));
  store.join = () => Promise.reject(new Error('Redis is unavailable'));
  store.advance = () => Promise.reject(new Error('Redis is unavailable'));
  return { rooms, waiting, interval: 60_000 / config().WAITING_ROOM_FAIL_OPEN_RATE };
}

describe('the line', () => {
  it('gives numbers in arrival order; asking again, reloading or a second tab keeps the same number and place', async () => {
    withStore();
    const rooms = resolveRooms(room('show:PRJ1002'), null);
    const visitors: Visitor[] = [];
    for (let i = 0; i < 5; i++) {
      const d = await arrive(SHOW, rooms);
      expect(d.through).toBe(false);
      expect(d.status).toMatchObject({ state: 'waiting', ticket: i + 1, place: i + 1 });
      visitors.push(asCookies(d.visitor));
    }
    // the third asks fifty times (a bot hammering the status): still third, no one else moved
    for (let i = 0; i < 50; i++) {
      const again = await atTheDoor(visitors[2], SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
      expect(again.status).toMatchObject({ ticket: 3, place: 3 });
      expect(again.changed).toBe(false);
    }
    expect((await arrive(SHOW, rooms)).status.ticket).toBe(6);
  });

  it('places a visitor by when they arrived at the edge, however late their join comes; one who arrived before the last let in goes in at once', async () => {
    withStore();
    const rooms = resolveRooms(room('show:PRJ1002', 60), null);
    const start = clock.now;
    const join = (arrivedAt: number) =>
      atTheDoor(nobody(), SHOW, rooms, { join: true, admit: false, from: null, now: clock.now, arrivedAt });
    const ask = (v: Visitor) => atTheDoor(v, SHOW, rooms, { join: true, admit: false, from: null, now: clock.now });
    const a = await join(start - 2000);
    const b = await join(start - 1000);
    // the edge queued this one itself: their join reaches the line last, stamped with their arrival
    const late = await join(start - 3000);
    expect([a, b, late].map((d) => d.status.ticket)).toEqual([1, 2, 3]);
    // each told their place as it stood when they joined; asked again, the late one stands first
    expect([a, b, late].map((d) => d.status.place)).toEqual([1, 2, 1]);
    const again = await Promise.all([a, b, late].map((d) => ask(d.visitor)));
    expect(again.map((d) => d.status.place)).toEqual([2, 3, 1]);
    // a stamp from the future counts as now
    const future = await join(start + 60_000);
    expect(future.status.place).toBe(4);
    // one a second (60 a minute; the first join started the tick's clock): the earliest arrival first
    clock.now = start + 1000;
    expect((await ask(late.visitor)).status).toMatchObject({ state: 'admitted', ticket: 3 });
    expect((await ask(a.visitor)).status).toMatchObject({ state: 'waiting', place: 1 });
    expect((await ask(b.visitor)).status).toMatchObject({ state: 'waiting', place: 2 });
    // arrived before the one just let in, numbered only now: their turn came already
    const overtaken = await join(start - 4000);
    expect(overtaken.status).toMatchObject({ state: 'admitted', ticket: 5 });
    // and asking again keeps each where they stand
    expect((await ask(b.visitor)).status).toMatchObject({ state: 'waiting', place: 2 });
  });

  it('lets in at the room’s rate and no faster, however many instances run the tick, in order', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002', 120), null);
    const start = clock.now;
    const visitors: Visitor[] = [];
    // 400 arrive in the first 10 s; three instances each run the tick every 250 ms for a minute
    let serving = 0;
    const servingAt: { t: number; serving: number }[] = [];
    for (let step = 0; step <= 240; step++) {
      clock.now = start + step * 250;
      if (step < 40) for (let i = 0; i < 10; i++) visitors.push(asCookies((await arrive(SHOW, rooms)).visitor));
      for (let instance = 0; instance < 3; instance++)
        serving = (await store.advance(rooms.open.get('show:PRJ1002')!, 120, 1000)).serving;
      servingAt.push({ t: clock.now - start, serving });
    }
    // in any window, at most the rate's share of it (plus the one step in progress)
    for (const a of servingAt)
      for (const b of servingAt)
        if (b.t > a.t) expect(b.serving - a.serving).toBeLessThanOrEqual(Math.ceil(((b.t - a.t) / 60_000) * 120) + 2);
    expect(serving).toBeGreaterThanOrEqual(110);
    expect(serving).toBeLessThanOrEqual(120);
    // those let in are exactly the first `serving` to arrive
    const admitted = [];
    for (const v of visitors) {
      const d = await atTheDoor(v, SHOW, rooms, { join: true, admit: false, from: null, now: clock.now });
      admitted.push(d.status.state === 'admitted');
    }
    expect(admitted.indexOf(false)).toBe(serving);
    expect(admitted.slice(serving).every((a) => !a)).toBe(true);
  });

  it('banks no quiet spell: a crowd after an idle hour is let in at the rate, not all at once', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002', 120), null);
    const line = rooms.open.get('show:PRJ1002')!;
    await store.advance(line, 120, 1000);
    clock.now += 60 * 60_000;
    for (let i = 0; i < 100; i++) await arrive(SHOW, rooms);
    clock.now += 1000;
    const { serving } = await store.advance(line, 120, 1000);
    // the first arrival let in at once, then a tick's worth (2 a second at 120 a minute), not an hour's
    expect(serving).toBeLessThanOrEqual(3);
  });

  it('lets a visitor in once, with a pass that keeps them inside and is extended while they are active', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002', 120), null);
    const line = rooms.open.get('show:PRJ1002')!;
    const first = asCookies((await arrive(SHOW, rooms)).visitor);
    await store.advance(line, 120, 1000);
    clock.now += 1000;
    await store.advance(line, 120, 1000);
    const admitted = await atTheDoor(first, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
    expect(admitted.through).toBe(true);
    expect(admitted.visitor.passes).toEqual([expect.objectContaining({ scope: 'show:PRJ1002', ticket: 1 })]);
    expect(admitted.visitor.tickets).toEqual([]);
    let inside = asCookies(admitted.visitor);
    // every step of the purchase goes through; none takes another number
    for (let minute = 1; minute <= 45; minute++) {
      clock.now += 60_000;
      const step = await atTheDoor(inside, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
      expect(step.through).toBe(true);
      inside = asCookies(step.visitor);
    }
    expect((await store.advance(line, 120, 1000)).issued).toBe(1);
    // away longer than the pass lasts, while ten others arrived: back in line, at its end
    clock.now += (config().WAITING_ROOM_PASS_MINUTES + 1) * 60_000;
    for (let i = 0; i < 10; i++) await arrive(SHOW, rooms);
    const back = await atTheDoor(asCookies(inside), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
    });
    expect(back.through).toBe(false);
    expect(back.status.ticket).toBe(12);
  });

  it('a pass opens its own room, in the run it was earned in, on the device it was given to', async () => {
    const secret = config().SESSION_SECRET;
    const pass = (scope: Scope, epoch = 'run-1', device = 'device-a'): Pass => ({
      scope,
      epoch,
      ticket: 4,
      device,
      since: clock.now,
      expiresAt: clock.now + 60_000,
      renewedAt: clock.now,
    });
    const show = { scope: 'show:PRJ1002' as Scope, epoch: 'run-1' };
    expect(passCovers(pass('show:PRJ1002'), show, 'device-a')).toBe(true);
    expect(passCovers(pass('show:PRJ1003'), show, 'device-a')).toBe(false);
    expect(passCovers(pass('all'), show, 'device-a')).toBe(false);
    expect(passCovers(pass('show:PRJ1002', 'run-0'), show, 'device-a')).toBe(false);
    expect(passCovers(pass('show:PRJ1002'), show, 'device-b')).toBe(false);
    expect(passCovers(pass('show:PRJ1002'), show, null)).toBe(false);
    // a changed cookie, or one signed with another key, is no pass at all
    const value = writePasses([pass('all')], secret);
    expect(readPasses(value, secret, clock.now)).toHaveLength(1);
    expect(
      readPasses(
        value.replace(/^./, (c) => (c === 'W' ? 'X' : 'W')),
        secret,
        clock.now,
      ),
    ).toEqual([]);
    expect(readPasses(value, `${secret}-other`, clock.now)).toEqual([]);
  });

  it('starts a new line when a room reset through another instance is switched on here', async () => {
    const store = withStore();
    await switchRoom({ scope: 'show:PRJ1002', mode: 'on', rate: 60 }, clock.now);
    const first = (await currentRooms()).open.get('show:PRJ1002')!.epoch;
    // another instance resets the room: the store changes, this instance's rooms are as it read them
    await store.setOverride('show:PRJ1002', null);
    await switchRoom({ scope: 'show:PRJ1002', mode: 'on', rate: 60 }, clock.now + 60_000);
    expect((await currentRooms()).open.get('show:PRJ1002')!.epoch).not.toBe(first);
  });

  it('gives nobody a pass before a room opens, and a switch-on ends the passes of the run before', async () => {
    const store = withStore();
    // on the buying path while only another show's room is on: through, and nothing to carry in
    const early = await arrive(OTHER_SHOW);
    expect(early).toMatchObject({ through: true, changed: false });
    expect(early.visitor.passes).toEqual([]);
    // admitted in the first run
    const run1 = resolveRooms(room('show:PRJ1002'), null);
    const first = asCookies((await arrive(SHOW, run1)).visitor);
    await store.advance(run1.open.get('show:PRJ1002')!, 120, 1000);
    clock.now += 1000;
    const inside = asCookies(
      (await atTheDoor(first, SHOW, run1, { join: true, admit: true, from: null, now: clock.now })).visitor,
    );
    expect(inside.passes).toEqual([expect.objectContaining({ ticket: 1, epoch: 'run-1' })]);
    // the operator switches the room on again: a new run, and the old pass is none
    const run2 = resolveRooms({ 'show:PRJ1002': { mode: 'on', rate: 120, tickMs: 1000, epoch: 'run-2', at: 1 } }, null);
    const after = await atTheDoor(inside, SHOW, run2, { join: true, admit: true, from: null, now: clock.now });
    expect(after.through).toBe(false);
    expect(after.status).toMatchObject({ state: 'waiting', ticket: 1, place: 1 });
  });

  it('lets in a visitor with a purchase in progress when the room opens, asking once; anyone else queues', async () => {
    withStore();
    const rooms = resolveRooms(room('show:PRJ1002'), null);
    let asked = 0;
    const buying = await atTheDoor(nobody(), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
      inside: async () => (asked++, true),
    });
    expect(buying.through).toBe(true);
    expect(buying.visitor.passes).toEqual([
      expect.objectContaining({ scope: 'show:PRJ1002', ticket: 0, epoch: 'run-1' }),
    ]);
    expect(buying.visitor.device).toEqual(expect.any(String));
    const browsing = await atTheDoor(nobody(), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
      inside: async () => (asked++, false),
    });
    expect(browsing.through).toBe(false);
    expect(browsing.status).toMatchObject({ state: 'waiting', ticket: 1 });
    // holding a number now: the API is not asked again
    const again = await atTheDoor(asCookies(browsing.visitor), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
      inside: async () => (asked++, true),
    });
    expect(again.status).toMatchObject({ state: 'waiting', ticket: 1 });
    expect(asked).toBe(2);
    // an API that fails counts as no purchase
    const failing = await atTheDoor(nobody(), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
      inside: () => Promise.reject(new Error('down')),
    });
    expect(failing.status).toMatchObject({ state: 'waiting', ticket: 2 });
  });

  it('a ticket or pass copied to another device (another device id) is none there', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002'), null);
    const owner = asCookies((await arrive(SHOW, rooms)).visitor);
    const copy = (v: Visitor): Visitor => ({ ...v, device: 'AAAAAAAAAAAAAAAAAAAAAA' });
    // the ticket: the copy takes a number of its own, at the back
    expect(
      (await atTheDoor(copy(owner), SHOW, rooms, { join: true, admit: true, from: null, now: clock.now })).status
        .ticket,
    ).toBe(2);
    await store.advance(rooms.open.get('show:PRJ1002')!, 120, 1000);
    clock.now += 1000;
    const admitted = asCookies(
      (await atTheDoor(owner, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now })).visitor,
    );
    expect(
      (await atTheDoor(admitted, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now })).through,
    ).toBe(true);
    // the pass, copied without the device id: in line
    const copied = await atTheDoor(copy(admitted), SHOW, rooms, {
      join: false,
      admit: true,
      from: null,
      now: clock.now,
    });
    expect(copied.through).toBe(false);
  });

  it('ends a pass after its total lifetime, however active its holder', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002'), null);
    const first = asCookies((await arrive(SHOW, rooms)).visitor);
    await store.advance(rooms.open.get('show:PRJ1002')!, 120, 1000);
    clock.now += 1000;
    let inside = asCookies(
      (await atTheDoor(first, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now })).visitor,
    );
    const until = clock.now + PASS_LIFETIME_MS;
    while (clock.now + 60_000 < until) {
      clock.now += 60_000;
      const step = await atTheDoor(inside, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
      expect(step.through).toBe(true);
      inside = asCookies(step.visitor);
    }
    clock.now = until;
    // three others in line meanwhile: the holder is behind them now
    for (let i = 0; i < 3; i++) await arrive(SHOW, rooms);
    const back = await atTheDoor(asCookies(inside), SHOW, rooms, {
      join: true,
      admit: true,
      from: null,
      now: clock.now,
    });
    expect(back.through).toBe(false);
    expect(back.status).toMatchObject({ state: 'waiting', ticket: 5 });
  });

  it('one pass serves one buyer: used from a third address or device, it is revoked and its holders queue again', async () => {
    const store = withStore();
    setPassUseStore(new MemoryPassUses(() => clock.now));
    const rooms = resolveRooms(room('show:PRJ1002'), null);
    const at = (v: Visitor, from: string, join = false) =>
      atTheDoor(v, SHOW, rooms, { join, admit: true, from, now: clock.now });
    const first = asCookies((await at(nobody(), '198.51.100.1', true)).visitor);
    await store.advance(rooms.open.get('show:PRJ1002')!, 120, 1000);
    clock.now += 1000;
    const owner = asCookies((await at(first, '198.51.100.1')).visitor);
    expect((await at(owner, '198.51.100.1')).through).toBe(true);
    // the same phone moving to mobile data, and a second address of the same IPv6 /64: still one buyer's
    expect((await at(owner, '2001:db8:1:2::1')).through).toBe(true);
    expect((await at(owner, '2001:db8:1:2:ffff::9')).through).toBe(true);
    // copied with all its cookies to a third network: revoked there
    const third = await at(owner, '203.0.113.50', true);
    expect(third.through).toBe(false);
    expect(third.status.state).toBe('waiting');
    // and for the owner too, once their last counted use is old
    clock.now += 60_000;
    expect((await at(owner, '198.51.100.1')).through).toBe(false);
  });

  it('with the store unreachable, lets visitors in at the safe fixed rate, never closed for everyone', async () => {
    const { rooms, interval } = withUnreachableStore();
    clock.now += 10 * interval;
    const first = await arrive(SHOW, rooms);
    expect(first.through).toBe(true);
    expect(first.visitor.passes).toEqual([expect.objectContaining({ ticket: -1 })]);
    const second = await arrive(SHOW, rooms);
    expect(second.through).toBe(false);
    expect(second.status.state).toBe('unavailable');
    clock.now += interval;
    expect((await arrive(SHOW, rooms)).through).toBe(true);
  });

  it('with Redis down after the line was read, lets in the numbers in arrival order at the safe rate, newcomers after them', async () => {
    const { rooms, waiting, interval } = await redisDownAfter(4);
    const at = (v: Visitor) => atTheDoor(v, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
    clock.now += 2 * interval;
    // two slots' time: numbers 1 and 2, never 3 or 4, and no newcomer before them
    expect((await at(waiting[3])).through).toBe(false);
    expect((await at(nobody())).through).toBe(false);
    expect((await at(waiting[2])).through).toBe(false);
    expect((await at(waiting[1])).through).toBe(true);
    expect((await at(waiting[0])).through).toBe(true);
    clock.now += 2 * interval;
    expect((await at(waiting[3])).through).toBe(true);
    expect((await at(waiting[2])).through).toBe(true);
    // every number known is in: newcomers at the safe rate
    clock.now += interval;
    expect((await at(nobody())).through).toBe(true);
    expect((await at(nobody())).through).toBe(false);
  });

  it('one told their turn came keeps it through a Redis outage on any instance, whatever their number', async () => {
    const store = withStore();
    const rooms = resolveRooms(room('show:PRJ1002', 60), null);
    const start = clock.now;
    const join = (arrivedAt: number) =>
      atTheDoor(nobody(), SHOW, rooms, { join: true, admit: false, from: null, now: clock.now, arrivedAt });
    const first = await join(start - 1000);
    // number 2, but arrived earlier: first in line, and told so when their turn comes
    const earlier = await join(start - 2000);
    clock.now = start + 1000;
    const told = await atTheDoor(asCookies(earlier.visitor), SHOW, rooms, {
      join: true,
      admit: false,
      from: null,
      now: clock.now,
    });
    expect(told.status).toMatchObject({ state: 'admitted', ticket: 2 });
    expect(told.changed).toBe(true);
    // Redis goes down before they reach the seats (another instance, which read the line before)
    store.join = () => Promise.reject(new Error('Redis is unavailable'));
    store.advance = () => Promise.reject(new Error('Redis is unavailable'));
    const seats = (v: Visitor) => atTheDoor(v, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
    expect((await seats(asCookies(told.visitor))).through).toBe(true);
    expect(first.status.ticket).toBe(1);
  });

  it('one told their turn came while Redis is down keeps it on an instance that reckons the line behind', async () => {
    const { rooms, waiting, interval } = await redisDownAfter(4);
    clock.now += 2 * interval;
    // this instance reckons numbers 1 and 2 in: the queue page of number 2 is told so
    const told = await atTheDoor(waiting[1], SHOW, rooms, { join: true, admit: false, from: null, now: clock.now });
    expect(told.status).toMatchObject({ state: 'admitted', ticket: 2 });
    expect(told.changed).toBe(true);
    // the seats are asked of another instance, which read the line just now and reckons nobody in yet
    const open = rooms.open.get('show:PRJ1002')!;
    roomState().lastRead!.set(`${open.scope}\u0000${open.epoch}`, { serving: 0, issued: 4, at: clock.now });
    const seats = (v: Visitor) => atTheDoor(v, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
    expect((await seats(waiting[1])).through).toBe(false);
    expect((await seats(asCookies(told.visitor))).through).toBe(true);
  });

  it('a newcomer told their turn came while Redis is down holds the pass at once, whatever the next instance’s slots', async () => {
    const { rooms, interval } = await redisDownAfter(2);
    clock.now += 3 * interval;
    // every number known is in: the queue page of a newcomer gets this instance's slot
    const told = await atTheDoor(nobody(), SHOW, rooms, { join: true, admit: false, from: null, now: clock.now });
    expect(told.status).toMatchObject({ state: 'admitted', ticket: null });
    // the seats are asked of another instance whose slot was just taken by someone else
    const slots = roomState() as { failOpenNext?: number };
    slots.failOpenNext = clock.now + interval;
    const seats = (v: Visitor) => atTheDoor(v, SHOW, rooms, { join: true, admit: true, from: null, now: clock.now });
    expect((await seats(nobody())).through).toBe(false);
    expect((await seats(asCookies(told.visitor))).through).toBe(true);
  });

  it('with the store unreachable, gives one address no more of the safe rate’s passes than its share of numbers', async () => {
    const { rooms, interval } = withUnreachableStore();
    const from = (address: string) =>
      atTheDoor(nobody(), SHOW, rooms, { join: true, admit: true, from: address, now: clock.now });
    const share = LIMITS.queuePerAddress.points;
    clock.now += 10 * interval;
    // asking while no slot is free spends nothing of the share
    expect((await from('198.51.100.30')).through).toBe(true);
    for (let i = 0; i < share; i++) expect((await from('198.51.100.30')).status.state).toBe('unavailable');
    let passes = 1;
    for (let i = 0; i < share + 10; i++) {
      clock.now += interval;
      if ((await from('198.51.100.30')).through) passes++;
    }
    expect(passes).toBe(share);
    expect((await from('198.51.100.30')).status.state).toBe('refused');
    clock.now += interval;
    expect((await from('198.51.100.31')).through).toBe(true);
  });
});

describe('an instance restarted while Redis is down', () => {
  it('keeps the rooms it last read (on disk), not only the environment’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wr-rooms-'));
    setKeptRoomsFile(join(dir, 'rooms.json'));
    try {
      const shared = Object.defineProperty(new MemoryStore(() => clock.now), 'shared', { value: true });
      setRoomStore(shared);
      await shared.setOverride('show:PRJ1002', { mode: 'on', rate: 30, tickMs: 1000, epoch: 'run-9', at: 1 });
      expect((await currentRooms()).open.get('show:PRJ1002')).toMatchObject({ epoch: 'run-9', rate: 30 });
      // a new process (nothing in memory), Redis down
      const broken = new MemoryStore(() => clock.now);
      broken.overrides = () => Promise.reject(new Error('Redis is unavailable'));
      setRoomStore(broken);
      const after = await currentRooms();
      expect(after.degraded).toBe(true);
      expect(after.open.get('show:PRJ1002')).toMatchObject({ epoch: 'run-9', rate: 30 });
    } finally {
      setKeptRoomsFile(null);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/lib/platform/config/config';
import { drawOrder, seedHash } from '@/lib/platform/waiting-room/draw';
import { atTheDoor, drawn, type Visitor } from '@/lib/platform/waiting-room/line';
import { forgetRooms, resolveRooms, setRoomStore } from '@/lib/platform/waiting-room/rooms';
import { readSchedule, withSchedule } from '@/lib/platform/waiting-room/schedule';
import { parseOpening, waitingRoomSettingsSchema } from '@/lib/platform/config/waiting-room-settings';
import type { Target } from '@/lib/platform/waiting-room/scope';
import { MemoryStore, type Override } from '@/lib/platform/waiting-room/store';
import { readTickets, writeTickets } from '@/lib/platform/waiting-room/tokens';

/**
 * A show's on-sale time (issue 45): the schedule as operators and the environment write it, the
 * pre-queue's draw (a permutation, every order equally likely, made once however many instances
 * ask at once) and what the line says a visitor is before and after it: in the pre-queue without
 * a place, then placed by the draw ahead of everyone who came after the opening.
 */
const SHOW: Target = { kind: 'show', projectToken: 'PRJ1002' };
const clock = { now: 1_800_000_000_000 };
const OPENS = clock.now + 60_000;

function scheduled(opensAt = OPENS, prequeueMs = 30 * 60_000, rate = 60): Partial<Record<'show:PRJ1002', Override>> {
  return { 'show:PRJ1002': { mode: 'on', rate, tickMs: 1000, epoch: 'sale-1', at: 0, opensAt, prequeueMs } };
}

const rooms = () => resolveRooms(scheduled(), null, undefined, clock.now);
const nobody = (): Visitor => ({ tickets: [], passes: [], device: null });

/** A visitor as a browser keeps them: the ticket cookie round-tripped through its signature. */
function asCookies(visitor: Visitor): Visitor {
  const secret = config().SESSION_SECRET;
  return { ...visitor, tickets: readTickets(writeTickets(visitor.tickets, secret), secret, clock.now) };
}

const ask = (visitor: Visitor, admit = false) =>
  atTheDoor(visitor, SHOW, rooms(), { join: true, admit, from: null, now: clock.now });

afterEach(() => {
  setRoomStore(undefined);
  clock.now = 1_800_000_000_000;
});

describe('the schedule', () => {
  it('reads an on-sale time only with its offset from UTC', () => {
    expect(parseOpening('2026-12-01T10:00+08:00')).toBe(Date.UTC(2026, 11, 1, 2, 0));
    expect(parseOpening('2026-12-01T02:00:30Z')).toBe(Date.UTC(2026, 11, 1, 2, 0, 30));
    expect(parseOpening('2026-12-01T10:00')).toBeNull();
    expect(parseOpening('1 December 10:00')).toBeNull();
  });

  it('reads WAITING_ROOM_SCHEDULE: shows with their time, rate and pre-queue minutes; refuses anything else', () => {
    const parsed = waitingRoomSettingsSchema.parse({
      WAITING_ROOM_SCHEDULE: 'PRJ1002@2026-12-01T10:00+08:00/300, PRJ2001@2026-12-02T20:00+08:00/60/45',
    });
    expect(parsed.WAITING_ROOM_SCHEDULE).toEqual([
      { projectToken: 'PRJ1002', opensAt: Date.UTC(2026, 11, 1, 2), rate: 300, prequeueMs: 30 * 60_000 },
      { projectToken: 'PRJ2001', opensAt: Date.UTC(2026, 11, 2, 12), rate: 60, prequeueMs: 45 * 60_000 },
    ]);
    expect(waitingRoomSettingsSchema.safeParse({ WAITING_ROOM_SCHEDULE: 'PRJ1002@2026-12-01 10:00' }).success).toBe(
      false,
    );
    expect(waitingRoomSettingsSchema.parse({}).WAITING_ROOM_SCHEDULE).toEqual([]);
  });

  it('gives the show page the opening, the pre-queue’s start and the rate; none for a show without one', async () => {
    const store = new MemoryStore(() => clock.now);
    setRoomStore(store);
    await store.setOverride('show:PRJ1002', scheduled()['show:PRJ1002']!);
    forgetRooms();
    expect(await readSchedule('PRJ1002')).toEqual({ opensAt: OPENS, prequeueFrom: OPENS - 30 * 60_000, rate: 60 });
    expect(await readSchedule('PRJ1003')).toBeNull();
    await store.setOverride('show:PRJ1002', { ...scheduled()['show:PRJ1002']!, mode: 'off' });
    forgetRooms();
    expect(await readSchedule('PRJ1002')).toBeNull();
  });

  it('puts the operator’s time over the ticketing API’s on the show and each performance; leaves a show without one as it is', async () => {
    const store = new MemoryStore(() => clock.now);
    setRoomStore(store);
    await store.setOverride('show:PRJ1002', scheduled()['show:PRJ1002']!);
    forgetRooms();
    const fromApi = (projectToken: string) => ({
      projectToken,
      onSaleAt: null,
      performances: [
        { eventToken: `${projectToken}-E1`, onSaleAt: OPENS + 3_600_000 },
        { eventToken: `${projectToken}-E2`, onSaleAt: null },
      ],
    });
    const shown = await withSchedule(fromApi('PRJ1002'));
    expect(shown.onSaleAt).toBe(OPENS);
    expect(shown.performances.map((p) => p.onSaleAt)).toEqual([OPENS, OPENS]);
    expect(await withSchedule(fromApi('PRJ1003'))).toEqual(fromApi('PRJ1003'));
  });

  it('keeps the room closed before the pre-queue starts, and open from then on', () => {
    const at = (now: number) => resolveRooms(scheduled(OPENS, 30_000), null, undefined, now).open.has('show:PRJ1002');
    expect(at(OPENS - 31_000)).toBe(false);
    expect(at(OPENS - 30_000)).toBe(true);
    expect(at(OPENS + 3_600_000)).toBe(true);
  });
});

describe('the draw', () => {
  it('gives a permutation of the pre-queue, the same for the same seed', () => {
    const seed = 'ab'.repeat(32);
    const order = drawOrder(500, seed);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(drawOrder(500, seed)).toEqual(order);
    expect(drawOrder(500, 'cd'.repeat(32))).not.toEqual(order);
    expect(drawOrder(0, seed)).toEqual([]);
    expect(drawOrder(1, seed)).toEqual([1]);
  });

  it('makes every order of four equally likely (chi-square over 24,000 seeds)', () => {
    const counts = new Map<string, number>();
    const draws = 24_000;
    for (let i = 0; i < draws; i++) {
      const seed = createHash('sha256').update(`seed ${i}`).digest('hex');
      const key = drawOrder(4, seed).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = draws / 24;
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 23 degrees of freedom: 49.7 is the 99.9th percentile; the seeds are fixed, so this never flakes
    expect(chi).toBeLessThan(49.7);
  });

  it('is made once, whoever asks at once, and not before the opening', async () => {
    const store = new MemoryStore(() => clock.now);
    setRoomStore(store);
    const room = rooms().open.get('show:PRJ1002')!;
    for (let i = 0; i < 5; i++) await store.join({ ...room, envMode: 'off', prequeue: true, arrival: clock.now });
    expect(await drawn(room, clock.now)).toBeNull();
    expect(await store.draw(room, OPENS, 'aa'.repeat(32), seedHash('aa'.repeat(32)))).toBeNull();
    clock.now = OPENS;
    const seeds = Array.from({ length: 10 }, (_, i) => String(i).repeat(64));
    const records = await Promise.all(seeds.map((seed) => store.draw(room, OPENS, seed, seedHash(seed))));
    expect(new Set(records.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(records[0]).toEqual({ at: OPENS, size: 5, seedHash: seedHash(seeds[0]) });
    const places = await Promise.all([1, 2, 3, 4, 5].map((t) => store.drawnPlace(room, t)));
    expect([...places].sort()).toEqual([1, 2, 3, 4, 5]);
    // the first caller's seed decided it: ticket order[p - 1] has place p
    drawOrder(5, seeds[0]).forEach((ticket, i) => expect(places[ticket - 1]).toBe(i + 1));
  });
});

describe('the line with an on-sale time', () => {
  it('says pre-queue before the draw, keeps the ticket on return, places it after; later arrivals go behind', async () => {
    setRoomStore(new MemoryStore(() => clock.now));
    clock.now = OPENS - 20_000;
    const early: Visitor[] = [];
    for (let i = 0; i < 20; i++) {
      const d = await ask(nobody());
      expect(d.through).toBe(false);
      expect(d.status).toMatchObject({ state: 'prequeue', ticket: null, place: null, drawAt: OPENS });
      early.push(asCookies(d.visitor));
    }
    // a second tab or a reload before the draw: the same pre-queue ticket, nothing new taken
    const again = await ask(early[3]);
    expect(again.status.state).toBe('prequeue');
    expect(again.changed).toBe(false);
    expect(again.visitor.tickets).toEqual(early[3].tickets);

    clock.now = OPENS + 10;
    const places: number[] = [];
    for (const visitor of early) {
      const d = await ask(visitor);
      expect(d.status.state === 'waiting' || d.status.state === 'admitted').toBe(true);
      places.push(d.status.ticket!);
      // asked again: the same place (the ticket now holds it)
      expect((await ask(asCookies(d.visitor))).status.ticket).toBe(d.status.ticket);
    }
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const late = await ask(nobody());
    expect(late.status).toMatchObject({ state: 'waiting', ticket: 21, drawAt: OPENS });
  });

  it('gives a pre-queue ticket taken as the draw is made a place at the back', async () => {
    const store = new MemoryStore(() => clock.now);
    setRoomStore(store);
    clock.now = OPENS - 1000;
    await ask(nobody());
    clock.now = OPENS;
    await drawn(rooms().open.get('show:PRJ1002')!, clock.now);
    // an instance whose clock is behind still asks for a pre-queue ticket: the store gives a number
    clock.now = OPENS - 500;
    const straggler = await store.join({
      ...rooms().open.get('show:PRJ1002')!,
      envMode: 'off',
      prequeue: true,
      arrival: clock.now,
    });
    expect(straggler).toEqual({ epoch: 'sale-1', number: 2, pre: false });
  });
});

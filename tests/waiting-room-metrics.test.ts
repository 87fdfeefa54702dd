// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { metricsText } from '@/lib/platform/observability/metrics.mjs';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { reportRoomFigures } from '@/lib/platform/waiting-room/figures';
import { atTheDoor } from '@/lib/platform/waiting-room/line';
import { currentRooms, forgetRooms, resolveRooms, roomStore, setRoomStore } from '@/lib/platform/waiting-room/rooms';
import { MemoryStore } from '@/lib/platform/waiting-room/store';

/**
 * The waiting room's metrics on /api/metrics (lib/platform/observability/metrics.mjs): each room configured,
 * open or not and in which mode, the numbers waiting in each open line (read at the scrape from
 * the store, moving no line), numbers given and refused, visitors let in; and a store that does
 * not answer never holds the scrape up.
 */
const SHOW = { kind: 'show', projectToken: 'PRJ1002' } as const;

afterEach(() => {
  setRoomStore(undefined);
  resetLimits();
});

/** The value of a series in the scrape's text, or undefined when it is absent. */
async function scraped(series: string): Promise<number | undefined> {
  const text = (await metricsText())!.body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const clock = { now: 1_800_000_000_000 };

async function showRoom(store = new MemoryStore(() => clock.now)) {
  setRoomStore(store);
  await store.setOverride('show:PRJ1002', { mode: 'on', rate: 60, tickMs: 1000, epoch: 'metrics', at: 0 });
  forgetRooms();
  reportRoomFigures();
  return currentRooms();
}

describe('the waiting room’s metrics', () => {
  it('report each room, the numbers waiting, numbers given and refused, and visitors let in', async () => {
    const rooms = await showRoom();
    const arrive = (address: string) =>
      atTheDoor({ tickets: [], passes: [], device: null }, SHOW, rooms, { join: true, admit: true, from: address });
    const issuedBefore =
      (await scraped('theatre_waiting_room_numbers_total{room="show:PRJ1002",outcome="issued"}')) ?? 0;
    const refusedBefore =
      (await scraped('theatre_waiting_room_numbers_total{room="show:PRJ1002",outcome="refused"}')) ?? 0;
    const admittedBefore =
      (await scraped('theatre_waiting_room_admissions_total{room="show:PRJ1002",how="turn"}')) ?? 0;

    const share = LIMITS.queuePerAddress.points;
    const first = await arrive('198.51.100.40');
    for (let i = 1; i < share + 3; i++) await arrive('198.51.100.40');
    await arrive('198.51.100.41');
    // the first number's turn (a step of the line), and the visitor back at the door
    clock.now += 1000;
    await roomStore().advance(rooms.open.get('show:PRJ1002')!, 60, 1000);
    expect(
      (await atTheDoor(first.visitor, SHOW, rooms, { join: true, admit: true, from: '198.51.100.40' })).through,
    ).toBe(true);

    // the scrapes above read the figures a moment ago (one read serves a second): read them afresh
    reportRoomFigures();
    expect(await scraped('theatre_waiting_room_open{room="show:PRJ1002",mode="on"}')).toBe(1);
    expect(await scraped('theatre_waiting_room_open{room="all",mode="off"}')).toBe(0);
    // numbers given (the share, and the neighbour's), less the one let in
    expect(await scraped('theatre_waiting_room_waiting{room="show:PRJ1002"}')).toBe(share);
    expect(await scraped('theatre_waiting_room_waiting{room="all"}')).toBeUndefined();
    expect(await scraped('theatre_waiting_room_numbers_total{room="show:PRJ1002",outcome="issued"}')).toBe(
      issuedBefore + share + 1,
    );
    expect(await scraped('theatre_waiting_room_numbers_total{room="show:PRJ1002",outcome="refused"}')).toBe(
      refusedBefore + 3,
    );
    expect(await scraped('theatre_waiting_room_admissions_total{room="show:PRJ1002",how="turn"}')).toBe(
      admittedBefore + 1,
    );
  });

  it('report a scheduled room’s pre-queue, then its draw, and admitted against arrived', async () => {
    // the scrape reads the rooms at the real time: the test's clock starts there
    clock.now = Date.now();
    const store = new MemoryStore(() => clock.now);
    setRoomStore(store);
    const opensAt = clock.now + 10_000;
    const sale = {
      mode: 'on' as const,
      rate: 60,
      tickMs: 1000,
      epoch: 'metrics-sale',
      at: 0,
      opensAt,
      prequeueMs: 60_000,
    };
    await store.setOverride('show:PRJ1002', sale);
    const door = (visitor: Parameters<typeof atTheDoor>[0]) =>
      atTheDoor(visitor, SHOW, resolveRooms({ 'show:PRJ1002': sale }, null, undefined, clock.now), {
        join: true,
        admit: true,
        from: null,
        now: clock.now,
      });
    const early = await Promise.all([1, 2, 3].map(() => door({ tickets: [], passes: [], device: null })));
    forgetRooms();
    reportRoomFigures();
    expect(await scraped('theatre_waiting_room_prequeue{room="show:PRJ1002"}')).toBe(3);
    expect(await scraped('theatre_waiting_room_draw_size{room="show:PRJ1002"}')).toBeUndefined();

    clock.now = opensAt + 1000;
    const placed = await Promise.all(early.map((d) => door(d.visitor)));
    clock.now += 1000;
    await roomStore().advance({ scope: 'show:PRJ1002', epoch: 'metrics-sale' }, 60, 1000);
    // the first in the drawn order comes back and is let in; the others' turn has not come
    const front = placed.find((d) => d.status.ticket === 1)!;
    expect((await door(front.visitor)).through).toBe(true);
    reportRoomFigures();
    expect(await scraped('theatre_waiting_room_draw_size{room="show:PRJ1002"}')).toBe(3);
    expect(await scraped('theatre_waiting_room_draw_time_seconds{room="show:PRJ1002"}')).toBe((opensAt + 1000) / 1000);
    expect(await scraped('theatre_waiting_room_admitted{room="show:PRJ1002"}')).toBe(1);
    expect(await scraped('theatre_waiting_room_arrived{room="show:PRJ1002"}')).toBe(1);
  });

  it('answers the scrape without the line when the store does not answer', async () => {
    const stuck = new MemoryStore();
    stuck.counters = () => new Promise(() => {});
    await showRoom(stuck);
    expect(await scraped('theatre_waiting_room_open{room="show:PRJ1002",mode="on"}')).toBe(1);
    expect(await scraped('theatre_waiting_room_waiting{room="show:PRJ1002"}')).toBeUndefined();
  });
});

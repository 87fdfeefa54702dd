import { isBuildPhase } from '@/lib/platform/config/cache-settings.mjs';
import { autoStep } from './auto';
import { drawn } from './line';
import { currentRooms, roomState, roomStore } from './rooms';

/**
 * The admission tick, run by every instance once it has seen its first visitor of the buying path
 * (one timer per process): each open room's line moves on, and automatic mode looks at the API's
 * health. Running it on several instances at once moves no line faster: the step is atomic and
 * follows the store's one clock (store.ts `tick`, redis-store.ts). Visitors asking for their place
 * run it too, so a line moves even between timer beats. A scheduled room's pre-queue is drawn at
 * its opening by the first instance whose tick (or visitor) comes after it.
 */
const IDLE_MS = 1000;

type TickerState = ReturnType<typeof roomState> & { ticker?: NodeJS.Timeout };

async function step(): Promise<number> {
  const rooms = await currentRooms();
  if (rooms.degraded) return IDLE_MS;
  const store = roomStore();
  let next = IDLE_MS;
  for (const room of rooms.open.values()) {
    await drawn(room);
    await store.advance(room, room.rate, room.tickMs);
    next = Math.min(next, room.tickMs);
  }
  await autoStep(rooms);
  return next;
}

export function ensureTicker(): void {
  const state = roomState() as TickerState;
  if (state.ticker || isBuildPhase()) return;
  const schedule = (ms: number) => {
    state.ticker = setTimeout(() => {
      step().then(schedule, () => schedule(IDLE_MS));
    }, ms);
    state.ticker.unref?.();
  };
  schedule(IDLE_MS);
}

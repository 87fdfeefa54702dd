import 'server-only';
import { ROOM_FIGURES_TIMEOUT_MS, setRoomFigures, type RoomFigure } from '@/lib/platform/observability/metrics.mjs';
import { currentRooms, roomStore } from './rooms';

/**
 * What the waiting room reports at each scrape of /api/metrics: every configured room, whether it
 * stands in front of the buying path now and in which mode, and for the open ones how many numbers
 * wait (given and not yet let in), the pre-queue and its draw, and how many of those whose turn
 * came reached the buying path (admitted vs. arrived). The rooms as this instance knows them (read at most once a
 * second, ./rooms.ts) and the open lines' counters in one store read, moving no line: a scrape
 * costs Redis one call, however many rooms there are. Lines the store cannot read report no wait.
 */
export async function roomFigures(): Promise<RoomFigure[]> {
  const rooms = await currentRooms();
  const open = [...rooms.open.values()];
  const counters = open.length && !rooms.degraded ? await withinTime(roomStore().counters(open)) : null;
  return [...rooms.configured.values()].map((room) => {
    const at = open.findIndex((line) => line.scope === room.scope);
    const line = at >= 0 && counters ? counters[at] : null;
    return {
      room: room.scope,
      mode: room.mode,
      open: at >= 0,
      waiting: line ? Math.max(0, line.issued - line.serving) : null,
      prequeue: line && room.schedule ? line.prequeue : null,
      draw: line?.draw ?? null,
      admitted: line ? line.serving : null,
      arrived: line ? line.arrived : null,
    };
  });
}

/** A line slow to read is left out, before the scrape gives up on the rooms too (its own timeout). */
const COUNTERS_TIMEOUT_MS = ROOM_FIGURES_TIMEOUT_MS / 2;

async function withinTime<T>(read: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COUNTERS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** From the server's start (instrumentation.ts): the scrape reads the figures here. */
export function reportRoomFigures(): void {
  setRoomFigures(roomFigures);
}

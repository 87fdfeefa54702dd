import 'server-only';
import { config } from '@/lib/platform/config/config';
import { recentCalls } from '@/lib/platform/observability/call-outcomes';
import { forgetRooms, roomStore, type Rooms } from './rooms';

/**
 * Automatic mode (WAITING_ROOM=auto, or an operator's `auto`): the whole buying path's room opens
 * when the ticketing API struggles, as this instance saw its calls over the last WINDOW_MS (the
 * slowest tenth took longer than WAITING_ROOM_AUTO_LATENCY_MS, or more than
 * WAITING_ROOM_AUTO_ERROR_RATE of them failed), and closes once the line is empty and no
 * instance has found the API struggling for a window, after MIN_OPEN_MS at least. Opening starts a
 * new run of the line; every instance sees it through the store.
 */
export const WINDOW_MS = 10_000;
/** fewer calls than this say nothing either way */
const MIN_CALLS = 10;
const MIN_OPEN_MS = 30_000;

export type Health = { calls: number; slowMs: number; failedShare: number; struggling: boolean };

export function backendHealth(now = Date.now()): Health {
  const calls = recentCalls(WINDOW_MS, now);
  if (calls.length < MIN_CALLS) return { calls: calls.length, slowMs: 0, failedShare: 0, struggling: false };
  const times = calls.map((c) => c.ms).sort((a, b) => a - b);
  const slowMs = times[Math.floor(times.length * 0.9)];
  const failedShare = calls.filter((c) => c.failed).length / calls.length;
  const c = config();
  return {
    calls: calls.length,
    slowMs,
    failedShare,
    struggling: slowMs > c.WAITING_ROOM_AUTO_LATENCY_MS || failedShare > c.WAITING_ROOM_AUTO_ERROR_RATE,
  };
}

/** One look at the API's health: opens or closes automatic mode's room. */
export async function autoStep(rooms: Rooms, now = Date.now()): Promise<void> {
  const room = rooms.configured.get('all');
  const store = roomStore();
  const open = await store.autoOpen();
  if (room?.mode !== 'auto') {
    // an operator took the room out of automatic mode: what it opened closes with it
    if (open) await store.closeAuto();
    return;
  }
  const health = backendHealth(now);
  if (health.struggling) {
    await store.markUnhealthy(WINDOW_MS);
    if (!open) {
      await store.openAuto({ epoch: `auto-${now.toString(36)}`, since: now });
      forgetRooms();
    }
    return;
  }
  if (!open || now - open.since < MIN_OPEN_MS || (await store.unhealthy())) return;
  const { issued, serving } = await store.advance({ scope: 'all', epoch: open.epoch }, room.rate, room.tickMs);
  if (serving >= issued) {
    await store.closeAuto();
    forgetRooms();
  }
}

import 'server-only';
import { currentRooms } from './rooms';
import { showScope } from './scope';

/**
 * A show's on-sale time (issue 45), as an operator set it (`npm run waiting-room -- schedule`, the
 * admin route) or the environment does (WAITING_ROOM_SCHEDULE): the show's room stands from
 * `prequeueFrom` (its pre-queue: tickets without a place), draws the pre-queue's order at
 * `opensAt` (./draw.ts) and then lets visitors in at `rate` a minute, the pre-queue first. Null:
 * the show has no on-sale time (it is on sale), or its room is switched off.
 */
export async function readSchedule(
  projectToken: string,
): Promise<{ opensAt: number; prequeueFrom: number; rate: number } | null> {
  const room = (await currentRooms()).configured.get(showScope(projectToken));
  if (!room?.schedule || room.mode === 'off') return null;
  return { opensAt: room.schedule.opensAt, prequeueFrom: room.schedule.prequeueFrom, rate: room.rate };
}

/**
 * A show as the ticketing API gave it, with the operator's on-sale time over its own (issue 45):
 * a schedule set for the show is the time for the show and every performance of it, whatever the
 * API says, and from when its pre-queue takes visitors (`queueFrom`). What the buy box, the show
 * page, the closed seat map and the cart's refusal read.
 */
export async function withSchedule<
  S extends { projectToken: string; onSaleAt: number | null; performances: { onSaleAt: number | null }[] },
>(show: S): Promise<S> {
  const schedule = await readSchedule(show.projectToken).catch(() => null);
  if (!schedule) return show;
  return {
    ...show,
    onSaleAt: schedule.opensAt,
    queueFrom: schedule.prequeueFrom,
    performances: show.performances.map((performance) => ({ ...performance, onSaleAt: schedule.opensAt })),
  };
}

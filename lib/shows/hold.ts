/**
 * The hold on an order's seats (issue 44): the ticketing API keeps them from the order until its
 * payment deadline. What the buyer is told of the time left: the clock itself on screen, and
 * announced only when a stage begins (5 minutes left, 1 minute left, ended), never every second.
 */
export type HoldStage = 'held' | 'fiveLeft' | 'oneLeft' | 'ended';

export function holdStage(deadline: number, now: number): HoldStage {
  const left = deadline - now;
  if (left <= 0) return 'ended';
  if (left <= 60_000) return 'oneLeft';
  if (left <= 5 * 60_000) return 'fiveLeft';
  return 'held';
}

/** Minutes and seconds left, `14:32`; `00:00` once the deadline has passed. */
export function holdClock(deadline: number, now: number): string {
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

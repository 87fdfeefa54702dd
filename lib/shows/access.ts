import type { AccessPerformance } from '@/lib/cms/types';

/** The access performance that is this performance: the same event token, else the same start. */
export function accessFor(
  performances: AccessPerformance[],
  event: { eventToken: string; showTime: number },
): AccessPerformance | undefined {
  return (
    performances.find((a) => a.eventToken === event.eventToken) ??
    performances.find((a) => a.eventToken === null && a.startsAt === event.showTime)
  );
}

import type { AccessByShow, AccessKind, AccessPerformance } from '@/lib/cms/types';
import { accessKinds } from '@/lib/cms/types/access';
import { isoDay } from '@/lib/text/dates';
import type { Order, OrderLine } from '@/lib/ticketing/types';

/**
 * The access performance that is this performance: the same event token, else the same start (an
 * order line may know only one of them: the other null matches nothing).
 */
export function accessFor(
  performances: AccessPerformance[],
  event: { eventToken: string | null; showTime: number | null },
): AccessPerformance | undefined {
  return (
    (event.eventToken === null ? undefined : performances.find((a) => a.eventToken === event.eventToken)) ??
    (event.showTime === null
      ? undefined
      : performances.find((a) => a.eventToken === null && a.startsAt === event.showTime))
  );
}

/**
 * The access kinds of an order line's performance: the line's event token, or the order's show
 * time, matched as the show page matches them; none for a show or performance the CMS does not mark.
 */
export function orderLineAccess(
  byShow: AccessByShow,
  order: Pick<Order, 'projectToken' | 'showTime'>,
  line: Pick<OrderLine, 'eventToken'>,
): AccessKind[] {
  const token = order.projectToken;
  const performances = token !== null && Object.hasOwn(byShow, token) ? byShow[token] : [];
  return accessFor(performances, { eventToken: line.eventToken, showTime: order.showTime })?.kinds ?? [];
}

/** What the calendar's access filter may ask for: any access performance, or one kind. */
export type AccessFilter = 'any' | AccessKind;

/** The `access` query parameter as a filter; anything else is no filter. */
export function parseAccessFilter(value: string | null): AccessFilter | null {
  if (value === 'any') return 'any';
  return (accessKinds as readonly string[]).includes(value ?? '') ? (value as AccessKind) : null;
}

/**
 * The kinds of a show's access performances on the days `on` accepts (YYYY-MM-DD in the theatre's
 * time zone), in the site's order: a performance named by event token takes its day from the
 * ticketing performance; one the ticketing API does not list (yet) counts on no day.
 */
export function accessKindsOn(
  access: AccessPerformance[],
  performances: { eventToken: string; showTime: number }[],
  on: (day: string) => boolean,
): AccessKind[] {
  const kinds = new Set<AccessKind>();
  for (const a of access) {
    const time = a.startsAt ?? performances.find((p) => p.eventToken === a.eventToken)?.showTime;
    if (time !== undefined && on(isoDay(time))) a.kinds.forEach((kind) => kinds.add(kind));
  }
  return accessKinds.filter((kind) => kinds.has(kind));
}

/** Whether kinds on offer meet the filter. */
export function meetsAccessFilter(kinds: AccessKind[], filter: AccessFilter | null): boolean {
  if (filter === null) return true;
  return filter === 'any' ? kinds.length > 0 : kinds.includes(filter);
}

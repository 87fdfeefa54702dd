import type { Performance, Show } from '@/lib/ticketing/types';

/**
 * On-sale times (issue 45). A show, or one of its performances, may go on sale at an announced
 * time; before it the show's page says when and its buying path is closed. A performance's own
 * time wins over its show's; none at all means on sale.
 */

/** The last stretch before the time in which the page counts down, hh:mm:ss (ms). */
export const COUNTDOWN_MS = 60 * 60 * 1000;

/** When the tickets of a show (or of one of its performances) go on sale; null: on sale. */
export function onSaleTime(
  show: Pick<Show, 'onSaleAt'>,
  performance?: Pick<Performance, 'onSaleAt'> | null,
): number | null {
  return performance?.onSaleAt ?? show.onSaleAt;
}

/** Whether tickets are not on sale yet at `now`. */
export function notOnSaleYet(onSaleAt: number | null, now: number): onSaleAt is number {
  return onSaleAt !== null && now < onSaleAt;
}

/**
 * Until when a show's buying path is closed, for a check that names no performance: while none of
 * its performances is on sale, the earliest of their times; null when one is on sale.
 */
export function showClosedUntil(
  show: Pick<Show, 'onSaleAt'> & { performances: Pick<Performance, 'onSaleAt'>[] },
  now: number,
): number | null {
  const times = show.performances.length ? show.performances.map((p) => onSaleTime(show, p)) : [show.onSaleAt];
  return times.every((t) => notOnSaleYet(t, now)) ? Math.min(...(times as number[])) : null;
}

/** hh:mm:ss left until `at` (never negative). */
export function countdownText(at: number, now: number): string {
  const total = Math.max(0, Math.ceil((at - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}

/**
 * What a screen reader is told of the time left, in coarse steps so a polite live region speaks
 * rarely: to the nearest five minutes above ten, whole minutes below, then "under a minute".
 * Returns the minutes to say, or 0 for under a minute.
 */
export function spokenMinutesLeft(at: number, now: number): number {
  const minutes = Math.ceil((at - now) / 60_000);
  if (minutes <= 1) return 0;
  return minutes > 10 ? Math.round(minutes / 5) * 5 : minutes;
}

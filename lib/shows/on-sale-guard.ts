import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatShortDate } from '@/lib/text/dates';
import { TicketingError } from '@/lib/ticketing/errors';
import { listShows } from '@/lib/ticketing/shows';
import { withSchedule } from '@/lib/platform/waiting-room/schedule';
import type { Show } from '@/lib/ticketing/types';
import { notOnSaleYet, onSaleTime, showClosedUntil } from './on-sale';

/**
 * The site's own refusal to sell tickets before their on-sale time (issue 45): the cart and the
 * order routes ask it first, so a script that skips the closed pages is refused in the visitor's
 * language, whatever the ticketing API would have done. The programme is read once every few
 * seconds per process; when it cannot be read the call goes on (the API has the last word).
 */
const PROGRAMME_MS = 10_000;
let programme: { at: number; shows: Promise<Show[] | null> } | null = null;

function readProgramme(now: number): Promise<Show[] | null> {
  if (programme && now - programme.at < PROGRAMME_MS) return programme.shows;
  const shows = listShows('en', AbortSignal.timeout(3_000))
    .then((list) => Promise.all(list.map(withSchedule)))
    .catch(() => null);
  programme = { at: now, shows };
  return shows;
}

/**
 * Refused before the time: status 403, code 425 (HTTP's "Too Early", under 500 so the site's routes
 * pass it on as a refusal, lib/bff/server/handler.ts), a message in the visitor's language.
 */
export class NotOnSaleError extends TicketingError {
  static readonly CODE = 425;
  readonly onSaleAt: number;

  constructor(message: string, onSaleAt: number) {
    super(message, { code: NotOnSaleError.CODE, httpStatus: 403 });
    this.name = 'NotOnSaleError';
    this.onSaleAt = onSaleAt;
  }
}

/** When the first of these performances not yet on sale goes on sale; null when all are on sale (or unknown). */
export async function closedUntil(eventIds: string[], now = Date.now()): Promise<number | null> {
  const shows = await readProgramme(now);
  for (const show of shows ?? []) {
    for (const performance of show.performances) {
      if (!eventIds.includes(performance.eventToken)) continue;
      const at = onSaleTime(show, performance);
      if (notOnSaleYet(at, now)) return at;
    }
  }
  return null;
}

/** A step of a show's buying path: until when it is closed (its performance's time, or the show's); null: open. */
export async function stepClosedUntil(
  projectToken: string,
  eventId: string | null,
  now = Date.now(),
): Promise<number | null> {
  if (eventId) return closedUntil([eventId], now);
  const show = (await readProgramme(now))?.find((s) => s.projectToken === projectToken);
  return show ? showClosedUntil(show, now) : null;
}

/** Throws NotOnSaleError when one of these lines' performances is not on sale yet. */
export async function refuseBeforeSale(items: { eventId: string }[], locale: Locale, now = Date.now()): Promise<void> {
  const at = await closedUntil(
    items.map((item) => item.eventId),
    now,
  );
  if (at === null) return;
  const t = await getTranslations({ locale, namespace: 'OnSale' });
  const { day, time } = formatShortDate(at, locale);
  throw new NotOnSaleError(t('notOnSaleError', { when: `${day} ${time}` }), at);
}

import 'server-only';
import { edgeEnabled, purgeEdge } from '@/lib/platform/cache/edge.mjs';
import { logger } from '@/lib/platform/observability/log.mjs';
import { locales, type Locale } from '@/lib/i18n/routing';
import { getSeatGoods, getVenue, layOutSeatMap } from '@/lib/ticketing/seats';
import { getShow } from '@/lib/ticketing/shows';
import type { SeatMap, Show } from '@/lib/ticketing/types';
import { TicketingError } from '@/lib/ticketing/errors';
import { withSchedule } from '@/lib/platform/waiting-room/schedule';
import { forget, sharedRead } from './shared-read';

/**
 * What every visitor of a show reads alike, through the shared one-second copies (shared-read.ts):
 * a show's performances, prices and stock, and a performance's seats and their state. Nothing here
 * depends on who asks; a member's own limits and cart are read elsewhere, privately.
 */

/** A venue's map changes only with its version: kept far longer than the seats' state. */
const VENUE_FRESH_MS = 10 * 60_000;

const showKey = (locale: Locale, projectToken: string) => `show:${locale}:${projectToken}`;
const goodsKey = (locale: Locale, eventToken: string) => `seats:${locale}:${eventToken}`;

/** The edge's keys (xkey) of the routes' answers, so a refusal can purge them there too. */
export const showEdgeKey = (projectToken: string) => `availability:show:${projectToken}`;
export const seatsEdgeKey = (eventToken: string) => `availability:seats:${eventToken}`;

/** which show each performance read here belongs to, for a refusal that names only the performance */
const showOfPerformance = new Map<string, string>();

export async function showAvailability(projectToken: string, locale: Locale): Promise<Show> {
  const show = await sharedRead(showKey(locale, projectToken), () => getShow(projectToken, locale));
  for (const performance of show.performances) showOfPerformance.set(performance.eventToken, projectToken);
  return withSchedule(show);
}

export async function seatAvailability(eventToken: string, locale: Locale): Promise<SeatMap> {
  const goods = await sharedRead(goodsKey(locale, eventToken), () => getSeatGoods(eventToken, locale));
  const venue = await sharedRead(
    `venue:${locale}:${goods.siteId}:${goods.siteVersionId ?? ''}`,
    () => getVenue(goods.siteId, goods.siteVersionId, locale),
    VENUE_FRESH_MS,
  );
  return layOutSeatMap(eventToken, goods, venue);
}

/**
 * A write the ticketing API refused (a seat or ticket gone meanwhile): the shared copies of these
 * performances and their shows are dropped at once, in every language, so the next read is the truth.
 */
export async function refreshAfterRefusal(eventTokens: string[]): Promise<void> {
  const events = [...new Set(eventTokens)];
  const shows = [...new Set(events.flatMap((eventToken) => showOfPerformance.get(eventToken) ?? []))];
  await forget(
    locales.flatMap((locale) => [
      ...events.map((eventToken) => goodsKey(locale, eventToken)),
      ...shows.map((projectToken) => showKey(locale, projectToken)),
    ]),
  );
  if (!edgeEnabled()) return;
  await purgeEdge([...events.map(seatsEdgeKey), ...shows.map(showEdgeKey)]).catch((error: Error) =>
    logger.warn('availability edge purge failed', { error_message: error.message }),
  );
}

/** Runs a write on these lines; when the API refuses it, their shared copies are refreshed before the refusal goes on. */
export async function refreshingOnRefusal<T>(items: { eventId: string }[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TicketingError && error.isRefusal)
      await refreshAfterRefusal(items.map((item) => item.eventId));
    throw error;
  }
}

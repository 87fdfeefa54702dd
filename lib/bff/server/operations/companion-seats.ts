import 'server-only';
import { seatAvailability } from '@/lib/availability/readers';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { companionsWithoutSpace } from '@/lib/shows/rules';
import { CompanionSeatError, TicketingError } from '@/lib/ticketing/errors';
import type { CartItemRequest, Seat } from '@/lib/ticketing/types';

/**
 * The ticketing API's companion rule, kept by the site's own route before the API is asked (the
 * seat map keeps it in the browser with the same function, lib/shows/rules.ts): a companion seat is
 * bought only together with its wheelchair space, of the same performance, in the same order (for
 * the cart: among the seats already in it). The seats' features come from the shared seat map
 * reads; a performance whose map cannot be read is left to the API, which keeps the rule too.
 */

type Goods = Pick<CartItemRequest, 'eventId' | 'superGoodId'>;
/** a seat of one performance, as the rule compares them: `eventToken/seatId` */
type Placed = { id: string; companionOf: string | null };

/** The performances' seats, by their goods and by their places (`eventToken/superGoodId`, `eventToken/seatId`); unreadable maps give none. */
async function seatsOf(eventIds: string[], locale: Locale) {
  const byGood = new Map<string, Seat>();
  const byPlace = new Map<string, Seat>();
  await Promise.all(
    [...new Set(eventIds)].map(async (eventId) => {
      try {
        for (const seat of (await seatAvailability(eventId, locale)).seats) {
          byPlace.set(`${eventId}/${seat.seatId}`, seat);
          if (seat.good) byGood.set(`${eventId}/${seat.good.superGoodId}`, seat);
        }
      } catch (error) {
        if (!(error instanceof TicketingError)) throw error;
      }
    }),
  );
  return { byGood, byPlace };
}

function placed(goods: Goods[], byGood: Map<string, Seat>): Placed[] {
  return goods.flatMap(({ eventId, superGoodId }) => {
    const seat = byGood.get(`${eventId}/${superGoodId}`);
    const space = seat?.features.companionOf;
    return seat ? [{ id: `${eventId}/${seat.seatId}`, companionOf: space ? `${eventId}/${space}` : null }] : [];
  });
}

async function refusal(alone: Placed, byPlace: Map<string, Seat>, locale: Locale): Promise<CompanionSeatError> {
  const t = await translatorFor(locale, 'Shows');
  const space = byPlace.get(alone.companionOf!);
  const spaceId = alone.companionOf!.slice(alone.companionOf!.indexOf('/') + 1);
  return new CompanionSeatError(
    t('companionAlone', { space: space ? t('seatPlace', { row: space.row, number: space.number }) : spaceId }),
    spaceId,
  );
}

/**
 * Throws a CompanionSeatError (in `locale`'s words) when `items` hold a companion seat without its
 * wheelchair space. `alongside`: goods already with them (the member's cart), read only when an
 * item needs its space from there.
 */
export async function refuseCompanionsAlone(
  items: Goods[],
  locale: Locale,
  alongside?: () => Promise<Goods[]>,
): Promise<void> {
  const { byGood, byPlace } = await seatsOf(
    items.map((item) => item.eventId),
    locale,
  );
  let alone = companionsWithoutSpace(placed(items, byGood));
  if (alone.length > 0 && alongside) {
    const withOthers = new Set(placed(await alongside(), byGood).map((seat) => seat.id));
    alone = alone.filter((seat) => !withOthers.has(seat.companionOf!));
  }
  if (alone.length > 0) throw await refusal(alone[0], byPlace, locale);
}

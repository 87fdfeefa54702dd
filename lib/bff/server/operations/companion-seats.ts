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
type Placed = { id: string; companionOf: string | null; eventId: string; seat: Seat };

/** The performances' seats by their goods (`eventToken/superGoodId`); unreadable maps give none. */
async function seatsByGood(eventIds: string[], locale: Locale): Promise<Map<string, Seat>> {
  const bySeatGood = new Map<string, Seat>();
  await Promise.all(
    [...new Set(eventIds)].map(async (eventId) => {
      try {
        const map = await seatAvailability(eventId, locale);
        for (const seat of map.seats) if (seat.good) bySeatGood.set(`${eventId}/${seat.good.superGoodId}`, seat);
      } catch (error) {
        if (!(error instanceof TicketingError)) throw error;
      }
    }),
  );
  return bySeatGood;
}

function placed(goods: Goods[], seats: Map<string, Seat>): Placed[] {
  return goods.flatMap(({ eventId, superGoodId }) => {
    const seat = seats.get(`${eventId}/${superGoodId}`);
    if (!seat) return [];
    const space = seat.features.companionOf;
    return [{ id: `${eventId}/${seat.seatId}`, companionOf: space && `${eventId}/${space}`, eventId, seat }];
  });
}

async function refusal(alone: Placed, locale: Locale): Promise<CompanionSeatError> {
  const t = await translatorFor(locale, 'Shows');
  const spaceId = alone.seat.features.companionOf!;
  const map = await seatAvailability(alone.eventId, locale);
  const space = map.seats.find((s) => s.seatId === spaceId);
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
  const seats = await seatsByGood(
    items.map((item) => item.eventId),
    locale,
  );
  const chosen = placed(items, seats);
  let alone = companionsWithoutSpace(chosen);
  if (alone.length > 0 && alongside) {
    const others = (await alongside()).filter((good) => seats.has(`${good.eventId}/${good.superGoodId}`));
    const withOthers = new Set(placed(others, seats).map((seat) => seat.id));
    alone = alone.filter((seat) => !withOthers.has(seat.companionOf!));
  }
  if (alone.length > 0) throw await refusal(alone[0], locale);
}

import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import type { RawSeatGoods, RawSite } from './raw';
import { ticketingRequest } from './transport';
import type { SeatGood, SeatMap } from './types';

const STATUSES: readonly SeatGood['status'][] = ['available', 'locked', 'sold'];

/**
 * A performance's seat map: the seats on sale with their prices and state (seatGoods), laid on the
 * venue's map (findSiteInfoById, for the version of the venue the goods name).
 */
export async function getSeatMap(eventToken: string, locale: Locale, signal?: AbortSignal): Promise<SeatMap> {
  const goods = await ticketingRequest<RawSeatGoods>('/api/goods/seatGoods', {
    query: { eventToken, langType: langType(locale) },
    signal,
  });
  const site = await ticketingRequest<RawSite>('/site/venue/findSiteInfoById', {
    query: { siteId: goods.siteId, siteVersionId: goods.siteVersionId, langType: langType(locale) },
    signal,
  });
  const bySeat = new Map((goods.dataList ?? []).map((g) => [g.seatId, g]));
  const stage = site.stage ?? { x: 0, y: 0, width: 0, height: 0, label: '' };
  return {
    eventToken,
    siteId: site.siteId,
    width: Number(site.width ?? 0),
    height: Number(site.height ?? 0),
    stage,
    aisles: site.aisles ?? [],
    zones: site.zones ?? [],
    seats: (site.seats ?? []).map((seat) => {
      const good = bySeat.get(seat.seatId);
      return {
        seatId: seat.seatId,
        row: seat.row,
        number: seat.number,
        x: seat.x,
        y: seat.y,
        zone: seat.zone,
        label: good?.label ?? seat.label,
        good: good
          ? {
              superGoodId: String(good.superGoodId),
              priceId: Number(good.priceId),
              price: Number(good.price),
              nonProfit: Number(good.publicInterest) === 1,
              status: (STATUSES as readonly string[]).includes(good.status)
                ? (good.status as SeatGood['status'])
                : 'locked',
            }
          : null,
      };
    }),
  };
}

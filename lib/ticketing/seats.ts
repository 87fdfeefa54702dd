import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import type { RawSeatGoods, RawSite } from './raw';
import { seatFeatures, wheelchairSpacesOf } from './seat-features';
import { ticketingRequest } from './transport';
import type { SeatGood, SeatMap } from './types';

const STATUSES: readonly SeatGood['status'][] = ['available', 'locked', 'sold'];

/** The seats on sale of a performance with their prices and state: what changes from second to second. */
export function getSeatGoods(eventToken: string, locale: Locale, signal?: AbortSignal): Promise<RawSeatGoods> {
  return ticketingRequest<RawSeatGoods>('/api/goods/seatGoods', {
    query: { eventToken, langType: langType(locale) },
    signal,
  });
}

/** A venue's map in one version: its seats, zones and stage (never changes for a version). */
export function getVenue(
  siteId: RawSeatGoods['siteId'],
  siteVersionId: RawSeatGoods['siteVersionId'],
  locale: Locale,
  signal?: AbortSignal,
): Promise<RawSite> {
  return ticketingRequest<RawSite>('/site/venue/findSiteInfoById', {
    query: { siteId, siteVersionId, langType: langType(locale) },
    signal,
  });
}

/**
 * The seats on sale (seatGoods) laid on the venue's map (findSiteInfoById, for the version the goods
 * name), with what the map says about each seat.
 */
export function layOutSeatMap(eventToken: string, goods: RawSeatGoods, site: RawSite): SeatMap {
  const bySeat = new Map((goods.dataList ?? []).map((g) => [g.seatId, g]));
  const stage = site.stage ?? { x: 0, y: 0, width: 0, height: 0, label: '' };
  const wheelchairSpaces = wheelchairSpacesOf(site.seats ?? [], bySeat);
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
        features: seatFeatures(seat, good, wheelchairSpaces),
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

/** A performance's seat map: its goods, then the venue's map for the version they name. */
export async function getSeatMap(eventToken: string, locale: Locale, signal?: AbortSignal): Promise<SeatMap> {
  const goods = await getSeatGoods(eventToken, locale, signal);
  const site = await getVenue(goods.siteId, goods.siteVersionId, locale, signal);
  return layOutSeatMap(eventToken, goods, site);
}

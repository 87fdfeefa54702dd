import { langType, type Locale } from '@/lib/i18n/routing';
import { ticketingRequest, type Paged } from '@/lib/ticketing/transport';
import type { CartLine, SelectEventAnswer, TicketingProject } from './types';

/** Live show data from the ticketing API (events, prices, stock). */
export function fetchShow(projectToken: string, locale: Locale): Promise<TicketingProject> {
  return ticketingRequest<TicketingProject>('/api/pro/project', { query: { projectToken, langType: langType(locale) } });
}

export function selectEvent(projectToken: string, eventToken: string, locale: Locale, token: string | null) {
  return ticketingRequest<SelectEventAnswer>('/api/pro/selectEvent', {
    method: 'POST',
    token,
    body: { projectToken, eventToken, langType: langType(locale) },
  });
}

export function addToCart(lines: CartLine[], token: string) {
  return ticketingRequest<unknown>('/api/cart/add', { method: 'POST', token, body: { lstCartInfo: lines } });
}

export type MonthDay = { date: string; day: number; projectTokens: string[]; eventTokens: string[] };

export function fetchMonthDates(year: number, month: number) {
  return ticketingRequest<{ year: number; month: number; dataList: MonthDay[] }>('/api/pro/getProjectDateByMonth', {
    query: { year, month },
  });
}

export function fetchNearestDate() {
  return ticketingRequest<{ date: string; time: number; projectTokens: string[] } | null>('/api/pro/getProjectNeareastDate');
}

export type ProjectType = { projectTypeId: number; projectTypeName: string };

export async function fetchProjectTypes(locale: Locale): Promise<ProjectType[]> {
  const data = await ticketingRequest<Paged<ProjectType> | ProjectType[]>('/api/proType/page', {
    query: { pageSize: 0, langType: langType(locale) },
  });
  return Array.isArray(data) ? data : data.dataList;
}

export async function fetchShows(locale: Locale, query: { startTime?: string; endTime?: string; projectTypeId?: number }) {
  const data = await ticketingRequest<Paged<TicketingProject> | TicketingProject[]>('/api/pro/projects', {
    query: { ...query, pageSize: 0, langType: langType(locale) },
  });
  return Array.isArray(data) ? data : data.dataList;
}

export type SiteSeat = { seatId: string; row: number | string; number: number | string; x: number; y: number; zone: string; label: string };
export type SiteInfo = {
  siteId: string;
  siteName: string;
  width: number;
  height: number;
  stage: { x: number; y: number; width: number; height: number; label: string };
  aisles: { x: number; y: number; width: number; height: number }[];
  zones: { zone: string; zoneName: string }[];
  seats: SiteSeat[];
};
export type SeatGood = SiteSeat & {
  superGoodId: string;
  priceId: number;
  price: number;
  publicInterest: number;
  status: 'available' | 'locked' | 'sold';
};

export function fetchSiteInfo(siteId: string, siteVersionId?: string) {
  return ticketingRequest<SiteInfo>('/site/venue/findSiteInfoById', { query: { siteId, siteVersionId } });
}

export async function fetchSeatGoods(eventToken: string) {
  const data = await ticketingRequest<{ siteId: string; siteVersionId: string; dataList: SeatGood[] }>('/api/goods/seatGoods', {
    query: { eventToken },
  });
  return data;
}

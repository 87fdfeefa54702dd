import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { listOf } from './paging';
import type { Paged, RawEvent, RawOnSale, RawPrice, RawProject } from './raw';
import { ticketingRequest } from './transport';
import type { CalendarDay, NearestDate, NextStepAnswer, Performance, Show, ShowPrice, ShowType } from './types';

/** Shows and performances: live events, prices and stock, the calendar and the show types. */

function reshapePrice(raw: RawPrice): ShowPrice {
  return {
    priceId: Number(raw.priceId),
    price: Number(raw.price),
    left: Math.max(0, Number(raw.goodCount) - Number(raw.saleCount)),
    nonProfit: Number(raw.publicInterest) === 1,
    superGoodId: String(raw.superGoodId),
  };
}

/** A date-time of the API as epoch ms: a number (or digits) of ms, or an ISO 8601 string; else null. */
function instant(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** The on-sale time of a project or an event (either field name), or null: on sale. */
export function reshapeOnSale(raw: RawOnSale): number | null {
  return instant(raw.sellStartTime) ?? instant(raw.saleStartTime);
}

function reshapePerformance(raw: RawEvent): Performance {
  return {
    eventToken: raw.eventToken,
    showTime: Number(raw.showTime),
    prices: (raw.priceVoList ?? []).map(reshapePrice),
    discounts: (raw.discountEventAuthExtendRespVos ?? []).map((d) => ({ id: d.discountId, name: d.discountName })),
    onSaleAt: reshapeOnSale(raw),
  };
}

export function reshapeShow(raw: RawProject): Show {
  return {
    projectToken: raw.projectToken,
    name: raw.projectName ?? '',
    venue: raw.siteName ?? '',
    siteId: raw.siteId ?? null,
    siteVersionId: raw.siteVersionId ?? null,
    seated: Number(raw.seatType) === 1,
    typeId: raw.projectTypeId ?? null,
    typeName: raw.projectTypeName ?? '',
    nonProfitLimit: Number(raw.publicInterestNum) || 2,
    performances: (raw.eventVoList ?? []).map(reshapePerformance),
    onSaleAt: reshapeOnSale(raw),
  };
}

export async function getShow(projectToken: string, locale: Locale, signal?: AbortSignal): Promise<Show> {
  const raw = await ticketingRequest<RawProject>('/api/pro/project', {
    query: { projectToken, langType: langType(locale) },
    signal,
  });
  return reshapeShow(raw);
}

/** Every show on sale (or recently played), with its performances. */
export async function listShows(locale: Locale, signal?: AbortSignal): Promise<Show[]> {
  const data = await ticketingRequest<Paged<RawProject> | RawProject[]>('/api/pro/projects', {
    query: { pageSize: 0, langType: langType(locale) },
    signal,
  });
  return listOf(data).map(reshapeShow);
}

export async function listShowTypes(locale: Locale, signal?: AbortSignal): Promise<ShowType[]> {
  const data = await ticketingRequest<
    Paged<{ projectTypeId: number; projectTypeName: string }> | { projectTypeId: number; projectTypeName: string }[]
  >('/api/proType/page', { query: { pageSize: 0, langType: langType(locale) }, signal });
  return listOf(data).map((t) => ({ id: Number(t.projectTypeId), name: t.projectTypeName }));
}

/** The days of a month that have performances. */
export async function getCalendarMonth(year: number, month: number, signal?: AbortSignal): Promise<CalendarDay[]> {
  const data = await ticketingRequest<{ dataList?: CalendarDay[] } | null>('/api/pro/getProjectDateByMonth', {
    query: { year, month },
    signal,
  });
  return (data?.dataList ?? []).map((d) => ({
    date: d.date,
    day: Number(d.day),
    projectTokens: d.projectTokens ?? [],
    eventTokens: d.eventTokens ?? [],
  }));
}

export async function getNearestDate(signal?: AbortSignal): Promise<NearestDate | null> {
  const data = await ticketingRequest<NearestDate | null>('/api/pro/getProjectNeareastDate', { signal });
  return data?.date ? { date: data.date, time: Number(data.time), projectTokens: data.projectTokens ?? [] } : null;
}

/** Tells the API which performance the visitor chose (spec section 7) and what comes next. */
export async function selectPerformance(
  projectToken: string,
  eventToken: string,
  locale: Locale,
  token: string | null,
  signal?: AbortSignal,
): Promise<NextStepAnswer> {
  const data = await ticketingRequest<{ nextStep?: NextStepAnswer } | null>('/api/pro/selectEvent', {
    method: 'POST',
    token,
    body: { projectToken, eventToken, langType: langType(locale) },
    signal,
  });
  return data?.nextStep ?? 'addToCart';
}

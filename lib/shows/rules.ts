import type { Performance, Show, ShowPrice } from '@/lib/ticketing/types';
import { MAX_TICKETS, MIN_TICKETS, PUBLIC_INTEREST_MAX } from './ticket-limits';

/** Prices shown ascending (spec section 9). */
export function sortPrices(prices: ShowPrice[]): ShowPrice[] {
  return [...prices].sort((a, b) => a.price - b.price);
}

/** Performances in date order. */
export function sortEvents(performances: Performance[]): Performance[] {
  return [...performances].sort((a, b) => a.showTime - b.showTime);
}

/** A price is sold out when goodCount minus saleCount is 0 (spec section 4): none left. */
export function isPriceSoldOut(price: Pick<ShowPrice, 'left'>): boolean {
  return price.left <= 0;
}

/**
 * A performance is sold out only when every one of its prices is (issue 20): a sold-out cheapest
 * price leaves the others on sale.
 */
export function isEventSoldOut(performance: Pick<Performance, 'prices'>): boolean {
  return performance.prices.length > 0 && performance.prices.every(isPriceSoldOut);
}

/** A performance whose showTime has passed has ended. */
export function isEnded(performance: Pick<Performance, 'showTime'>, now: number = Date.now()): boolean {
  return performance.showTime < now;
}

/** Every performance has ended. */
export function isProjectEnded(show: Pick<Show, 'performances'>, now: number = Date.now()): boolean {
  return show.performances.length > 0 && show.performances.every((e) => isEnded(e, now));
}

/** Every performance still to come is sold out. */
export function isProjectSoldOut(show: Pick<Show, 'performances'>, now: number = Date.now()): boolean {
  const live = show.performances.filter((e) => !isEnded(e, now));
  return live.length > 0 && live.every(isEventSoldOut);
}

/** The most tickets of a price one purchase may hold: 6, a non-profit price 2, never more than are left. */
export function maxQuantity(price: ShowPrice | null, nonProfitLimit: number = PUBLIC_INTEREST_MAX): number {
  if (!price) return MIN_TICKETS;
  const cap = price.nonProfit ? Math.min(MAX_TICKETS, nonProfitLimit || PUBLIC_INTEREST_MAX) : MAX_TICKETS;
  return Math.max(MIN_TICKETS, Math.min(cap, price.left));
}

/** Minus works only above 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_TICKETS;
}

/** Plus works only below the limit (6, or 2 for a non-profit price). */
export function canIncrease(quantity: number, max: number = MAX_TICKETS): boolean {
  return quantity < Math.min(max, MAX_TICKETS);
}

export function clampQuantity(quantity: number, max: number = MAX_TICKETS): number {
  return Math.min(Math.max(quantity, MIN_TICKETS), Math.min(max, MAX_TICKETS));
}

/** The price preselected for a performance: the first (cheapest) with tickets left, else the first. */
export function initialPrice(performance: Pick<Performance, 'prices'> | null | undefined): ShowPrice | null {
  const prices = performance ? sortPrices(performance.prices) : [];
  return prices.find((p) => !isPriceSoldOut(p)) ?? prices[0] ?? null;
}

/**
 * What is preselected (spec section 4, issue 20): the first performance that has not ended (the
 * first of all when every one has), and its first price with tickets left.
 */
export function initialSelection(
  show: Pick<Show, 'performances'> | null | undefined,
  now: number = Date.now(),
): { eventToken: string | null; priceId: number | null } {
  const performances = show ? sortEvents(show.performances) : [];
  const first = performances.find((e) => !isEnded(e, now)) ?? performances[0];
  if (!first) return { eventToken: null, priceId: null };
  return { eventToken: first.eventToken, priceId: initialPrice(first)?.priceId ?? null };
}

/** The lowest price across every performance. */
export function lowestPrice(show: Pick<Show, 'performances'>): number | null {
  const all = show.performances.flatMap((e) => e.prices.map((p) => p.price));
  return all.length ? Math.min(...all) : null;
}

/** Distinct prices across performances, ascending (the show's price list). */
export function priceList(show: Pick<Show, 'performances'>): number[] {
  return [...new Set(show.performances.flatMap((e) => e.prices.map((p) => p.price)))].sort((a, b) => a - b);
}

/** RMB with the ￥ symbol; whole yuan without decimals. */
export function formatPrice(amount: number): string {
  return `￥${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

export type BuyState = 'ended' | 'soldOut' | 'buy';

/**
 * What the buy button becomes (issue 20): ended, or sold out only when every price of the
 * performance is; a seated performance with any seat left leads to its seat map whatever price is
 * shown first; a non-seat one is sold out for the chosen price when that one has none left.
 */
export function buyState(
  performance: Performance | null,
  price: ShowPrice | null,
  seated: boolean,
  now: number = Date.now(),
): BuyState {
  if (!performance || isEnded(performance, now)) return 'ended';
  if (isEventSoldOut(performance)) return 'soldOut';
  if (!seated && price && isPriceSoldOut(price)) return 'soldOut';
  return 'buy';
}

export type NextStep = { kind: 'seats' } | { kind: 'login' } | { kind: 'addToCart' };

/** Buy flow: seated -> choose seats; non-seat -> add to cart if logged in, else login. */
export function nextStep(seated: boolean, loggedIn: boolean): NextStep {
  if (seated) return { kind: 'seats' };
  return loggedIn ? { kind: 'addToCart' } : { kind: 'login' };
}

/**
 * The ticketing API's rule, checked before asking it: a companion seat is sold only together with
 * the wheelchair space it belongs to. Answers the chosen companion seats whose space is not chosen.
 */
export function companionsWithoutSpace<S extends { id: string; companionOf: string | null }>(chosen: S[]): S[] {
  const ids = new Set(chosen.map((s) => s.id));
  return chosen.filter((s) => s.companionOf !== null && !ids.has(s.companionOf));
}

/** Seat picking with the non-profit cap: at most `max` seats, at most `publicInterestMax` non-profit ones. */
export function toggleSeatWithRules(
  selected: { id: string; publicInterest: boolean }[],
  seat: { id: string; publicInterest: boolean },
  max: number = MAX_TICKETS,
  publicInterestMax: number = PUBLIC_INTEREST_MAX,
): { id: string; publicInterest: boolean }[] {
  if (selected.some((s) => s.id === seat.id)) return selected.filter((s) => s.id !== seat.id);
  if (selected.length >= max) return selected;
  if (seat.publicInterest && selected.filter((s) => s.publicInterest).length >= publicInterestMax) return selected;
  return [...selected, seat];
}

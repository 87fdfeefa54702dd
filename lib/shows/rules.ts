import type { ShowEvent, ShowPrice, TicketingProject } from './types';

/** Non-seat tickets per purchase (spec section 9). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 6;
/** Non-profit tickets per order, unless the project says otherwise. */
export const PUBLIC_INTEREST_MAX = 2;
/** Seats one visitor may pick for one performance. */
export const MAX_SEATS = 6;

export function isSeated(project: Pick<TicketingProject, 'seatType'>): boolean {
  return Number(project.seatType) === 1;
}

/** Prices shown ascending (spec section 9). */
export function sortPrices(prices: ShowPrice[]): ShowPrice[] {
  return [...prices].sort((a, b) => a.price - b.price);
}

/** Events in date order. */
export function sortEvents(events: ShowEvent[]): ShowEvent[] {
  return [...events].sort((a, b) => a.showTime - b.showTime);
}

/** A price is sold out when goodCount minus saleCount is 0. */
export function isPriceSoldOut(price: Pick<ShowPrice, 'goodCount' | 'saleCount'>): boolean {
  return price.goodCount - price.saleCount <= 0;
}

export function ticketsLeft(price: Pick<ShowPrice, 'goodCount' | 'saleCount'>): number {
  return Math.max(0, price.goodCount - price.saleCount);
}

/** Every price of the event is sold out. */
export function isEventSoldOut(event: ShowEvent): boolean {
  return event.priceVoList.length > 0 && event.priceVoList.every(isPriceSoldOut);
}

/** A performance whose showTime has passed has ended. */
export function isEnded(event: Pick<ShowEvent, 'showTime'>, now: number = Date.now()): boolean {
  return event.showTime < now;
}

/** Every performance has ended. */
export function isProjectEnded(project: TicketingProject, now: number = Date.now()): boolean {
  return project.eventVoList.length > 0 && project.eventVoList.every((e) => isEnded(e, now));
}

export function isProjectSoldOut(project: TicketingProject, now: number = Date.now()): boolean {
  const live = project.eventVoList.filter((e) => !isEnded(e, now));
  return live.length > 0 && live.every(isEventSoldOut);
}

export function isPublicInterest(price: Pick<ShowPrice, 'publicInterest'>): boolean {
  return Number(price.publicInterest) === 1;
}

/** The most tickets of a price one purchase may hold: 6, a non-profit price 2, never more than are left. */
export function maxQuantity(price: ShowPrice | null, publicInterestNum: number = PUBLIC_INTEREST_MAX): number {
  if (!price) return MIN_QUANTITY;
  const cap = isPublicInterest(price) ? Math.min(MAX_QUANTITY, publicInterestNum || PUBLIC_INTEREST_MAX) : MAX_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.min(cap, ticketsLeft(price)));
}

/** Minus works only above 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

/** Plus works only below the limit (6, or 2 for a non-profit price). */
export function canIncrease(quantity: number, max: number = MAX_QUANTITY): boolean {
  return quantity < Math.min(max, MAX_QUANTITY);
}

export function clampQuantity(quantity: number, max: number = MAX_QUANTITY): number {
  return Math.min(Math.max(quantity, MIN_QUANTITY), Math.min(max, MAX_QUANTITY));
}

/** The first event and its first price are preselected (prices ascending). */
export function initialSelection(project: TicketingProject | null | undefined): { eventToken: string | null; priceId: number | null } {
  const first = project ? sortEvents(project.eventVoList)[0] : undefined;
  if (!first) return { eventToken: null, priceId: null };
  const price = sortPrices(first.priceVoList)[0];
  return { eventToken: first.eventToken, priceId: price ? price.priceId : null };
}

/** The lowest price across every event. */
export function lowestPrice(project: TicketingProject): number | null {
  const all = project.eventVoList.flatMap((e) => e.priceVoList.map((p) => p.price));
  return all.length ? Math.min(...all) : null;
}

/** Distinct prices across events, ascending (the show's price list). */
export function priceList(project: TicketingProject): number[] {
  return [...new Set(project.eventVoList.flatMap((e) => e.priceVoList.map((p) => p.price)))].sort((a, b) => a - b);
}

/** RMB with the ￥ symbol; whole yuan without decimals. */
export function formatPrice(amount: number): string {
  return `￥${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

export type BuyState = 'ended' | 'soldOut' | 'buy';

/** What the buy button becomes for the selection. */
export function buyState(event: ShowEvent | null, price: ShowPrice | null, now: number = Date.now()): BuyState {
  if (!event || isEnded(event, now)) return 'ended';
  if (isEventSoldOut(event) || (price && isPriceSoldOut(price))) return 'soldOut';
  return 'buy';
}

export type NextStep = { kind: 'seats' } | { kind: 'login' } | { kind: 'addToCart' };

/** Buy flow: seated -> choose seats; non-seat -> add to cart if logged in, else login. */
export function nextStep(seated: boolean, loggedIn: boolean): NextStep {
  if (seated) return { kind: 'seats' };
  return loggedIn ? { kind: 'addToCart' } : { kind: 'login' };
}

/** Seat picking: toggles a seat, at most `max` seats. */
export function toggleSeat(selected: string[], seatId: string, max: number = MAX_SEATS): string[] {
  if (selected.includes(seatId)) return selected.filter((s) => s !== seatId);
  if (selected.length >= max) return selected;
  return [...selected, seatId];
}

/** Seat picking with the non-profit cap: at most `max` seats, at most `publicInterestMax` non-profit ones. */
export function toggleSeatWithRules(
  selected: { id: string; publicInterest: boolean }[],
  seat: { id: string; publicInterest: boolean },
  max: number = MAX_SEATS,
  publicInterestMax: number = PUBLIC_INTEREST_MAX,
): { id: string; publicInterest: boolean }[] {
  if (selected.some((s) => s.id === seat.id)) return selected.filter((s) => s.id !== seat.id);
  if (selected.length >= max) return selected;
  if (seat.publicInterest && selected.filter((s) => s.publicInterest).length >= publicInterestMax) return selected;
  return [...selected, seat];
}

import { langType, type Locale } from '@/lib/i18n/routing';
import { ticketingRequest } from './transport';

/** What the cart calls send: one performance's good (a price, or a seat) and how many. */
export type CartItemRequest = { eventId: string; superGoodId: string; goodCount: number };

/** One line of the cart, as the site uses it (reshaped from the API's line). */
export type CartItem = CartItemRequest & {
  projectToken: string;
  projectName: string;
  siteName: string;
  showTime: number;
  priceId: number | null;
  price: number;
  subtotal: number;
  publicInterest: boolean;
  realName: boolean;
  seated: boolean;
  seatLabel: string | null;
  ended: boolean;
  /** enough stock (or the seat still free) and not ended */
  available: boolean;
};

export type RawCartLine = {
  superGoodId: string | number;
  eventId: string;
  goodCount: number;
  projectToken?: string;
  projectName?: string;
  siteName?: string;
  showTime?: number;
  priceId?: number | null;
  price?: number;
  subtotal?: number;
  publicInterest?: number | boolean;
  realName?: boolean | number;
  seatType?: number;
  seatLabel?: string | null;
  ended?: boolean;
  available?: boolean;
};

export function reshapeCartLine(raw: RawCartLine, now: number = Date.now()): CartItem {
  const price = Number(raw.price ?? 0);
  const showTime = Number(raw.showTime ?? 0);
  const ended = raw.ended ?? (showTime > 0 && showTime <= now);
  return {
    eventId: String(raw.eventId),
    superGoodId: String(raw.superGoodId),
    goodCount: Number(raw.goodCount),
    projectToken: raw.projectToken ?? '',
    projectName: raw.projectName ?? '',
    siteName: raw.siteName ?? '',
    showTime,
    priceId: raw.priceId ?? null,
    price,
    subtotal: raw.subtotal ?? price * Number(raw.goodCount),
    publicInterest: Number(raw.publicInterest) === 1 || raw.publicInterest === true,
    realName: Boolean(raw.realName),
    seated: Number(raw.seatType) === 1,
    seatLabel: raw.seatLabel ?? null,
    ended,
    available: raw.available ?? !ended,
  };
}

/** The cart's line list, whatever list shape the API wraps it in. */
export function cartLinesOf(data: unknown): RawCartLine[] {
  if (Array.isArray(data)) return data as RawCartLine[];
  if (data && typeof data === 'object') {
    const d = data as { dataList?: unknown; items?: unknown; lstCartInfo?: unknown };
    const list = d.dataList ?? d.items ?? d.lstCartInfo;
    if (Array.isArray(list)) return list as RawCartLine[];
  }
  return [];
}

/** The member's cart, one item per line (the header reads only its length). */
export async function fetchCart(token: string, locale: Locale): Promise<CartItem[]> {
  const data = await ticketingRequest<unknown>('/api/cart/queryCartInfo', { token, query: { locale, langType: langType(locale) } });
  return cartLinesOf(data).map((line) => reshapeCartLine(line));
}

/** Adds goods (a good already in the cart adds to its count); the server checks the buying rules. */
export async function addCartItems(items: CartItemRequest[], token: string, locale: Locale): Promise<void> {
  await ticketingRequest('/api/cart/add', { method: 'POST', token, body: { lstCartInfo: items, langType: langType(locale) } });
}

/** Removes a line, or `goodCount` tickets of it. */
export async function removeCartItem(item: CartItemRequest | Omit<CartItemRequest, 'goodCount'>, token: string, locale: Locale): Promise<void> {
  await ticketingRequest('/api/cart/remove', { method: 'POST', token, body: { lstCartInfo: [item], langType: langType(locale) } });
}

export type CartPerformance = { eventId: string; showTime: number; ended: boolean; items: CartItem[]; tickets: number; subtotal: number };
export type CartShow = { projectToken: string; projectName: string; siteName: string; performances: CartPerformance[] };

/** Items grouped by show, then by performance (date order), in the order shows were first added. */
export function groupCart(items: CartItem[]): CartShow[] {
  const shows = new Map<string, CartShow>();
  for (const item of items) {
    const key = item.projectToken || item.projectName;
    let show = shows.get(key);
    if (!show) {
      show = { projectToken: item.projectToken, projectName: item.projectName, siteName: item.siteName, performances: [] };
      shows.set(key, show);
    }
    let performance = show.performances.find((p) => p.eventId === item.eventId);
    if (!performance) {
      performance = { eventId: item.eventId, showTime: item.showTime, ended: item.ended, items: [], tickets: 0, subtotal: 0 };
      show.performances.push(performance);
    }
    performance.items.push(item);
    performance.tickets += item.goodCount;
    performance.subtotal = roundYuan(performance.subtotal + item.subtotal);
  }
  for (const show of shows.values()) show.performances.sort((a, b) => a.showTime - b.showTime);
  return [...shows.values()];
}

export type CartTotals = { tickets: number; amount: number; lines: number };

export function cartTotals(items: CartItem[]): CartTotals {
  return {
    lines: items.length,
    tickets: items.reduce((sum, i) => sum + i.goodCount, 0),
    amount: roundYuan(items.reduce((sum, i) => sum + i.price * i.goodCount, 0)),
  };
}

/** Yuan to 2 decimals without floating-point dust (0.1 + 0.2). */
export function roundYuan(amount: number): number {
  return Math.round(amount * 100) / 100;
}

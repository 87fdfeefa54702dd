import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { listOf } from './paging';
import type { RawCartLine } from './raw';
import { ticketingRequest } from './transport';
import type { CartItem, CartItemRequest } from './types';

/** The member's cart on the ticketing API. */

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

/** The cart's lines, whatever list shape the API wraps them in. */
export function cartLinesOf(data: unknown): CartItem[] {
  const d = data as { items?: unknown; lstCartInfo?: unknown } | null;
  const list = Array.isArray(d?.items)
    ? d.items
    : Array.isArray(d?.lstCartInfo)
      ? d.lstCartInfo
      : listOf(data as RawCartLine[]);
  return (list as RawCartLine[]).map((line) => reshapeCartLine(line));
}

/** Only the fields the API takes for a good. */
export const goods = (items: CartItemRequest[]) =>
  items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount }));

export async function getCart(token: string, locale: Locale, signal?: AbortSignal): Promise<CartItem[]> {
  const data = await ticketingRequest<unknown>('/api/cart/queryCartInfo', {
    token,
    query: { locale, langType: langType(locale) },
    signal,
  });
  return cartLinesOf(data);
}

/** Adds goods (a good already in the cart adds to its count); the API checks the buying rules. */
export async function addToCart(
  items: CartItemRequest[],
  token: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  await ticketingRequest('/api/cart/add', {
    method: 'POST',
    token,
    body: { lstCartInfo: goods(items), langType: langType(locale) },
    signal,
  });
}

/** Removes a line, or `goodCount` tickets of it. */
export async function removeFromCart(
  item: Omit<CartItemRequest, 'goodCount'> & { goodCount?: number },
  token: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  const line = {
    eventId: item.eventId,
    superGoodId: item.superGoodId,
    ...(item.goodCount ? { goodCount: item.goodCount } : {}),
  };
  await ticketingRequest('/api/cart/remove', {
    method: 'POST',
    token,
    body: { lstCartInfo: [line], langType: langType(locale) },
    signal,
  });
}

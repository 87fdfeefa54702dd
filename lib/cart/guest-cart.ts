import type { Locale } from '@/lib/i18n/routing';
import { addCartItems, type CartItem } from './cart';
import { TicketingError } from './errors';

/**
 * A guest's cart (seats chosen before logging in, spec section 6: anonymous visitors may buy
 * seated tickets via the cart). It lives in this browser's localStorage until the visitor logs in;
 * then it is moved into the member's cart on the server, so the selection survives the login.
 */
const KEY = '_guestcart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readGuestCart(): CartItem[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as CartItem[]).filter((i) => i && typeof i.superGoodId === 'string' && typeof i.eventId === 'string') : [];
  } catch {
    return [];
  }
}

function writeGuestCart(items: CartItem[]): void {
  const store = storage();
  if (!store) return;
  if (items.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(items));
}

/** Adds seats; a seat already in the guest cart stays one line. */
export function addGuestItems(items: CartItem[]): void {
  const current = readGuestCart();
  for (const item of items) if (!current.some((c) => c.superGoodId === item.superGoodId)) current.push(item);
  writeGuestCart(current);
}

export function removeGuestItem(superGoodId: string): void {
  writeGuestCart(readGuestCart().filter((i) => i.superGoodId !== superGoodId));
}

export function clearGuestCart(): void {
  writeGuestCart([]);
}

export type MergeResult = { moved: CartItem[]; failed: { item: CartItem; message: string }[] };

/**
 * After login: each guest line goes into the member's cart on its own, so one seat taken meanwhile
 * does not lose the others. Lines the server refused are reported with its message; a line that
 * failed because the service could not be reached stays in the guest cart for the next try.
 */
export async function mergeGuestCart(token: string, locale: Locale): Promise<MergeResult> {
  const result: MergeResult = { moved: [], failed: [] };
  const keep: CartItem[] = [];
  for (const item of readGuestCart()) {
    try {
      await addCartItems([{ eventId: item.eventId, superGoodId: item.superGoodId, goodCount: item.goodCount }], token, locale);
      result.moved.push(item);
    } catch (error) {
      const unreachable = !(error instanceof TicketingError) || error.code === 0 || error.httpStatus >= 500 || error.isUnauthorized;
      if (unreachable) keep.push(item);
      else result.failed.push({ item, message: error.message });
    }
  }
  writeGuestCart(keep);
  return result;
}

/** A seat of the seat map as a guest cart line. */
export function guestCartItem(
  show: { projectToken: string; projectName: string; siteName: string },
  event: { eventToken: string; showTime: number },
  seat: { superGoodId: string; priceId: number; price: number; publicInterest: number; label: string },
): CartItem {
  return {
    eventId: event.eventToken,
    superGoodId: seat.superGoodId,
    goodCount: 1,
    projectToken: show.projectToken,
    projectName: show.projectName,
    siteName: show.siteName,
    showTime: event.showTime,
    priceId: seat.priceId,
    price: seat.price,
    subtotal: seat.price,
    publicInterest: Number(seat.publicInterest) === 1,
    realName: false,
    seated: true,
    seatLabel: seat.label,
    ended: false,
    available: true,
  };
}

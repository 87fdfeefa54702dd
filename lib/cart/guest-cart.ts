import type { Locale } from '@/lib/i18n/routing';
import type { CartItem, Performance, Seat, SeatGood, Show } from '@/lib/ticketing/types';

/**
 * A guest's cart (seats chosen before logging in, spec section 6: anonymous visitors may buy
 * seated tickets via the cart). It lives in this browser's localStorage until the visitor logs in;
 * then it is moved into the member's cart on the server (lib/bff/client/hooks/cart.ts), so the selection
 * survives the login.
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
    return Array.isArray(list)
      ? (list as CartItem[]).filter((i) => i && typeof i.superGoodId === 'string' && typeof i.eventId === 'string')
      : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(items: CartItem[]): void {
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

/** A seat of the seat map as a guest cart line, named in the language of the page it was chosen on. */
export function guestCartItem(
  show: Pick<Show, 'projectToken' | 'name' | 'venue'>,
  performance: Pick<Performance, 'eventToken' | 'showTime'>,
  seat: Seat & { good: SeatGood },
  lang: Locale,
): CartItem {
  return {
    eventId: performance.eventToken,
    superGoodId: seat.good.superGoodId,
    goodCount: 1,
    projectToken: show.projectToken,
    projectName: show.name,
    siteName: show.venue,
    showTime: performance.showTime,
    priceId: seat.good.priceId,
    price: seat.good.price,
    subtotal: seat.good.price,
    publicInterest: seat.good.nonProfit,
    realName: false,
    seated: true,
    seatLabel: seat.label,
    ended: false,
    available: true,
    lang,
  };
}

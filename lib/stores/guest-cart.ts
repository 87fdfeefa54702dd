'use client';

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Locale } from '@/lib/i18n/routing';
import type { CartItem, Performance, Seat, SeatGood, Show } from '@/lib/ticketing/types';
import { localJson } from './browser-storage';

/**
 * A guest's cart (seats chosen before logging in, spec section 6: anonymous visitors may buy
 * seated tickets via the cart), kept in this browser's localStorage until the visitor logs in; then
 * its lines move into the member's cart on the server (`useMoveGuestCart`,
 * lib/bff/client/hooks/cart.ts), so the selection survives the login.
 */
type GuestCart = {
  items: CartItem[];
  /** adds seats; a seat already in the cart stays one line */
  add: (items: CartItem[]) => void;
  remove: (superGoodId: string) => void;
  /** what is left after a move into the member's cart (lines that could not be moved yet) */
  keep: (items: CartItem[]) => void;
};

/** Lines as stored by this or an older version of the site, without anything malformed. */
function validLines(value: unknown): CartItem[] {
  return Array.isArray(value)
    ? (value as CartItem[]).filter((i) => i && typeof i.superGoodId === 'string' && typeof i.eventId === 'string')
    : [];
}

export const useGuestCart = create<GuestCart>()(
  persist(
    (set) => ({
      items: [],
      add: (items) =>
        set((state) => ({
          items: [...state.items, ...items.filter((i) => !state.items.some((c) => c.superGoodId === i.superGoodId))],
        })),
      remove: (superGoodId) => set((state) => ({ items: state.items.filter((i) => i.superGoodId !== superGoodId) })),
      keep: (items) => set({ items }),
    }),
    {
      name: '_guestcart',
      // the site kept the bare list under the same key before this store
      storage: localJson<Pick<GuestCart, 'items'>>((stored) =>
        Array.isArray(stored) ? { state: { items: stored }, version: 0 } : stored,
      ),
      skipHydration: true,
      partialize: (state) => ({ items: state.items }),
      merge: (persisted, current) => ({ ...current, items: validLines((persisted as Partial<GuestCart>)?.items) }),
    },
  ),
);

/** The guest cart's lines (empty until the store has read this browser's storage). */
export function useGuestCartItems(): CartItem[] {
  return useGuestCart((state) => state.items);
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

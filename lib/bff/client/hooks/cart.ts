'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { create } from 'zustand';
import { useAuth } from '@/lib/auth/store';
import { readGuestCart, removeGuestItem, writeGuestCart } from '@/lib/cart/guest-cart';
import type { Locale } from '@/lib/i18n/routing';
import { refusalOf } from '@/lib/ticketing/errors';
import type { CartItem, CartItemRequest } from '@/lib/ticketing/types';
import { callTicketing } from '../client';
import { ticketingKeys } from '../keys';

/** Spec section 4: initial, loading, ok, error, and getcart after add or remove (the cart reloads). */
export type CartStatus = 'initial' | 'loading' | 'ok' | 'error' | 'getcart';

type CartLog = {
  /** server refusals recorded by the cart (newest last), shown until dismissed or the next change */
  errors: string[];
  /** an add or remove succeeded and the cart is being read again */
  reloading: boolean;
  record: (message: string) => void;
  clear: () => void;
  setReloading: (reloading: boolean) => void;
};

/** The cart's UI state: what the server refused, and whether it is being read again. */
export const useCartLog = create<CartLog>((set) => ({
  errors: [],
  reloading: false,
  record: (message) => set((s) => ({ errors: s.errors.includes(message) ? s.errors : [...s.errors, message] })),
  clear: () => set({ errors: [] }),
  setReloading: (reloading) => set({ reloading }),
}));

/**
 * After login: each guest line goes into the member's cart on its own, so one seat taken meanwhile
 * does not lose the others. Lines the server refused are recorded with its message; a line that
 * failed because the service could not be reached stays in the guest cart for the next try.
 */
async function moveGuestCart(locale: Locale): Promise<void> {
  const keep: CartItem[] = [];
  for (const item of readGuestCart()) {
    try {
      await callTicketing('cart.add', locale, {
        items: [{ eventId: item.eventId, superGoodId: item.superGoodId, goodCount: item.goodCount }],
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) useCartLog.getState().record(`${item.seatLabel ?? item.projectName}: ${refusal}`);
      else keep.push(item);
    }
  }
  writeGuestCart(keep);
}

/**
 * A guest's seats, priced and labelled again by the server in the page's language; as stored when
 * that fails, with the server's reason recorded.
 */
async function guestCart(locale: Locale, signal: AbortSignal): Promise<CartItem[]> {
  const items = readGuestCart();
  if (items.length === 0) return items;
  try {
    return (
      await callTicketing(
        'cart.price',
        locale,
        { items: items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount })) },
        { signal },
      )
    ).lines;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) useCartLog.getState().record(refusal);
    return items;
  }
}

/**
 * The cart: the member's (from the server) or a guest's (seats kept in this browser). When a guest
 * logs in, their seats are moved into the member's cart first. The header reads only its length.
 */
export function useCart() {
  const signedIn = useAuth((s) => s.signedIn);
  const ready = useAuth((s) => s.ready);
  const locale = useLocale();
  return useQuery({
    queryKey: ticketingKeys.cart(signedIn, locale),
    queryFn: async ({ signal }): Promise<CartItem[]> => {
      if (!signedIn) return guestCart(locale, signal);
      if (readGuestCart().length > 0) await moveGuestCart(locale);
      return callTicketing('cart.get', locale, {}, { signal });
    },
    enabled: ready || signedIn,
  });
}

/** The cart's state for spec section 4's state machine. */
export function cartStatus(
  query: { status: 'pending' | 'error' | 'success'; fetchStatus: 'fetching' | 'paused' | 'idle' },
  reloading: boolean,
): CartStatus {
  if (reloading) return 'getcart';
  if (query.status === 'error') return 'error';
  if (query.status === 'success') return 'ok';
  return query.fetchStatus === 'idle' ? 'initial' : 'loading';
}

export type CartChange =
  | { kind: 'add'; items: CartItemRequest[] }
  | { kind: 'remove'; item: Omit<CartItemRequest, 'goodCount'> & { goodCount?: number } };

/** Add to or remove from the cart, then reload it (status getcart); refusals are recorded. */
export function useCartChange() {
  const signedIn = useAuth((s) => s.signedIn);
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: CartChange) => {
      if (!signedIn) {
        if (change.kind === 'remove') removeGuestItem(change.item.superGoodId);
        return;
      }
      if (change.kind === 'add') await callTicketing('cart.add', locale, { items: change.items });
      else await callTicketing('cart.remove', locale, { item: change.item });
    },
    onMutate: () => useCartLog.getState().clear(),
    onSuccess: async () => {
      useCartLog.getState().setReloading(true);
      try {
        await client.invalidateQueries({ queryKey: ticketingKeys.carts() });
      } finally {
        useCartLog.getState().setReloading(false);
      }
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) useCartLog.getState().record(refusal);
    },
  });
}

/** The buy flow's add (show page, seat map): tickets into the member's cart, then the cart and the stock read again. */
export function useAddToCart() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: CartItemRequest[]) => callTicketing('cart.add', locale, { items }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ticketingKeys.carts() });
    },
  });
}

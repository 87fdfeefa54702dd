'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { create } from 'zustand';
import { useAuth } from '@/lib/auth/store';
import type { Locale } from '@/lib/i18n/routing';
import { addCartItems, fetchCart, removeCartItem, type CartItem, type CartItemRequest } from './cart';
import { buildShoppingCart } from './checkout';
import { TicketingError } from './errors';
import { mergeGuestCart, readGuestCart, removeGuestItem } from './guest-cart';

export const queryKeys = {
  cart: (token: string | null, locale: string) => ['cart', token, locale] as const,
};

/** Spec section 4: initial, loading, ok, error, and getcart after add or remove (the cart reloads). */
export type CartStatus = 'initial' | 'loading' | 'ok' | 'error' | 'getcart';

type CartLog = {
  /** server errors recorded by the cart (newest last), shown until dismissed or the next change */
  errors: string[];
  /** an add or remove succeeded and the cart is being read again */
  reloading: boolean;
  record: (message: string) => void;
  clear: () => void;
  setReloading: (reloading: boolean) => void;
};

export const useCartLog = create<CartLog>((set) => ({
  errors: [],
  reloading: false,
  record: (message) => set((s) => ({ errors: s.errors.includes(message) ? s.errors : [...s.errors, message] })),
  clear: () => set({ errors: [] }),
  setReloading: (reloading) => set({ reloading }),
}));

/** Where a failed call's words come from: the server's own (it refused), or null (it could not be reached). */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TicketingError && error.code !== 0 && error.httpStatus < 500 && !error.isUnauthorized) return error.message;
  return null;
}

/**
 * The cart: the member's (from the server) or a guest's (seats kept in this browser). When a guest
 * logs in, their seats are moved into the member's cart first. The header reads only its length.
 */
export function useCart() {
  const token = useAuth((s) => s.token);
  const ready = useAuth((s) => s.ready);
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeys.cart(token, locale),
    queryFn: async (): Promise<CartItem[]> => {
      if (!token) return guestCart(locale);
      if (readGuestCart().length > 0) {
        const merged = await mergeGuestCart(token, locale);
        for (const failure of merged.failed) useCartLog.getState().record(`${failure.item.seatLabel ?? failure.item.projectName}: ${failure.message}`);
      }
      return fetchCart(token, locale);
    },
    enabled: ready || Boolean(token),
    // an outage keeps the last cart on screen (never an empty cart): errors show beside it
    retry: 1,
  });
}

/**
 * A guest's seats, priced and labelled again by the server in the page's language (buildShoppingCart
 * is open to guests); as stored when that fails, with the server's reason recorded.
 */
async function guestCart(locale: Locale): Promise<CartItem[]> {
  const items = readGuestCart();
  if (items.length === 0) return items;
  try {
    return (await buildShoppingCart(items, null, locale)).lines;
  } catch (error) {
    const message = serverMessage(error);
    if (message) useCartLog.getState().record(message);
    return items;
  }
}

/** The cart's state for spec section 4's state machine. */
export function cartStatus(query: { status: 'pending' | 'error' | 'success'; fetchStatus: 'fetching' | 'paused' | 'idle' }, reloading: boolean): CartStatus {
  if (reloading) return 'getcart';
  if (query.status === 'error') return 'error';
  if (query.status === 'success') return 'ok';
  return query.fetchStatus === 'idle' ? 'initial' : 'loading';
}

type Change = { kind: 'add'; item: CartItemRequest } | { kind: 'remove'; item: CartItemRequest | Omit<CartItemRequest, 'goodCount'> };

/** Add to or remove from the cart, then reload it (status getcart); refusals are recorded. */
export function useCartChange() {
  const token = useAuth((s) => s.token);
  const locale = useLocale() as Locale;
  const client = useQueryClient();
  const log = useCartLog();
  return useMutation({
    mutationFn: async (change: Change) => {
      if (!token) {
        if (change.kind === 'remove') removeGuestItem(change.item.superGoodId);
        return;
      }
      if (change.kind === 'add') await addCartItems([change.item], token, locale);
      else await removeCartItem(change.item, token, locale);
    },
    onMutate: () => log.clear(),
    onSuccess: async () => {
      log.setReloading(true);
      try {
        await client.invalidateQueries({ queryKey: ['cart'] });
      } finally {
        log.setReloading(false);
      }
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (message) log.record(message);
    },
  });
}

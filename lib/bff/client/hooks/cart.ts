'use client';

import {
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { addGuestItems, readGuestCart, removeGuestItem, writeGuestCart } from '@/lib/cart/guest-cart';
import type { Locale } from '@/lib/i18n/routing';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { refusalOf } from '@/lib/ticketing/errors';
import type { CartItem, CartItemRequest } from '@/lib/ticketing/types';
import { callTicketing } from '../client';
import { useSessionHint, useSignedIn } from './session';

/** Spec section 4: initial, loading, ok, error, and getcart after add or remove (the cart reloads). */
export type CartStatus = 'initial' | 'loading' | 'ok' | 'error' | 'getcart';

/** One read of the cart: its lines, and what the server refused on the way (shown by the cart). */
type CartRead = { lines: CartItem[]; refusals: string[] };

/**
 * After login: each guest line goes into the member's cart on its own, so one seat taken meanwhile
 * does not lose the others. Lines the server refused come back with its message; a line that
 * failed because the service could not be reached stays in the guest cart for the next try.
 */
async function moveGuestCart(locale: Locale): Promise<string[]> {
  const keep: CartItem[] = [];
  const refusals: string[] = [];
  for (const item of readGuestCart()) {
    try {
      await callTicketing('cart.add', locale, {
        items: [{ eventId: item.eventId, superGoodId: item.superGoodId, goodCount: item.goodCount }],
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) refusals.push(`${item.seatLabel ?? item.projectName}: ${refusal}`);
      else keep.push(item);
    }
  }
  writeGuestCart(keep);
  return refusals;
}

/**
 * A guest's seats, priced and labelled again by the server in the page's language; as stored when
 * that fails, with the server's reason.
 */
async function guestCart(locale: Locale, signal: AbortSignal): Promise<CartRead> {
  const items = readGuestCart();
  if (items.length === 0) return { lines: items, refusals: [] };
  try {
    const { lines } = await callTicketing(
      'cart.price',
      locale,
      { items: items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount })) },
      { signal },
    );
    return { lines, refusals: [] };
  } catch (error) {
    const refusal = refusalOf(error);
    return { lines: items, refusals: refusal ? [refusal] : [] };
  }
}

const linesOf = (read: CartRead) => read.lines;
const wholeRead = (read: CartRead) => read;

/**
 * The cart: the member's (from the server) or a guest's (seats kept in this browser), once the
 * session hint is read. When a guest logs in, their seats are moved into the member's cart first.
 */
function useCartRead<T>(select: (read: CartRead) => T) {
  const hint = useSessionHint().data;
  const signedIn = hint?.signedIn ?? false;
  const locale = useLocale();
  return useQuery({
    queryKey: queryKeys.cart(signedIn, locale),
    queryFn: async ({ signal }): Promise<CartRead> => {
      if (!signedIn) return guestCart(locale, signal);
      const refusals = readGuestCart().length > 0 ? await moveGuestCart(locale) : [];
      return { lines: await callTicketing('cart.get', locale, {}, { signal }), refusals: [...new Set(refusals)] };
    },
    enabled: hint !== undefined,
    select,
  });
}

/** The cart's lines. The header reads only their number. */
export function useCart() {
  return useCartRead(linesOf);
}

/**
 * What the server refused, shown by the cart until the next change: the last change's refusal
 * when a change came after the last read, else those of the last read (a guest's seats priced, or
 * moved in at login). `since` tells one showing from the next (a dismissed one stays dismissed).
 */
export function useCartRefusals(): { refusals: string[]; since: number } {
  const read = useCartRead(wholeRead);
  const change = useMutationState({
    filters: { mutationKey: mutationKeys.cartChange() },
    select: (mutation) => ({
      submittedAt: mutation.state.submittedAt,
      refusal: mutation.state.status === 'error' ? refusalOf(mutation.state.error) : null,
    }),
  }).at(-1);
  if (change && change.submittedAt > read.dataUpdatedAt)
    return { refusals: change.refusal ? [change.refusal] : [], since: change.submittedAt };
  return { refusals: read.data?.refusals ?? [], since: read.dataUpdatedAt };
}

/** An add or remove went through and the cart is being read again (spec section 4's getcart). */
export function useCartReloading(): boolean {
  const changing = useIsMutating({ mutationKey: mutationKeys.cartChange() }) > 0;
  const reading = useIsFetching({ queryKey: queryKeys.carts() }) > 0;
  return changing && reading;
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

/** Add to or remove from the cart (a guest removes seats only), then read it again (status getcart). */
export function useCartChange() {
  const signedIn = useSignedIn();
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.cartChange(),
    mutationFn: async (change: CartChange) => {
      if (!signedIn) {
        if (change.kind === 'remove') removeGuestItem(change.item.superGoodId);
        return;
      }
      if (change.kind === 'add') await callTicketing('cart.add', locale, { items: change.items });
      else await callTicketing('cart.remove', locale, { item: change.item });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.carts() }),
  });
}

/**
 * The buy flow's add (show page, seat map): tickets into the member's cart, then the cart and the
 * show's stock read again; when refused (a seat taken meanwhile), the stock and its performances' seats.
 */
export function useAddToCart(projectToken: string) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: CartItemRequest[]) => callTicketing('cart.add', locale, { items }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.carts() }),
        client.invalidateQueries({ queryKey: queryKeys.show(locale, projectToken) }),
      ]),
    // the site refreshed the shared copies of a refused add at once: read them again
    onError: (_, items) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.show(locale, projectToken) }),
        ...[...new Set(items.map((item) => item.eventId))].map((eventToken) =>
          client.invalidateQueries({ queryKey: queryKeys.seats(locale, eventToken) }),
        ),
      ]),
  });
}

/**
 * A guest's seats wait in this browser's cart (moved into the member's at login); the cart is read
 * again meanwhile (the page goes on to the login at once).
 */
export function useAddGuestSeats() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lines: CartItem[]) => addGuestItems(lines),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.carts() }),
  });
}

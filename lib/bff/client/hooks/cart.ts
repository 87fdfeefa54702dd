'use client';

import { useIsFetching, useIsMutating, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { useStoreHydrated } from '@/lib/stores/hydration';
import { useGuestCart, useGuestCartItems } from '@/lib/stores/guest-cart';
import { refusalOf } from '@/lib/ticketing/errors';
import type { CartItem, CartItemRequest } from '@/lib/ticketing/types';
import { useBrowserQuery } from './browser-query';
import { callTicketing } from '../client';
import { useSessionHint, useSignedIn } from './session';

/** Spec section 4: initial, loading, ok, error, and getcart after add or remove (the cart reloads). */
export type CartStatus = 'initial' | 'loading' | 'ok' | 'error' | 'getcart';

/** One read of the cart: its lines, and what the server refused on the way (a guest's seats priced). */
type CartRead = { lines: CartItem[]; refusals: string[] };

const request = ({ eventId, superGoodId, goodCount }: CartItem): CartItemRequest => ({
  eventId,
  superGoodId,
  goodCount,
});

/**
 * After login: each guest line goes into the member's cart on its own, so one seat taken meanwhile
 * does not lose the others. Lines the server refused come back with its message; a line that
 * failed because the service could not be reached stays in the guest cart for the next try.
 */
async function moveGuestLines(locale: Locale, seats: string[]): Promise<string[]> {
  const keep: CartItem[] = [];
  const refusals: string[] = [];
  const lines = useGuestCart.getState().items;
  for (const item of lines.filter((line) => seats.includes(line.superGoodId))) {
    try {
      await callTicketing('cart.add', locale, { items: [request(item)] });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) refusals.push(`${item.seatLabel ?? item.projectName}: ${refusal}`);
      else keep.push(item);
    }
  }
  // lines the guest cart gained meanwhile (another tab) stay for the next move
  useGuestCart
    .getState()
    .keep([...keep, ...useGuestCart.getState().items.filter((line) => !seats.includes(line.superGoodId))]);
  return [...new Set(refusals)];
}

/**
 * A guest's seats, priced and labelled again by the server in the page's language; as stored when
 * that fails, with the server's reason.
 */
async function guestCart(items: CartItem[], locale: Locale, signal: AbortSignal): Promise<CartRead> {
  if (items.length === 0) return { lines: items, refusals: [] };
  try {
    const { lines } = await callTicketing('cart.price', locale, { items: items.map(request) }, { signal });
    return { lines, refusals: [] };
  } catch (error) {
    const refusal = refusalOf(error);
    return { lines: items, refusals: refusal ? [refusal] : [] };
  }
}

const linesOf = (read: CartRead) => read.lines;
const wholeRead = (read: CartRead) => read;

/**
 * A member's first page after logging in (by any way in) moves the seats this browser kept as a
 * guest into the member's cart: once per set of seats, a write (a mutation), after which the cart
 * is read again. Its refusals are shown by the cart (useCartRefusals).
 */
function useMoveGuestCart(signedIn: boolean) {
  const locale = useLocale();
  const client = useQueryClient();
  const ready = useStoreHydrated(useGuestCart);
  const seats = useGuestCartItems()
    .map((item) => item.superGoodId)
    .join(',');
  const move = useMutation({
    mutationKey: mutationKeys.guestCartMove(),
    mutationFn: (seats: string) => moveGuestLines(locale, seats.split(',')),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carts() }),
  });
  const { mutate } = move;
  useEffect(() => {
    if (!signedIn || !ready || !seats) return;
    // every part of the page reading the cart runs this: the first one moves, the others see it did
    const moved = client
      .getMutationCache()
      .findAll({ mutationKey: mutationKeys.guestCartMove() })
      .some((mutation) => mutation.state.variables === seats);
    if (!moved) mutate(seats);
  }, [signedIn, ready, seats, client, mutate]);
}

/**
 * The cart: the member's (from the server) or a guest's (seats kept in this browser, once read
 * from its storage), once the session hint is read.
 */
function useCartRead<T>(select: (read: CartRead) => T) {
  const hint = useSessionHint().data;
  const signedIn = hint?.signedIn ?? false;
  const locale = useLocale();
  const guestReady = useStoreHydrated(useGuestCart);
  const guestItems = useGuestCartItems();
  useMoveGuestCart(signedIn);
  const guestLines = signedIn ? [] : guestItems.map((i) => `${i.eventId}/${i.superGoodId}/${i.goodCount}`);
  return useBrowserQuery({
    queryKey: queryKeys.cart(signedIn, locale, guestLines),
    queryFn: ({ signal }): Promise<CartRead> =>
      signedIn
        ? callTicketing('cart.get', locale, {}, { signal }).then((lines) => ({ lines, refusals: [] }))
        : guestCart(guestItems, locale, signal),
    enabled: hint !== undefined && (signedIn || guestReady),
    // a guest's seat removed or added: the lines stay on screen while the rest is priced again
    placeholderData: (previous) => previous,
    select,
  });
}

/** The cart's lines. The header reads only their number. */
export function useCart() {
  return useCartRead(linesOf);
}

type Refusals = { refusals: string[]; since: number };

/**
 * What the server refused, shown by the cart until the next change: the latest of the last
 * change's refusal, the seats a login could not move from the guest cart, and (for a guest) those
 * of the last read. `since` tells one showing from the next (a dismissed one stays dismissed).
 */
export function useCartRefusals(): Refusals {
  const read = useCartRead(wholeRead);
  const change = useMutationState({
    filters: { mutationKey: mutationKeys.cartChange() },
    select: (mutation): Refusals => ({
      since: mutation.state.submittedAt,
      refusals:
        mutation.state.status === 'error' && refusalOf(mutation.state.error) ? [refusalOf(mutation.state.error)!] : [],
    }),
  }).at(-1);
  const moved = useMutationState({
    filters: { mutationKey: mutationKeys.guestCartMove(), status: 'success' },
    select: (mutation): Refusals => ({
      since: mutation.state.submittedAt,
      refusals: (mutation.state.data as string[]) ?? [],
    }),
  }).at(-1);
  const lastRead: Refusals = { refusals: read.data?.refusals ?? [], since: read.dataUpdatedAt };
  const candidates = [change, moved?.refusals.length ? moved : undefined, lastRead].filter(
    (candidate): candidate is Refusals => candidate !== undefined,
  );
  return candidates.reduce((latest, next) => (next.since > latest.since ? next : latest));
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
        if (change.kind === 'remove') useGuestCart.getState().remove(change.item.superGoodId);
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
 * A guest's seats wait in this browser's cart (moved into the member's at login); the cart's query
 * follows the store (its key holds the lines), so the header counts them at once.
 */
export function useAddGuestSeats() {
  return useMutation({
    mutationFn: async (lines: CartItem[]) => useGuestCart.getState().add(lines),
  });
}

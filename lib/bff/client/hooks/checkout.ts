'use client';

import {
  keepPreviousData,
  useMutation,
  useQueryClient,
  type MutationCache,
  type MutationState,
} from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { refusalOf } from '@/lib/ticketing/errors';
import type { CartItem, CartItemRequest, CheckoutOptions, Quote } from '@/lib/ticketing/types';
import { useBrowserQuery } from './browser-query';
import { callTicketing, type InputOf } from '../client';
import { useSignedIn } from './session';

/**
 * An order is made: the cart it emptied and the member's orders are read again. A refusal (stock
 * or a rule changed meanwhile) reads the cart, the stock and the seats again (the site refreshed
 * their shared copies at once), so the checkout shows what is left.
 */
export function useSubmitOrder() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'checkout.submit'>) => callTicketing('checkout.submit', locale, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.carts() }),
        client.invalidateQueries({ queryKey: queryKeys.memberAll() }),
      ]),
    onError: (error) => {
      if (!refusalOf(error)) return;
      for (const queryKey of [queryKeys.carts(), queryKeys.shows(locale), queryKeys.allSeats()])
        void client.invalidateQueries({ queryKey });
    },
  });
}

export function useGateways() {
  const locale = useLocale();
  return useBrowserQuery({
    queryKey: queryKeys.gateways(locale),
    queryFn: ({ signal }) => callTicketing('checkout.gateways', locale, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** What the member has applied to the order so far. */
export type Applied = {
  couponCode: string | null;
  discountCode: string | null;
  points: number;
  payGateway: string | null;
};
export const NOTHING_APPLIED: Applied = { couponCode: null, discountCode: null, points: 0, payGateway: null };

export function optionsOf(applied: Applied): CheckoutOptions {
  return {
    couponCode: applied.couponCode,
    discountCode: applied.discountCode,
    useDeductionPoint: applied.points || null,
    payGateway: applied.payGateway,
  };
}

/** A refusal in the server's words, or null (then "please refresh") when the answer never came. */
export type ApplyResult = { ok: true } | { ok: false; message: string | null };

const goodsOf = (items: CartItem[]): CartItemRequest[] =>
  items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount }));
const goodsKey = (items: CartItem[]) => items.map((i) => `${i.superGoodId}x${i.goodCount}`).join(',');

/** One checkout's changes, as React Query keeps them: what each tried and, once accepted, what it left applied. */
type Change = MutationState<Applied, Error, Partial<Applied>>;

/** What the changes accepted so far left applied: the last accepted one's result. */
function appliedAfter(changes: readonly Change[]): Applied {
  return changes.findLast((change) => change.status === 'success')?.data ?? NOTHING_APPLIED;
}

/**
 * The changes of one checkout visit as they stand, read on every change of the mutation cache.
 * React Query's `useMutationState` tells its component on the next task; a change must show as
 * chosen in the render of the click that made it (a radio button checked, Pay held), so this reads
 * the cache when it changes. The list is the same array while no change moved.
 */
function changesOf(cache: MutationCache, mutationKey: readonly unknown[]) {
  let snapshot: readonly Change[] = [];
  return {
    subscribe: (onChange: () => void) => cache.subscribe(onChange),
    read: (): readonly Change[] => {
      const now = cache.findAll({ mutationKey }).map((change) => change.state as Change);
      if (now.length !== snapshot.length || now.some((state, i) => state !== snapshot[i])) snapshot = now;
      return snapshot;
    },
  };
}

/** Every change still waiting for its answer, the later ones on top: shown as chosen at once. */
function pendingOf(changes: readonly Change[]): Partial<Applied> | null {
  const waiting = changes.filter((change) => change.status === 'pending').map((change) => change.variables ?? {});
  return waiting.length ? Object.assign({}, ...waiting) : null;
}

/**
 * The checkout's two builds (spec section 7): the shopping cart (rules and stock) and the grouped
 * cart (prices with every discount). Applying a coupon, code, points or gateway is tried first and
 * kept only when the server accepts it, so one refusal never loses what was already applied.
 * Changes run one after another (one mutation scope), each on top of what the ones before it left:
 * a member who picks a coupon and then a gateway before the first answer came keeps both, and one
 * who picks two gateways quickly ends with the second, whichever answer arrives first. The changes
 * are the one record of what is applied and what is on its way (React Query's mutation cache, under
 * a key of this checkout's own, so a checkout opened again starts from nothing).
 */
export function useCheckoutQuote(items: CartItem[]) {
  const signedIn = useSignedIn();
  const locale = useLocale();
  const client = useQueryClient();
  const [visit] = useState(() => crypto.randomUUID());
  const changesKey = mutationKeys.applyToOrder(visit);
  const key = goodsKey(items);
  const goods = goodsOf(items);

  const [store] = useState(() => changesOf(client.getMutationCache(), changesKey));
  const changes = useSyncExternalStore(store.subscribe, store.read, store.read);
  const applied = appliedAfter(changes);
  const pending = pendingOf(changes);

  const shopping = useBrowserQuery({
    queryKey: queryKeys.shopping(locale, key),
    queryFn: ({ signal }) => callTicketing('cart.price', locale, { items: goods }, { signal }),
    enabled: signedIn && items.length > 0,
    retry: false,
  });

  const quoteQuery = (a: Applied) => ({
    queryKey: queryKeys.quote(locale, key, a),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callTicketing('checkout.quote', locale, { items: goods, options: optionsOf(a) }, { signal }),
    retry: false as const,
  });
  const grouped = useBrowserQuery({
    ...quoteQuery(applied),
    enabled: signedIn && shopping.isSuccess,
    placeholderData: keepPreviousData,
  });

  const { mutateAsync } = useMutation({
    mutationKey: changesKey,
    scope: { id: visit },
    // kept while the checkout is open (an accepted change is what is applied), dropped when it closes
    gcTime: Infinity,
    mutationFn: async (patch: Partial<Applied>): Promise<Applied> => {
      // the changes before this one have all been answered (one scope): apply on top of theirs
      const before = client.getMutationCache().findAll({ mutationKey: changesKey, status: 'success' });
      const next = { ...appliedAfter(before.map((change) => change.state as Change)), ...patch };
      await client.fetchQuery(quoteQuery(next));
      return next;
    },
  });
  useEffect(() => {
    const cache = client.getMutationCache();
    return () => {
      for (const change of cache.findAll({ mutationKey: mutationKeys.applyToOrder(visit) })) cache.remove(change);
    };
  }, [client, visit]);

  const apply = useCallback(
    async (patch: Partial<Applied>): Promise<ApplyResult> => {
      try {
        await mutateAsync(patch);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: refusalOf(error) };
      }
    },
    [mutateAsync],
  );

  const quote: Quote | undefined = grouped.data ?? shopping.data;
  return { shopping, grouped, quote, applied, pending, apply };
}

'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/store';
import type { Locale } from '@/lib/i18n/routing';
import type { CartItem } from '@/lib/ticketing/cart';
import { buildGroupedCart, buildShoppingCart, type CheckoutOptions, type Quote } from '@/lib/ticketing/checkout';
import { serverMessage } from '@/lib/ticketing/queries';

/** What the member has applied to the order so far. */
export type Applied = { couponCode: string | null; discountCode: string | null; points: number; payGateway: string | null };
export const NOTHING_APPLIED: Applied = { couponCode: null, discountCode: null, points: 0, payGateway: null };

export function optionsOf(applied: Applied): CheckoutOptions {
  return { couponCode: applied.couponCode, discountCode: applied.discountCode, useDeductionPoint: applied.points || null, payGateway: applied.payGateway };
}

/** A refusal in the server's words, or `refresh` when the answer never came (outage). */
export type ApplyResult = { ok: true } | { ok: false; message: string | null };

const goodsKey = (items: CartItem[]) => items.map((i) => `${i.superGoodId}x${i.goodCount}`).join(',');

/**
 * The checkout's two builds (spec section 7): the shopping cart (rules and stock) and the grouped
 * cart (prices with every discount). Applying a coupon, code, points or gateway is tried first and
 * kept only when the server accepts it, so one refusal never loses what was already applied.
 * Changes are tried one after another, each on top of what the ones before it left: a member who
 * picks a coupon and then a gateway before the first answer came keeps both, and one who picks two
 * gateways quickly ends with the second, whichever answer arrives first.
 */
export function useCheckoutQuote(items: CartItem[]) {
  const token = useAuth((s) => s.token);
  const locale = useLocale() as Locale;
  const client = useQueryClient();
  const [applied, setApplied] = useState<Applied>(NOTHING_APPLIED);
  /** what is being applied right now (shown at once, kept only if the server accepts it) */
  const [pending, setPending] = useState<Partial<Applied> | null>(null);
  const key = goodsKey(items);
  const appliedNow = useRef<Applied>(NOTHING_APPLIED);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef<Partial<Applied>[]>([]);

  const shopping = useQuery({
    queryKey: ['checkout', 'shopping', token, locale, key],
    queryFn: () => buildShoppingCart(items, token, locale),
    enabled: Boolean(token) && items.length > 0,
    retry: false,
  });

  const quoteKey = (a: Applied) => ['checkout', 'grouped', token, locale, key, a] as const;
  const quoteFn = (a: Applied) => () => buildGroupedCart(items, optionsOf(a), token!, locale);
  const grouped = useQuery({
    queryKey: quoteKey(applied),
    queryFn: quoteFn(applied),
    enabled: Boolean(token) && shopping.isSuccess,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const apply = useCallback(
    (patch: Partial<Applied>): Promise<ApplyResult> => {
      // what shows as chosen: every change still waiting for its answer, the later ones on top
      const showWaiting = () => setPending(waiting.current.length ? Object.assign({}, ...waiting.current) : null);
      waiting.current.push(patch);
      showWaiting();
      const attempt = async (): Promise<ApplyResult> => {
        const next = { ...appliedNow.current, ...patch };
        try {
          await client.fetchQuery({ queryKey: quoteKey(next), queryFn: quoteFn(next), retry: false });
          appliedNow.current = next;
          setApplied(next);
          return { ok: true };
        } catch (error) {
          return { ok: false, message: serverMessage(error) };
        } finally {
          waiting.current.splice(waiting.current.indexOf(patch), 1);
          showWaiting();
        }
      };
      const result = queue.current.then(attempt);
      queue.current = result;
      return result;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- quoteKey/quoteFn are derived from these
    [client, token, locale, key],
  );

  const quote: Quote | undefined = grouped.data ?? shopping.data;
  return { shopping, grouped, quote, applied, pending, apply };
}

import 'server-only';
import { z } from 'zod';
import { refreshingOnRefusal } from '@/lib/availability/readers';
import { refuseBeforeSale } from '@/lib/shows/on-sale-guard';
import { addToCart, getCart, removeFromCart } from '@/lib/ticketing/cart';
import { buildGroupedCart, submitOrder } from '@/lib/ticketing/checkout';
import { memberOperation } from '../define';
import { refuseCompanionsAlone } from './companion-seats';
import { checkoutOptions, item, items, nothing, text } from './inputs';

/** The member's cart and checkout. */
export const cartOperations = {
  'cart.get': memberOperation({
    input: nothing,
    run: (_, { token, locale, signal }) => getCart(token, locale, signal),
  }),
  'cart.add': memberOperation({
    input: z.object({ items }),
    run: async ({ items }, { token, locale, signal }) => {
      await refuseBeforeSale(items, locale);
      // a companion seat may join its wheelchair space already in the cart
      await refuseCompanionsAlone(items, locale, () => getCart(token, locale, signal));
      // a refusal (a seat or ticket gone meanwhile) refreshes everyone's shared stock at once
      await refreshingOnRefusal(items, () => addToCart(items, token, locale, signal));
      return null;
    },
  }),
  /** a whole line, or `goodCount` tickets of it */
  'cart.remove': memberOperation({
    input: z.object({ item: item.partial({ goodCount: true }) }),
    run: async ({ item }, { token, locale, signal }) => {
      await removeFromCart(item, token, locale, signal);
      return null;
    },
  }),
  'checkout.quote': memberOperation({
    input: z.object({ items, options: checkoutOptions }),
    run: async ({ items, options }, { token, locale, signal }) => {
      await refuseBeforeSale(items, locale);
      await refuseCompanionsAlone(items, locale);
      return buildGroupedCart(items, options, token, locale, signal);
    },
  }),
  'checkout.submit': memberOperation({
    input: z.object({
      items,
      options: checkoutOptions.extend({
        payGateway: text(64).pipe(z.string().min(1)),
        requestId: text(100).pipe(z.string().min(1)),
      }),
    }),
    run: async ({ items, options }, { token, locale, signal }) => {
      await refuseBeforeSale(items, locale);
      await refuseCompanionsAlone(items, locale);
      return refreshingOnRefusal(items, () => submitOrder(items, options, token, locale, signal));
    },
  }),
};

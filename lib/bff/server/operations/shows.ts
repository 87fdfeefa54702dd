import 'server-only';
import { z } from 'zod';
import { buildShoppingCart, getGateways } from '@/lib/ticketing/checkout';
import { getSeatMap } from '@/lib/ticketing/seats';
import {
  getCalendarMonth,
  getNearestDate,
  getShow,
  listShows,
  listShowTypes,
  selectPerformance,
} from '@/lib/ticketing/shows';
import { LIMITS, type Limit } from '@/lib/platform/throttle/rules';
import { publicOperation, type Context } from '../define';
import { refuseCompanionsAlone } from './companion-seats';
import { items, nothing, token } from './inputs';

/** Each call counted against the caller's address (every try counts). */
const perAddress = (limit: Limit) => [{ limit, key: (_: unknown, context: Context) => context.address }];
const shows = perAddress(LIMITS.showsPerAddress);

/** What anyone may read: shows, performances and stock, seat maps, the calendar, the gateways; and a guest's cart priced. */
export const showOperations = {
  'shows.get': publicOperation({
    limits: shows,
    input: z.object({ projectToken: token }),
    run: ({ projectToken }, { locale, signal }) => getShow(projectToken, locale, signal),
  }),
  'shows.list': publicOperation({
    limits: shows,
    input: nothing,
    run: (_, { locale, signal }) => listShows(locale, signal),
  }),
  'shows.types': publicOperation({
    limits: shows,
    input: nothing,
    run: (_, { locale, signal }) => listShowTypes(locale, signal),
  }),
  'shows.calendar': publicOperation({
    limits: shows,
    input: z.object({ year: z.number().int().min(2000).max(2100), month: z.number().int().min(1).max(12) }),
    run: ({ year, month }, { signal }) => getCalendarMonth(year, month, signal),
  }),
  'shows.nearest': publicOperation({
    limits: shows,
    input: nothing,
    run: (_, { signal }) => getNearestDate(signal),
  }),
  'shows.select': publicOperation({
    limits: shows,
    access: 'optional',
    input: z.object({ projectToken: token, eventToken: token }),
    run: ({ projectToken, eventToken }, { locale, session, signal }) =>
      selectPerformance(projectToken, eventToken, locale, session?.token ?? null, signal),
  }),
  'seats.get': publicOperation({
    limits: perAddress(LIMITS.seatsPerAddress),
    input: z.object({ eventToken: token }),
    run: ({ eventToken }, { locale, signal }) => getSeatMap(eventToken, locale, signal),
  }),
  'checkout.gateways': publicOperation({ input: nothing, run: (_, { locale, signal }) => getGateways(locale, signal) }),
  /** the shopping cart of these lines: rules and stock checked, lines priced and named (guests too) */
  'cart.price': publicOperation({
    limits: perAddress(LIMITS.cartPricePerAddress),
    access: 'optional',
    input: z.object({ items }),
    run: async ({ items }, { locale, session, signal }) => {
      await refuseCompanionsAlone(items, locale);
      return buildShoppingCart(items, session?.token ?? null, locale, signal);
    },
  }),
};

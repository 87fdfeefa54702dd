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
import { publicOperation } from '../define';
import { items, nothing, token } from './inputs';

/** What anyone may read: shows, performances and stock, seat maps, the calendar, the gateways; and a guest's cart priced. */
export const showOperations = {
  'shows.get': publicOperation({
    input: z.object({ projectToken: token }),
    run: ({ projectToken }, { locale, signal }) => getShow(projectToken, locale, signal),
  }),
  'shows.list': publicOperation({ input: nothing, run: (_, { locale, signal }) => listShows(locale, signal) }),
  'shows.types': publicOperation({ input: nothing, run: (_, { locale, signal }) => listShowTypes(locale, signal) }),
  'shows.calendar': publicOperation({
    input: z.object({ year: z.number().int().min(2000).max(2100), month: z.number().int().min(1).max(12) }),
    run: ({ year, month }, { signal }) => getCalendarMonth(year, month, signal),
  }),
  'shows.nearest': publicOperation({ input: nothing, run: (_, { signal }) => getNearestDate(signal) }),
  'shows.select': publicOperation({
    access: 'optional',
    input: z.object({ projectToken: token, eventToken: token }),
    run: ({ projectToken, eventToken }, { locale, session, signal }) =>
      selectPerformance(projectToken, eventToken, locale, session?.token ?? null, signal),
  }),
  'seats.get': publicOperation({
    input: z.object({ eventToken: token }),
    run: ({ eventToken }, { locale, signal }) => getSeatMap(eventToken, locale, signal),
  }),
  'checkout.gateways': publicOperation({ input: nothing, run: (_, { locale, signal }) => getGateways(locale, signal) }),
  /** the shopping cart of these lines: rules and stock checked, lines priced and named (guests too) */
  'cart.price': publicOperation({
    access: 'optional',
    input: z.object({ items }),
    run: ({ items }, { locale, session, signal }) => buildShoppingCart(items, session?.token ?? null, locale, signal),
  }),
};

import 'server-only';
import { z } from 'zod';
import { LIMITS } from '@/lib/platform/throttle/rules';
import {
  getMember,
  listCoupons,
  listMedals,
  listPointRecords,
  openPointsAccount,
  setPayPassword,
  updateMember,
} from '@/lib/ticketing/account';
import { cancelOrder, getOrder, listOrders } from '@/lib/ticketing/orders';
import { ADDRESS_MAX, NAME_MAX } from '@/lib/validation/rules';
import { memberOperation, type Context, type LimitRule } from '../define';
import { nothing, page, pinCheck, text, token } from './inputs';
import { withSeatFeatures } from './order-seats';
import { checkPayPassword } from '@/lib/ticketing/checkout';

/** The member's account and orders: the card, personal data, pin, points account, lists. */

/** A pay pin or SMS code is a guess like a password: counted per member and per address. */
const pinLimits: LimitRule<unknown>[] = [
  { limit: LIMITS.pinPerAccount, key: (_, context: Context) => context.session?.member ?? null, resetOnSuccess: true },
  { limit: LIMITS.pinPerAddress, key: (_, context: Context) => context.address },
];

export const accountOperations = {
  'account.get': memberOperation({
    input: nothing,
    run: (_, { token, locale, signal }) => getMember(token, locale, signal),
  }),
  'account.update': memberOperation({
    input: z.object({ userName: text(NAME_MAX), userTel: text(20), userAddress: text(ADDRESS_MAX) }),
    run: (input, { token, locale, signal }) => updateMember(token, locale, input, signal),
  }),
  /** changing a pin that is set: confirmed by the current pin or an SMS code, a guess like any other */
  'account.setPin': memberOperation({
    input: z.object({ newPayPassword: text(32), confirmPayPassword: text(32), current: pinCheck.optional() }),
    limits: pinLimits,
    run: async (input, { token, locale, signal }) => {
      await setPayPassword(token, locale, input, signal);
      return null;
    },
  }),
  'account.openPoints': memberOperation({
    input: pinCheck,
    limits: pinLimits,
    run: (input, { token, locale, signal }) => openPointsAccount(token, locale, input, signal),
  }),
  /** confirms a points redemption with the pin or an SMS code */
  'account.checkPin': memberOperation({
    input: pinCheck,
    limits: pinLimits,
    run: async (input, { token, locale, signal }) => {
      await checkPayPassword(input, token, locale, signal);
      return null;
    },
  }),
  'account.coupons': memberOperation({
    input: z.object({
      status: z.union([z.literal(1), z.literal(2)]),
      page,
      pageSize: z.number().int().min(1).max(50).default(6),
    }),
    run: ({ status, page, pageSize }, { token, locale, signal }) =>
      listCoupons(token, locale, status, page, pageSize, signal),
  }),
  'account.points': memberOperation({
    input: z.object({ dataType: z.union([z.literal(1), z.literal(2)]), page }),
    run: ({ dataType, page }, { token, locale, signal }) => listPointRecords(token, locale, dataType, page, signal),
  }),
  'account.medals': memberOperation({
    input: nothing,
    run: (_, { token, locale, signal }) => listMedals(token, locale, signal),
  }),

  'orders.list': memberOperation({
    input: z.object({ page }),
    run: ({ page }, { token, locale, signal }) => listOrders(token, locale, page, signal),
  }),
  'orders.get': memberOperation({
    input: z.object({ orderToken: token }),
    run: async ({ orderToken }, { token, locale, signal }) =>
      withSeatFeatures(await getOrder(token, locale, orderToken, signal), locale),
  }),
  'orders.cancel': memberOperation({
    input: z.object({ orderToken: token }),
    run: async ({ orderToken }, { token, locale, signal }) =>
      withSeatFeatures(await cancelOrder(token, locale, orderToken, signal), locale),
  }),
};

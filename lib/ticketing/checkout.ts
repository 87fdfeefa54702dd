import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { cartLinesOf, goods } from './cart';
import { safePayUrl } from './orders';
import { listOf } from './paging';
import type { Paged, RawGateway, RawQuote, RawSubmittedOrder } from './raw';
import { ticketingRequest } from './transport';
import type { CartItemRequest, CheckoutOptions, Gateway, PinCheck, Quote, SubmittedOrder } from './types';

/** The checkout calls of spec section 7: build the carts, gateways, confirm with the pin, submit the order. */

function reshapeQuote(raw: RawQuote | null): Quote {
  const q = raw ?? {};
  const total = q.total ?? 0;
  return {
    lines: cartLinesOf(q.lines ?? []),
    total,
    ticketCount: q.ticketCount ?? 0,
    publicInterestCount: q.publicInterestCount ?? 0,
    realNameRequired: Boolean(q.realNameRequired),
    couponCode: q.couponCode ?? null,
    couponDiscount: q.couponDiscount ?? 0,
    discountCode: q.discountCode ?? null,
    discountCodeDiscount: q.discountCodeDiscount ?? 0,
    pointsUsed: q.pointsUsed ?? 0,
    pointsDeduction: q.pointsDeduction ?? 0,
    availablePoints: q.availablePoints ?? 0,
    pointsAccountOpened: Boolean(q.pointsAccountOpened),
    maxDeductionPoint: q.maxDeductionPoint ?? 0,
    payGateway: q.payGateway ?? null,
    gatewayDiscount: q.gatewayDiscount ?? 0,
    unionPayNote: q.unionPayNote ?? '',
    payable: q.payable ?? total,
  };
}

/** What the order options look like to the API: empty ones left out. */
const extras = (options: CheckoutOptions) => ({
  couponCode: options.couponCode || undefined,
  discountCode: options.discountCode || undefined,
  useDeductionPoint: options.useDeductionPoint || undefined,
  viewers: options.viewers?.length ? options.viewers : undefined,
});

/** The shopping cart of the chosen lines: checks the buying rules and stock (guests too). */
export async function buildShoppingCart(
  items: CartItemRequest[],
  token: string | null,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Quote> {
  const raw = await ticketingRequest<RawQuote>('/api/trade/buildShoppingCart', {
    method: 'POST',
    token,
    body: { cartPrices: goods(items), langType: langType(locale) },
    signal,
  });
  return reshapeQuote(raw);
}

/** The grouped (priced) cart with the coupon, discount code, points and gateway applied. */
export async function buildGroupedCart(
  items: CartItemRequest[],
  options: CheckoutOptions,
  token: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Quote> {
  const raw = await ticketingRequest<RawQuote>('/api/trade/buildGroupedCart', {
    method: 'POST',
    token,
    body: {
      groupedGoods: goods(items),
      ...extras(options),
      payGateway: options.payGateway || undefined,
      langType: langType(locale),
    },
    signal,
  });
  return reshapeQuote(raw);
}

/** The payment gateways, shown in reversed order (spec section 7). */
export async function getGateways(locale: Locale, signal?: AbortSignal): Promise<Gateway[]> {
  const data = await ticketingRequest<Paged<RawGateway> | RawGateway[]>('/maipay/doGetPayGateway', {
    query: { channel: 'PC', langType: langType(locale) },
    signal,
  });
  return listOf(data)
    .map((g) => ({
      id: String(g.gatewayId),
      code: g.code ?? String(g.gatewayId),
      name: g.name,
      icon: g.icon ?? null,
      discountNote: g.discountNote ?? null,
      discountRate: g.discountRate ?? 0,
    }))
    .reverse();
}

export async function submitOrder(
  items: CartItemRequest[],
  options: CheckoutOptions & { payGateway: string; requestId: string },
  token: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SubmittedOrder> {
  const raw = await ticketingRequest<RawSubmittedOrder>('/api/trade/submitOrder', {
    method: 'POST',
    token,
    body: {
      cartPrices: goods(items),
      payGateway: options.payGateway,
      ...extras(options),
      requestId: options.requestId,
      langType: langType(locale),
    },
    signal,
  });
  return {
    orderToken: raw.orderToken,
    status: raw.status,
    payUrl: safePayUrl(raw.payUrl),
    deadline: raw.deadline ?? null,
    requestId: raw.requestId ?? null,
    payable: raw.payable ?? 0,
  };
}

/** Confirms a points redemption: the pin (1) or an SMS code sent to the member's phone (2). */
export async function checkPayPassword(
  input: PinCheck,
  token: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  await ticketingRequest('/api/paypswd/checkPayPassword', {
    method: 'POST',
    token,
    body: { ...input, langType: langType(locale) },
    signal,
  });
}

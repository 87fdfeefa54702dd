import { langType, type Locale } from '@/lib/i18n/routing';
import { cartLinesOf, reshapeCartLine, type CartItem, type CartItemRequest, type RawCartLine } from './cart';
import { ticketingRequest, type Paged } from './transport';

/** The checkout calls of spec section 7: build the carts, gateways, submit the order. */

export type Viewer = { name: string; idCard: string; eventId?: string };

export type CheckoutOptions = {
  couponCode?: string | null;
  discountCode?: string | null;
  useDeductionPoint?: number | null;
  payGateway?: string | null;
  viewers?: Viewer[];
};

/** The priced cart: every line, each discount, and what is left to pay. Money in yuan. */
export type Quote = {
  lines: CartItem[];
  total: number;
  ticketCount: number;
  publicInterestCount: number;
  realNameRequired: boolean;
  couponCode: string | null;
  couponDiscount: number;
  discountCode: string | null;
  discountCodeDiscount: number;
  pointsUsed: number;
  pointsDeduction: number;
  availablePoints: number;
  pointsAccountOpened: boolean;
  maxDeductionPoint: number;
  payGateway: string | null;
  gatewayDiscount: number;
  unionPayNote: string;
  payable: number;
};

type RawQuote = Partial<Omit<Quote, 'lines'>> & { lines?: RawCartLine[] };

function reshapeQuote(raw: RawQuote): Quote {
  const total = raw.total ?? 0;
  return {
    lines: cartLinesOf(raw.lines ?? []).map((l) => reshapeCartLine(l)),
    total,
    ticketCount: raw.ticketCount ?? 0,
    publicInterestCount: raw.publicInterestCount ?? 0,
    realNameRequired: Boolean(raw.realNameRequired),
    couponCode: raw.couponCode ?? null,
    couponDiscount: raw.couponDiscount ?? 0,
    discountCode: raw.discountCode ?? null,
    discountCodeDiscount: raw.discountCodeDiscount ?? 0,
    pointsUsed: raw.pointsUsed ?? 0,
    pointsDeduction: raw.pointsDeduction ?? 0,
    availablePoints: raw.availablePoints ?? 0,
    pointsAccountOpened: Boolean(raw.pointsAccountOpened),
    maxDeductionPoint: raw.maxDeductionPoint ?? 0,
    payGateway: raw.payGateway ?? null,
    gatewayDiscount: raw.gatewayDiscount ?? 0,
    unionPayNote: raw.unionPayNote ?? '',
    payable: raw.payable ?? total,
  };
}

const goods = (items: CartItemRequest[]) => items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount }));

/** The shopping cart of the chosen lines: checks the buying rules and stock (guests too). */
export async function buildShoppingCart(items: CartItemRequest[], token: string | null, locale: Locale): Promise<Quote> {
  const raw = await ticketingRequest<RawQuote>('/api/trade/buildShoppingCart', {
    method: 'POST',
    token,
    body: { cartPrices: goods(items), langType: langType(locale) },
  });
  return reshapeQuote(raw ?? {});
}

/** The grouped (priced) cart with the coupon, discount code, points and gateway applied. */
export async function buildGroupedCart(items: CartItemRequest[], options: CheckoutOptions, token: string, locale: Locale): Promise<Quote> {
  const raw = await ticketingRequest<RawQuote>('/api/trade/buildGroupedCart', {
    method: 'POST',
    token,
    body: {
      groupedGoods: goods(items),
      couponCode: options.couponCode || undefined,
      discountCode: options.discountCode || undefined,
      useDeductionPoint: options.useDeductionPoint || undefined,
      payGateway: options.payGateway || undefined,
      viewers: options.viewers?.length ? options.viewers : undefined,
      langType: langType(locale),
    },
  });
  return reshapeQuote(raw ?? {});
}

export type Gateway = { id: string; code: string; name: string; icon: string | null; discountNote: string | null; discountRate: number };

/** The payment gateways, shown in reversed order (spec section 7). */
export async function fetchGateways(locale: Locale): Promise<Gateway[]> {
  const data = await ticketingRequest<Paged<RawGateway> | RawGateway[]>('/maipay/doGetPayGateway', {
    query: { channel: 'PC', langType: langType(locale) },
  });
  const list = Array.isArray(data) ? data : (data?.dataList ?? []);
  return reverseGateways(list.map((g) => ({
    id: String(g.gatewayId),
    code: g.code ?? String(g.gatewayId),
    name: g.name,
    icon: g.icon ?? null,
    discountNote: g.discountNote ?? null,
    discountRate: g.discountRate ?? 0,
  })));
}
type RawGateway = { gatewayId: string | number; code?: string; name: string; icon?: string | null; discountNote?: string | null; discountRate?: number };

export function reverseGateways<T>(list: T[]): T[] {
  return [...list].reverse();
}

export type SubmittedOrder = { orderToken: string; status: string; payUrl: string | null; deadline: number | null; requestId: string | null; payable: number };

export async function submitOrder(
  items: CartItemRequest[],
  options: CheckoutOptions & { payGateway: string; requestId: string },
  token: string,
  locale: Locale,
): Promise<SubmittedOrder> {
  const raw = await ticketingRequest<{ orderToken: string; status: string; payUrl?: string | null; deadline?: number | null; requestId?: string | null; payable?: number }>(
    '/api/trade/submitOrder',
    {
      method: 'POST',
      token,
      body: {
        cartPrices: goods(items),
        payGateway: options.payGateway,
        couponCode: options.couponCode || undefined,
        discountCode: options.discountCode || undefined,
        useDeductionPoint: options.useDeductionPoint || undefined,
        viewers: options.viewers?.length ? options.viewers : undefined,
        requestId: options.requestId,
        langType: langType(locale),
      },
    },
  );
  return {
    orderToken: raw.orderToken,
    status: raw.status,
    payUrl: raw.payUrl ?? null,
    deadline: raw.deadline ?? null,
    requestId: raw.requestId ?? null,
    payable: raw.payable ?? 0,
  };
}

/** The payment page of an order, coming back to `returnUrl` (an absolute URL of this site). */
export function payHref(payUrl: string, returnUrl: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Confirms a points redemption: the pin (1) or an SMS code sent to the member's phone (2). */
export async function checkPayPassword(
  input: { validateType: 1; payPassword: string } | { validateType: 2; mobileNumber: string; payVerifyCode: string },
  token: string,
  locale: Locale,
): Promise<void> {
  await ticketingRequest('/api/paypswd/checkPayPassword', { method: 'POST', token, body: { ...input, langType: langType(locale) } });
}

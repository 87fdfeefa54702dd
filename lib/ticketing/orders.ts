import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/url/local-path';
import { toPage } from './paging';
import type { Paged, RawOrder } from './raw';
import { ticketingRequest } from './transport';
import type { Order, OrderStatus, Page } from './types';

/** The member's orders. */

export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'success', 'cancelled', 'waitingSeat', 'abolished'];
export const ORDERS_PAGE_SIZE = 10;

/** An order token as the API makes them: letters, digits, `-` and `_`, at most 64. */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The payment page the API names: a path of this site (the sandbox's page is proxied here) or an
 * http(s) URL of the payment provider. Anything else (`javascript:`, `//host`) is dropped.
 */
export function safePayUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return safeReturnPath(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A token the API may leave out or send as a number: a non-empty string, else null. */
function tokenOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text || null;
}

/** An order's seats' features are not in the order: the site's route reads them from the seat map (null here). */
export function reshapeOrder(raw: RawOrder): Order {
  const status = (ORDER_STATUSES as readonly string[]).includes(raw.status) ? (raw.status as OrderStatus) : 'abolished';
  return {
    orderToken: raw.orderToken,
    status,
    projectToken: tokenOf(raw.projectToken),
    createdAt: raw.createdAt,
    deadline: raw.deadline ?? null,
    projectName: raw.projectName ?? '',
    siteName: raw.siteName ?? '',
    showTime: raw.showTime ?? null,
    ticketCount: raw.ticketCount ?? 0,
    total: raw.total ?? 0,
    payable: raw.payable ?? raw.total ?? 0,
    payUrl: safePayUrl(raw.payUrl),
    payGatewayName: raw.payGatewayName ?? '',
    couponDiscount: raw.couponDiscount ?? 0,
    discountCodeDiscount: raw.discountCodeDiscount ?? 0,
    pointsDeduction: raw.pointsDeduction ?? 0,
    lines: (raw.lines ?? []).map((line, i) => ({
      key: `${line.superGoodId}-${i}`,
      price: line.price,
      count: line.goodCount,
      subtotal: line.subtotal,
      seatLabel: line.seatLabel ?? null,
      eventToken: tokenOf(line.eventId),
      seatId: tokenOf(line.seatId),
      features: null,
    })),
  };
}

export async function listOrders(
  token: string,
  locale: Locale,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Order>> {
  const data = await ticketingRequest<Paged<RawOrder>>('/api/order/pager', {
    token,
    query: { currentPage: page, pageSize: ORDERS_PAGE_SIZE, langType: langType(locale) },
    signal,
  });
  return toPage(data, reshapeOrder);
}

export async function getOrder(
  token: string,
  locale: Locale,
  orderToken: string,
  signal?: AbortSignal,
): Promise<Order> {
  const raw = await ticketingRequest<RawOrder>('/api/order/orderDetail', {
    token,
    query: { orderToken, langType: langType(locale) },
    signal,
  });
  return reshapeOrder(raw);
}

export async function cancelOrder(
  token: string,
  locale: Locale,
  orderToken: string,
  signal?: AbortSignal,
): Promise<Order> {
  const raw = await ticketingRequest<RawOrder>('/api/order/cancel', {
    method: 'POST',
    token,
    body: { orderToken, langType: langType(locale) },
    signal,
  });
  return reshapeOrder(raw);
}

import 'server-only';
import { readSession } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/routing';
import { getCart } from '@/lib/ticketing/cart';
import { listOrders } from '@/lib/ticketing/orders';

type CookieReader = { get(name: string): { value: string } | undefined };

const BUDGET_MS = 2_000;

/**
 * Whether a visitor has a purchase in progress (`inside` of lib/platform/waiting-room/line.ts): a member whose cart holds
 * seats or tickets, or whose latest orders include one awaiting payment. A guest's cart lives in
 * their browser only, so a guest is never "inside": they queue like anyone else. Asked of the
 * ticketing API once, when the visitor would take a number (two calls, members only); an API that
 * does not answer in time counts as no.
 */
export function purchaseInProgress(cookies: CookieReader, locale: Locale): (() => Promise<boolean>) | undefined {
  const session = readSession(cookies);
  if (!session) return undefined;
  return async () => {
    const signal = AbortSignal.timeout(BUDGET_MS);
    const [cart, orders] = await Promise.all([
      getCart(session.token, locale, signal).catch(() => []),
      listOrders(session.token, locale, 1, signal).catch(() => null),
    ]);
    return cart.length > 0 || Boolean(orders?.items.some((order) => order.status === 'created'));
  };
}

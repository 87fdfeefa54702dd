import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from './local-path';

/**
 * Where the payment page sends the member back: the order's page on this site (the payment return
 * of issue 22's list, built through the same safe-return-path check as the others).
 */
export function paymentReturnUrl(origin: string, locale: Locale, orderToken: string): string {
  const path =
    safeReturnPath(getPathname({ locale, href: `/profile/orders/${encodeURIComponent(orderToken)}` })) ??
    getPathname({ locale, href: '/profile/orders' });
  return `${origin}${path}`;
}

/** The payment page of an order (lib/ticketing keeps only http(s) URLs and paths of this site), coming back to `returnUrl`. */
export function payHref(payUrl: string, returnUrl: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnUrl)}`;
}

import type { Locale } from '@/lib/i18n/routing';

/**
 * Every React Query key of ticketing data, in one place (no literal keys elsewhere). Everything of
 * the logged-in member starts with 'member', so a login or logout drops it in one go; the cart
 * starts with 'cart' (a guest's and a member's).
 */
export const ticketingKeys = {
  show: (locale: Locale, projectToken: string) => ['shows', locale, 'show', projectToken] as const,
  showList: (locale: Locale) => ['shows', locale, 'list'] as const,
  showTypes: (locale: Locale) => ['shows', locale, 'types'] as const,
  calendar: (year: number, month: number) => ['shows', 'calendar', year, month] as const,
  nearestDate: () => ['shows', 'nearest'] as const,
  seats: (locale: Locale, eventToken: string) => ['seats', locale, eventToken] as const,
  gateways: (locale: Locale) => ['gateways', locale] as const,

  carts: () => ['cart'] as const,
  cart: (signedIn: boolean, locale: Locale) => ['cart', signedIn ? 'member' : 'guest', locale] as const,

  handoff: () => ['session', 'handoff'] as const,
  memberAll: () => ['member'] as const,
  member: (locale: Locale) => ['member', locale, 'profile'] as const,
  orderLists: () => ['member', 'orders'] as const,
  orders: (locale: Locale, page: number) => ['member', 'orders', locale, 'page', page] as const,
  order: (locale: Locale, orderToken: string) => ['member', 'orders', locale, 'order', orderToken] as const,
  coupons: (locale: Locale, status: 1 | 2, page: number, pageSize: number) =>
    ['member', 'coupons', locale, status, page, pageSize] as const,
  points: (locale: Locale, dataType: 1 | 2, page: number) => ['member', 'points', locale, dataType, page] as const,
  medals: (locale: Locale) => ['member', 'medals', locale] as const,
  shopping: (locale: Locale, goods: string) => ['member', 'checkout', locale, 'shopping', goods] as const,
  applyToOrder: () => ['member', 'checkout', 'apply'] as const,
  quote: (locale: Locale, goods: string, applied: unknown) =>
    ['member', 'checkout', locale, 'quote', goods, applied] as const,
};

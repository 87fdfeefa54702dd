import type { Locale } from '@/lib/i18n/routing';

/**
 * Every React Query key of the site, queries and mutations, in one place (no literal key
 * elsewhere). Ticketing data of the logged-in member starts with 'member', so a login or logout
 * drops it in one go; the cart starts with 'cart' (a guest's and a member's); what this page knows
 * of its session with 'session'. Content read in the browser: site search and the term lists.
 */
export const queryKeys = {
  // ticketing: shows, stock and seats (anyone)
  shows: (locale: Locale) => ['shows', locale] as const,
  show: (locale: Locale, projectToken: string) => ['shows', locale, 'show', projectToken] as const,
  showList: (locale: Locale) => ['shows', locale, 'list'] as const,
  showTypes: (locale: Locale) => ['shows', locale, 'types'] as const,
  calendar: (year: number, month: number) => ['shows', 'calendar', year, month] as const,
  nearestDate: () => ['shows', 'nearest'] as const,
  allSeats: () => ['seats'] as const,
  seats: (locale: Locale, eventToken: string) => ['seats', locale, eventToken] as const,
  gateways: (locale: Locale) => ['gateways', locale] as const,

  // the cart
  carts: () => ['cart'] as const,
  /** a guest's cart is priced for the lines this browser keeps (`eventId/superGoodId/count` each) */
  cart: (signedIn: boolean, locale: Locale, guestLines: string[] = []) =>
    signedIn ? (['cart', 'member', locale] as const) : (['cart', 'guest', locale, ...guestLines] as const),

  // the session: the hint cookie and the timeout flag (this browser's), the `?token=` hand-off
  sessionHint: () => ['session', 'hint'] as const,
  handoff: () => ['session', 'handoff'] as const,

  // the logged-in member
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
  quote: (locale: Locale, goods: string, applied: unknown) =>
    ['member', 'checkout', locale, 'quote', goods, applied] as const,

  // the visitor's place in a waiting room's line (the queue page's one line)
  queueLine: (locale: Locale) => ['queue', 'line', locale] as const,

  // content read in the browser (their fetchers: lib/cms/browse.ts)
  search: (locale: Locale, keyword: string, page: number) => ['search', locale, keyword, page] as const,
  termList: (kind: string, locale: Locale, termId: string | null, page: number) =>
    ['cms-list', kind, locale, termId, page] as const,
};

/** The keys of the writes whose state a page reads (pending, refused) through useMutationState. */
export const mutationKeys = {
  login: () => ['session', 'login'] as const,
  logout: () => ['session', 'logout'] as const,
  cartChange: () => ['cart', 'change'] as const,
  guestCartMove: () => ['cart', 'guest-move'] as const,
  /** one checkout visit's changes (lib/bff/client/hooks/checkout.ts) */
  applyToOrder: (visit: string) => ['member', 'checkout', 'apply', visit] as const,
};

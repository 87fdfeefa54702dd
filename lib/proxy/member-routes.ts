/**
 * The member pages: the routes under app/[locale] that render per request with a nonce policy
 * (tests/member-routes.test.ts checks this list against the app folder). Any other path under
 * their prefixes (`/profile/nope`, `/en/login/x`) is answered by the catch-all content route,
 * whose 404 shell is prerendered without a nonce: under a nonce policy its scripts would be
 * refused and the visitor would see a blank page.
 */
const MEMBER_ROUTES = [
  'login',
  'register',
  'forgotpassword',
  'cart',
  'checkout',
  'profile/(?:coupons|growth|medals|orders|personal-information|pin|points)',
  'profile/orders/[^/]+',
];

const memberRoute = new RegExp(`^(?:/en)?/(?:${MEMBER_ROUTES.join('|')})/?$`);

export function isMemberRoute(pathname: string): boolean {
  return memberRoute.test(pathname);
}

/**
 * The member pages: the routes under app/[locale] that render per request with a nonce policy
 * (tests/member-routes.test.ts checks this list against the app folder). The one list both sides
 * read: next.config.ts gives every other path the content pages' static policy, proxy.ts gives
 * these the nonce policy. Any other path under their folders (`/profile/nope`, `/en/login/x`) is
 * a 404 of the catch-all content route, whose shell is prerendered without a nonce: under a
 * nonce policy its scripts would be refused and the visitor would see a blank page.
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

/** A member page's path without its leading slash (non-capturing, for next.config's sources too). */
export const memberRoutePattern = `(?:en/)?(?:${MEMBER_ROUTES.join('|')})/?$`;

const memberRoute = new RegExp(`^/${memberRoutePattern}`);

export function isMemberRoute(pathname: string): boolean {
  return memberRoute.test(pathname);
}

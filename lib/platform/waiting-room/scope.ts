/**
 * What the waiting room stands in front of: the buying path, and nothing else (content pages stay
 * outside it, at the edge's speed). A room is the whole buying path (`all`) or one show's
 * (`show:<projectToken>`). ops/varnish/site.vcl names the same pages (a test keeps the two in step).
 */
export type Scope = 'all' | `show:${string}`;

/** What a request is for: a page or a call of the site's ticketing routes. */
export type Target =
  { kind: 'all' } | { kind: 'show'; projectToken: string } | { kind: 'events'; eventTokens: string[] };

/** The buying path's pages, with or without the /en prefix: a show's seat map, the cart, the checkout, the login. */
const SEAT_MAP = /^(?:\/en)?\/project\/([^/]+)\/seats\/?$/;
const SHOP = /^(?:\/en)?\/(?:cart|checkout|login)\/?$/;

/** The page's target, or null when the room never stands in front of it. */
export function pageTarget(pathname: string): Target | null {
  const seats = SEAT_MAP.exec(pathname);
  if (seats) {
    let projectToken: string;
    try {
      projectToken = decodeURIComponent(seats[1]);
    } catch {
      return null;
    }
    return /^[A-Za-z0-9_-]{1,64}$/.test(projectToken) ? { kind: 'show', projectToken } : null;
  }
  return SHOP.test(pathname) ? { kind: 'all' } : null;
}

/**
 * The ticketing routes' operations the room stands in front of: the seat map's seats, holding
 * seats or tickets, the checkout's quote and order, the login (its page is in the room too). The
 * rest (a show's prices and stock in the buy box, the calendar, a member's own cart and orders,
 * releasing a held seat) stays outside, as the pages that call them do.
 */
const GATED = new Set(['seats.get', 'cart.add', 'checkout.quote', 'checkout.submit', 'session.login']);

type EventInput = { eventToken?: unknown; items?: unknown };

/** The operation's target, or null when the room never stands in front of it. */
export function operationTarget(name: string, input: unknown): Target | null {
  if (!GATED.has(name)) return null;
  const value = (input ?? {}) as EventInput;
  const events = new Set<string>();
  if (typeof value.eventToken === 'string') events.add(value.eventToken);
  if (Array.isArray(value.items))
    for (const item of value.items) {
      const eventId = (item as { eventId?: unknown } | null)?.eventId;
      if (typeof eventId === 'string') events.add(eventId);
    }
  return events.size ? { kind: 'events', eventTokens: [...events] } : { kind: 'all' };
}

export const showScope = (projectToken: string): Scope => `show:${projectToken}`;

export function isScope(value: unknown): value is Scope {
  return value === 'all' || (typeof value === 'string' && /^show:[A-Za-z0-9_-]{1,64}$/.test(value));
}

/** The show of a show's room, or null for the whole buying path's. */
export const scopeShow = (scope: Scope): string | null => (scope === 'all' ? null : scope.slice(5));

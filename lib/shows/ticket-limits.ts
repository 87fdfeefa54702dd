/**
 * The ticket limits (spec sections 4, 5 and 9), in one place: the buy box, the seat map, the cart,
 * the checkout's rules and the site's ticketing routes all read them here. The ticketing server
 * checks them again.
 */

/** A purchase holds at least one ticket of a price. */
export const MIN_TICKETS = 1;
/** At most 6 tickets per performance: of a price in one purchase, seats picked, and in one order. */
export const MAX_TICKETS = 6;
/** Non-profit tickets per order, unless the project says otherwise. */
export const PUBLIC_INTEREST_MAX = 2;
/** A registered member may use at most 2 ID cards (2 real-name tickets) per performance. */
export const REAL_NAME_MAX = 2;

/**
 * How long the ticketing API holds an order's seats for payment: what the seat map promises before
 * there is an order. Once there is one, its own deadline (from the API) is the truth.
 */
export const PAY_WINDOW_MINUTES = 15;

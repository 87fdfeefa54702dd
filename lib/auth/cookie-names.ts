/**
 * The session's cookies (names only: read by the server and, for the two hints, by page scripts).
 * The token itself is only ever in the HttpOnly, encrypted session cookie.
 */
export const SESSION_COOKIE = '_sgttoken';
/** "1" while a session cookie exists: tells page scripts a member is logged in, holds no secret */
export const SESSION_HINT_COOKIE = '_sgtmember';
/** a `?token=` hand-off waiting for the visitor to choose an account (HttpOnly, encrypted) */
export const HANDOFF_COOKIE = '_sgthandoff';
/** "1" while a hand-off waits, so page scripts know to ask */
export const HANDOFF_HINT_COOKIE = '_sgtswitch';

/** How long a login lasts (spec section 4). */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a hand-off waits for the visitor's choice. */
export const HANDOFF_TTL_MS = 10 * 60 * 1000;

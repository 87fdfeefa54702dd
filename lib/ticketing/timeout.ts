/**
 * How long one ticketing call may take at most: the site's own calls (transport.ts; a caller's
 * signal may end one sooner) and the payment page the backend proxy relays (lib/platform/backend-proxy).
 * Its own module so the proxy reads it without reaching for the transport.
 */
export const TICKETING_TIMEOUT_MS = 12_000;

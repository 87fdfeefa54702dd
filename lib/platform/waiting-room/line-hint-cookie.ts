/**
 * The place the door just gave, for the static queue page's script (a cookie it can read, a
 * minute long): it shows the place at once and asks again only when the place says, so a crowd
 * costs the instance one request each on arrival, not two. Nothing secret: the visitor's own place.
 * Written by ./visitor.ts (base64url JSON of the line status and `at`, when it was given), read by
 * components/queue/line-hint.ts in the browser: this module is safe for both.
 */
export const LINE_HINT_COOKIE = 'wr_line';

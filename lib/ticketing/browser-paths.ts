/**
 * What a browser may still reach of the ticketing API through the site's backend proxy
 * (lib/backend-routes/routes.ts): the payment page alone (`/jsonapi/damai/maipay/pay/{orderToken}`
 * and the form it posts to, `.../complete`), which a real payment provider serves from its own
 * origin and the sandbox's stand-in serves here. It carries no session: the order token is the
 * capability, and the proxy forwards no cookie or Authorization. Every other ticketing call,
 * public reads included, goes through the site's own routes (app/api/ticketing, lib/bff), which
 * check origin, session, input and limits before calling lib/ticketing. This is the one place
 * that decides it.
 */
const reachable = /^\/jsonapi\/damai\/maipay\/pay\/[A-Za-z0-9_-]{1,64}(?:\/complete)?$/;

/** The path as a backend would read it: dot segments resolved, percent-escapes decoded, backslashes as slashes. */
function asBackendReadsIt(path: string): string {
  let text = path;
  for (let round = 0; round < 3; round++) {
    const resolved = new URL(text.replace(/\\/g, '/'), 'http://backend.invalid').pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(resolved);
    } catch {
      decoded = resolved;
    }
    if (decoded === text) break;
    text = decoded;
  }
  return text;
}

/**
 * True when a browser may send this request path (query left out) to the backend. Paths that are
 * not the ticketing API (`/jsonapi/node/...`) are not this function's business and answer true.
 */
export function browserReachableTicketingPath(path: string): boolean {
  const read = asBackendReadsIt(path);
  if (!/\/damai(?:\/|$)/i.test(read) && !/\/damai(?:\/|$)/i.test(path)) return true;
  return reachable.test(path) && read === path;
}

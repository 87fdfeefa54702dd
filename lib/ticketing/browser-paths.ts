/**
 * Which ticketing API paths (what follows `/jsonapi/damai`) a browser may reach through the site's
 * backend proxy (lib/backend-proxy/routes.ts); any other answers 404 there. Today every path:
 * members' calls still leave the browser with their bearer token. The one place that decides it,
 * so that moving members' calls to the site's own route handlers (issue 22) narrows it here.
 */
export function browserReachableTicketingPath(path: string): boolean {
  return path === '' || path.startsWith('/');
}

import 'server-only';
import { config } from '@/lib/platform/config/config';
import { readBodyCapped } from '@/lib/platform/http/read-body';
import { relayed, traceHeaders } from '@/lib/platform/observability/backend-calls';
import { clientAddress } from '@/lib/platform/throttle/client-address';
import { badGateway, badRequest, gatewayTimeout, methodNotAllowed, offSiteRedirect, tooLarge } from './answers';
import {
  backendRequestHeaders,
  browserResponseHeaders,
  returnHosts,
  siteLocation,
  type ResponsePolicy,
} from './headers';
import { responseBody, sendUpstream, UpstreamTimeoutError, UpstreamUnreachableError } from './upstream';

/** How one kind of backend path is relayed (lib/backend-routes/routes.ts names them). */
export type Relay = ResponsePolicy & {
  /** the methods a browser may use here */
  methods: readonly string[];
  /** how long the backend may take to start answering, and to send the next part of a body */
  timeoutMs: number;
  /** a bearer token the site's server adds (the content preview token, in Draft Mode) */
  bearer?: string | null;
};

/** Request bodies (JSON:API and ticketing calls) are small; anything larger is refused. */
export const MAX_REQUEST_BODY = 1024 * 1024;

/**
 * Whether a raw path may go to the backend as it is: every segment decodes, and none decodes to a
 * dot segment or holds a slash, backslash or NUL a backend might read as a separator (a
 * `/sites/x/..%2f..%2fuser%2flogin` must not reach anything but files).
 */
export function isSafeBackendPath(pathname: string): boolean {
  return pathname
    .split('/')
    .slice(1)
    .every((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return decoded !== '.' && decoded !== '..' && !/[/\\\0]/.test(decoded);
    });
}

/**
 * Relays one browser request to `backendOrigin` + the same path and query: the request headers by
 * allowlist, the answer sent back with its headers by allowlist and the proxy's security headers
 * (small bodies whole, large ones streamed). A backend redirect to another origin is refused (502).
 * A backend that does not answer within the timeout,
 * or pauses that long inside a body the site reads whole, gets the browser a 504; one that cannot
 * be reached a 502, both as JSON:API errors. A pause that long in a streamed body ends it.
 */
export async function relay(request: Request, route: Relay): Promise<Response> {
  const method = request.method.toUpperCase();
  if (!route.methods.includes(method)) return methodNotAllowed(route.methods);
  const url = new URL(request.url);
  if (!isSafeBackendPath(url.pathname)) return badRequest('The path holds an encoded separator or dot segment.');

  const headers = backendRequestHeaders(request.headers, {
    for: clientAddress(request.headers),
    site: config().SITE_URL,
  });
  if (route.bearer) headers.authorization = `Bearer ${route.bearer}`;
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readBodyCapped(request, MAX_REQUEST_BODY);
    if (read === null) return tooLarge(MAX_REQUEST_BODY);
    body = read;
  }

  try {
    const target = new URL(`${route.backendOrigin}${url.pathname}${url.search}`);
    const answer = await relayed(url.pathname, () =>
      sendUpstream(target, { method, headers: { ...headers, ...traceHeaders() }, body, timeoutMs: route.timeoutMs }),
    );
    const policy = { ...route, siteHosts: returnHosts(request.headers.get('host'), config().siteHosts) };
    const location = answer.header('location');
    if (
      answer.status >= 300 &&
      answer.status < 400 &&
      location &&
      !siteLocation(location, route.backendOrigin, policy.siteHosts)
    ) {
      answer.body.resume();
      return offSiteRedirect();
    }
    const noBody = method === 'HEAD' || answer.status === 204 || answer.status === 304;
    if (noBody) answer.body.resume();
    return new Response(noBody ? null : await responseBody(answer), {
      status: answer.status,
      headers: browserResponseHeaders(answer.header, policy),
    });
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) return gatewayTimeout(route.timeoutMs);
    if (error instanceof UpstreamUnreachableError) return badGateway();
    throw error;
  }
}

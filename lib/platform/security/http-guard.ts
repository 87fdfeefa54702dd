import 'server-only';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { stampClientAddress } from '@/lib/platform/throttle/client-address';
import { baseSecurityHeaders, policyAllowsFraming } from './headers';

/**
 * What every response of this server gets, and what no request may do, enforced where Node hands
 * requests to Next and where any response's head is written (installed by instrumentation.ts, so
 * it runs in `next start` and `next dev`, before Next sees anything). Next gives no place of its
 * own for these: redirects from next.config, its trailing-slash redirect and external rewrites
 * never pass through `headers()` or proxy.ts, and a request Next cannot represent fails before any
 * of the site's code runs.
 *
 * - X-Forwarded-For says where the request came from: a client's own is never believed
 *   (lib/platform/throttle/client-address.ts, for the per-address limits).
 * - The base security headers (HSTS, nosniff, Referrer-Policy, frame denial, Permissions-Policy)
 *   on every response that does not set its own; no frame denial where the response's own policy
 *   names who may frame it.
 * - An editor in Draft Mode (the site's sealed draft cookie, lib/preview/draft-cookie.ts): the CMS may
 *   frame the pages rendered for them, and the request is handled inside the scope that tells the
 *   content transport which revision the preview shows (lib/cms/draft-revision.ts: no cached
 *   reader may read a cookie). The theatre's side hands these to the guard (`GuardExtras`,
 *   lib/preview/draft-frame.ts `editorsDraftsInTheGuard`, installed by instrumentation.ts).
 * - TRACE (and TRACK, CONNECT): methods the Fetch standard forbids, so Next cannot build a
 *   Request for them and answered 500 on member pages and route handlers. Here: 405.
 * - Raw dot segments (`/a/.x/..`, `/en/.x/.`): browsers resolve them before sending, but a raw
 *   client can send them, and Next then fails with "Requested and resolved page mismatch" (500).
 *   Here: a 308 to the path a browser would have asked for.
 * - A header Next sets twice with the same value is sent once: a page's `redirect()` sent
 *   `Location` twice (vercel/next.js#95913), which fetch clients and some proxies join into
 *   `/en/maintenance, /en/maintenance`.
 * - A temporary redirect (302, 303, 307) is never stored: the maintenance redirect went out with
 *   the page's `s-maxage=1, stale-while-revalidate=299`, so a CDN kept sending visitors to the
 *   maintenance page for five minutes after the backend recovered.
 */

/** What the site adds to the guard for a request and a response's head (the editor's preview). */
export type GuardExtras = {
  /** runs a request's handling, e.g. inside the draft revision its editor's cookie names */
  around?: (req: IncomingMessage, handle: () => boolean) => boolean;
  /** adds to a response's head before the guard completes it, e.g. who may frame an editor's draft */
  head?: (res: ServerResponse) => void;
};

/** Methods the Fetch standard forbids (Next builds a Request for the proxy and route handlers). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** What the site's pages and route handlers answer to. */
export const SUPPORTED_METHODS = 'GET, HEAD, POST, OPTIONS';

/** A `.` or `..` path segment, raw or percent-encoded, as the URL standard counts them. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;
const TEMPORARY_REDIRECTS = new Set([302, 303, 307]);

/**
 * A path without its dot segments (RFC 3986, 5.2.4), `%2e` counted as a dot as the URL standard
 * counts it. Node's own URL parser leaves `/a/.x/..` as it is (it resolves `/a/b/..`), and Next
 * then fails on it: hence this one.
 */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const dots = segment.replace(/%2e/gi, '.');
    const last = i === segments.length - 1;
    if (dots === '..') out.pop();
    if (dots === '.' || dots === '..') {
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** Bytes a Location header should not carry raw (a request target may hold them), escaped. */
function escapeRawBytes(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * The path and query a browser would send for a request target with dot segments (resolved, no
 * trailing slash, never `//host`), or null when the target has none.
 */
export function resolvedTarget(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!DOT_SEGMENT.test(path)) return null;
  const resolved = removeDotSegments(path)
    .replace(/^\/+/, '/')
    .replace(/(.)\/+$/, '$1');
  return escapeRawBytes(`${resolved}${queryAt < 0 ? '' : target.slice(queryAt)}`);
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

/** Answers the request here when no one else may; true when it did. */
export function refuseRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (FORBIDDEN_METHODS.has(req.method ?? '')) {
    answer(res, 405, { Allow: SUPPORTED_METHODS }, 'Method Not Allowed');
    return true;
  }
  const resolved = resolvedTarget(req.url ?? '/');
  if (resolved !== null) {
    answer(res, 308, { Location: resolved }, `Moved to ${resolved}`);
    return true;
  }
  return false;
}

/** Completes a response's head just before it is written (see the list at the top). */
export function secureHead(res: ServerResponse, status: number, extras: GuardExtras = {}): void {
  extras.head?.(res);
  const policy = res.getHeader('content-security-policy');
  const framed = typeof policy === 'string' && policyAllowsFraming(policy);
  for (const { key, value } of baseSecurityHeaders) {
    if (key === 'X-Frame-Options' && framed) continue;
    if (!res.hasHeader(key)) res.setHeader(key, value);
  }
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (Array.isArray(value) && new Set(value).size < value.length) {
      const once = [...new Set(value)];
      res.setHeader(name, once.length === 1 ? once[0] : once);
    }
  }
  if (TEMPORARY_REDIRECTS.has(status)) res.setHeader('Cache-Control', 'no-store');
}

const INSTALLED = Symbol.for('theatre.httpGuard');

/** Puts the guard on every HTTP server of this process; returns a function that takes it off. */
export function installHttpGuard(extras: GuardExtras = {}): () => void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (server[INSTALLED]) return () => {};
  const response = http.ServerResponse.prototype;
  const emit = server.emit;
  const writeHead = response.writeHead;

  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const handle = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event !== 'request') return handle();
    const req = args[0] as IncomingMessage;
    if (refuseRequest(req, args[1] as ServerResponse)) return true;
    // the visitor's address is the socket's, unless a trusted proxy says otherwise
    stampClientAddress(req);
    return extras.around ? extras.around(req, handle) : handle();
  } as typeof server.emit;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    secureHead(this, typeof args[0] === 'number' ? args[0] : this.statusCode, extras);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  server[INSTALLED] = true;

  return () => {
    server.emit = emit;
    response.writeHead = writeHead;
    server[INSTALLED] = false;
  };
}

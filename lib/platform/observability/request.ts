import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { onResponseClosed } from '@/lib/platform/http/response-closed';
import { isMemberRoute } from '@/lib/platform/edge-proxy/member-routes';
import { runInRequest } from './context.mjs';
import { log, logs } from './log.mjs';
import { countRouteCache, countWebhook, metricsText, observeRequest, requestsInFlight } from './metrics.mjs';
import { redactPath } from './redact.mjs';
import { observabilitySettings } from '../config/observability-settings.mjs';
import { serverSpan } from './trace.mjs';

/**
 * Every request this server answers, seen where Node hands it to Next (installed by
 * instrumentation.ts, outside the HTTP guard, so the guard's own answers count too): its request
 * id (the edge's X-Request-Id, or a new one, sent back on the answer), its span (the parent of
 * Next's own when tracing is on), and when it ends, one log line and its metrics by kind of route.
 * It also answers `GET /api/metrics` itself, before Next: the edge never serves it
 * (ops/varnish/site.vcl), and it needs METRICS_TOKEN, or without one a caller on this machine.
 */

export const METRICS_PATH = '/api/metrics';

export type RouteKind = 'content' | 'member' | 'ticketing' | 'webhook' | 'relay' | 'api' | 'probe' | 'asset';

/** What a path is, for the metrics and logs (a bounded set: never the path itself). */
export function routeKind(path: string): RouteKind {
  if (path.startsWith('/_next/') || /^\/(?:static\/|favicon\.ico$|robots\.txt$|sitemap\.xml$)/.test(path))
    return 'asset';
  if (path.startsWith('/api/')) {
    if (path === '/api/revalidate') return 'webhook';
    if (path.startsWith('/api/ticketing/')) return 'ticketing';
    if (path === '/api/health' || path === '/api/ready') return 'probe';
    return 'api';
  }
  if (/^\/(?:en\/)?jsonapi(?:\/|$)/.test(path) || path === '/image' || path.startsWith('/sites/')) return 'relay';
  return isMemberRoute(path) ? 'member' : 'content';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
/** The edge's request id (Varnish: `edge-<time>-<xid>`), or a caller's, when it is a plain token. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
/** A client that went away before the answer was sent (nginx's convention). */
const CLIENT_GONE = 499;

/** The webhook's answer to the content system: 503 asks it to send the change again. */
function webhookOutcome(status: number): string {
  if (status === 200) return 'ok';
  if (status === 401) return 'unauthorized';
  if (status === 503) return 'retry_later';
  return status >= 400 && status < 500 ? 'invalid' : 'error';
}

function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(?:::ffff:)?127\./.test(address));
}

/**
 * Who may read the metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, only
 * a caller on this machine that did not come through a proxy (Varnish, a CDN add X-Forwarded-For).
 */
function mayReadMetrics(req: IncomingMessage): 'yes' | 'token' | 'no' {
  const token = observabilitySettings().METRICS_TOKEN;
  if (token) {
    const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(sent), digest(token)) ? 'yes' : 'token';
  }
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers.via;
  return isLoopback(req.socket.remoteAddress) && !forwarded ? 'yes' : 'no';
}

async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  const access = mayReadMetrics(req);
  const metrics = access === 'yes' ? await metricsText() : null;
  if (access === 'token') {
    res.writeHead(401, { ...plain, 'WWW-Authenticate': 'Bearer' }).end('Unauthorized');
  } else if (!metrics) {
    res.writeHead(404, plain).end('Not Found');
  } else {
    res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : metrics.body);
  }
}

/** Runs `handle` as this request, and accounts for it once its answer is sent (or the client is gone). */
function observe(req: IncomingMessage, res: ServerResponse, handle: () => boolean): boolean {
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const kind = routeKind(path);
  const method = METHODS.has(req.method ?? '') ? req.method! : 'other';
  const requestId = requestIdOf(req.headers['x-request-id']);
  const locale = /^\/en(?:\/|$)/.test(path) ? 'en' : 'zh-hans';
  const loggedPath = redactPath(target);
  const started = performance.now();
  const span = serverSpan(req.headers, `${method} ${kind}`, {
    'http.request.method': method,
    'url.path': loggedPath,
    'theatre.route_kind': kind,
    'theatre.locale': locale,
    'theatre.request_id': requestId,
  });
  const context = { requestId, traceId: span.traceId, kind, locale };
  res.setHeader('X-Request-Id', requestId);
  requestsInFlight(kind, 1);

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    const status = res.writableFinished ? res.statusCode : CLIENT_GONE;
    const seconds = (performance.now() - started) / 1000;
    requestsInFlight(kind, -1);
    observeRequest(kind, method, status, seconds);
    const cache = res.getHeader('x-nextjs-cache');
    if (typeof cache === 'string' && (kind === 'content' || kind === 'member'))
      countRouteCache(cache.toLowerCase() as 'hit' | 'stale' | 'miss');
    if (kind === 'webhook') countWebhook(webhookOutcome(status));
    if (span.span) {
      span.span.setAttribute('http.response.status_code', status);
      if (typeof cache === 'string') span.span.setAttribute('theatre.route_cache', cache);
      if (status >= 500) span.span.setStatus({ code: 2 });
      span.span.end();
    }
    const level = kind === 'probe' || kind === 'asset' ? 'debug' : 'info';
    if (logs(level)) {
      runInRequest(context, () =>
        log(level, 'request', {
          method,
          path: loggedPath,
          kind,
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
          ...(typeof cache === 'string' ? { cache } : {}),
        }),
      );
    }
  };
  // 'close' follows 'finish' on every response, and comes alone when the client went away first
  onResponseClosed(res, end);
  return runInRequest(context, () => span.run(handle));
}

const INSTALLED = Symbol.for('theatre.observability.requests');

/** Puts the observation on every HTTP server of this process; returns a function that takes it off. */
export function installRequestObservation(): () => void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (server[INSTALLED]) return () => {};
  const emit = server.emit;
  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const all = [event, ...args] as unknown as Parameters<typeof emit>;
    if (event !== 'request') return emit.apply(this, all);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (req.url === METRICS_PATH || req.url?.startsWith(`${METRICS_PATH}?`)) {
      serveMetrics(req, res).catch(() => res.destroy());
      return true;
    }
    return observe(req, res, () => emit.apply(this, all));
  } as typeof server.emit;
  server[INSTALLED] = true;
  return () => {
    server.emit = emit;
    server[INSTALLED] = false;
  };
}

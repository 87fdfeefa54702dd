// @ts-check
/**
 * What the logger and the tracer know of the request being served: its id (the edge's
 * X-Request-Id, or one made here), its trace id, and its kind of route. Kept in an
 * AsyncLocalStorage on `globalThis`, because this module is loaded twice in a Next server (by Node
 * for the cache handlers, and inside the app's bundle).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const STORE = Symbol.for('theatre.observability.request');

/**
 * @typedef {object} RequestContext
 * @property {string} requestId the edge's X-Request-Id, or one made here
 * @property {string} [traceId] the trace this request belongs to (its own span's, or the incoming traceparent's)
 * @property {string} kind the kind of route (request.ts, routeKind)
 * @property {string} locale
 */

/** `globalThis`, seen as the holder of the one storage per process */
const shared = /** @type {{ [STORE]?: AsyncLocalStorage<RequestContext> }} */ (globalThis);

function storage() {
  return (shared[STORE] ??= new AsyncLocalStorage());
}

/**
 * The request being served here, if any.
 * @returns {RequestContext | undefined}
 */
export function requestContext() {
  return storage().getStore();
}

/**
 * Runs `fn` as part of the request `context`.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} fn
 * @returns {T}
 */
export function runInRequest(context, fn) {
  return storage().run(context, fn);
}

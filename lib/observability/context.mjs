/**
 * What the logger and the tracer know of the request being served: its id (the edge's
 * X-Request-Id, or one made here), its trace id, and its kind of route. Kept in an
 * AsyncLocalStorage on `globalThis`, because this module is loaded twice in a Next server (by Node
 * for the cache handlers, and inside the app's bundle).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const STORE = Symbol.for('theatre.observability.request');

function storage() {
  globalThis[STORE] ??= new AsyncLocalStorage();
  return globalThis[STORE];
}

/**
 * @typedef {{ requestId: string, traceId?: string, kind: string, locale: string }} RequestContext
 */

/** The request being served here, if any. */
export function requestContext() {
  return storage().getStore();
}

/** Runs `fn` as part of the request `context`. */
export function runInRequest(context, fn) {
  return storage().run(context, fn);
}

// @ts-check
/**
 * The tracer helper every module uses. Tracing is on only when the OTel SDK was started
 * (tracing-sdk.mjs, with OTEL_EXPORTER_OTLP_ENDPOINT): it then leaves the API and its tracer on
 * `globalThis`, and this module reads them there. Off, nothing here loads OpenTelemetry, `traced`
 * just calls its function and `traceHeaders` adds no header: no cost.
 */
import { requestContext } from './context.mjs';

/** @typedef {import('@opentelemetry/api').Span} Span */
/** @typedef {Record<string, string | number | boolean | undefined>} Attributes */
/** @typedef {{ api: typeof import('@opentelemetry/api'), tracer: import('@opentelemetry/api').Tracer }} Tracing */

const TRACING = Symbol.for('theatre.observability.tracing');
/** @type {Readonly<Record<string, string>>} */
const NO_HEADERS = Object.freeze({});

/** `globalThis`, seen as the holder of the started SDK's API and tracer */
const shared = /** @type {{ [TRACING]?: Tracing }} */ (globalThis);

/** @param {Tracing | null} holder */
export function setTracing(holder) {
  shared[TRACING] = holder ?? undefined;
}

/**
 * Our spans carry the request's kind of route and language (Next's own carry its route).
 * @param {Attributes} attributes
 * @returns {Attributes}
 */
function withRequest(attributes) {
  const request = requestContext();
  return request ? { 'theatre.route_kind': request.kind, 'theatre.locale': request.locale, ...attributes } : attributes;
}

/**
 * Runs `fn` in a span named `name` (a child of the active one), ended when `fn` settles; `fn`
 * gets the span (null when tracing is off) to add what it learns (a cache result, a status).
 * @template T
 * @param {string} name
 * @param {Attributes} attributes
 * @param {(span: Span | null) => T} fn
 * @returns {T}
 */
export function traced(name, attributes, fn) {
  const holder = shared[TRACING];
  if (!holder) return fn(null);
  const { api, tracer } = holder;
  return tracer.startActiveSpan(name, { attributes: withRequest(attributes) }, (span) => {
    /** @param {unknown} error @returns {never} */
    const fail = (error) => {
      // whatever was thrown: the SDK records its name and message when it has them
      const thrown = /** @type {import('@opentelemetry/api').Exception & { message?: string }} */ (error);
      span.recordException(thrown);
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: thrown?.message });
      span.end();
      throw error;
    };
    try {
      const result = fn(span);
      if (isThenable(result)) {
        // a promise of T is still T to the caller: the span ends when it settles
        return /** @type {T} */ (
          result.then((value) => {
            span.end();
            return value;
          }, fail)
        );
      }
      span.end();
      return result;
    } catch (error) {
      return fail(error);
    }
  });
}

/**
 * @param {unknown} value
 * @returns {value is PromiseLike<unknown>}
 */
function isThenable(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (/** @type {{ then?: unknown }} */ (value).then) === 'function'
  );
}

/**
 * The `traceparent` (and `tracestate`) of the active span, for a call to a backend; none when off.
 * @returns {Readonly<Record<string, string>>}
 */
export function traceHeaders() {
  const holder = shared[TRACING];
  if (!holder) return NO_HEADERS;
  /** @type {Record<string, string>} */
  const carrier = {};
  holder.api.propagation.inject(holder.api.context.active(), carrier);
  return carrier;
}

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/**
 * The span of a request this server answers: a trace of its own, linked to the caller's
 * `traceparent` when there is one (a client can write any, so it is never the parent), and the
 * parent of Next's own spans, which run inside `run`. Off, only the incoming trace id (for the
 * log lines), if any.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name
 * @param {Attributes} attributes
 * @returns {{ traceId: string | undefined, span: Span | null, run: <T>(fn: () => T) => T }}
 */
export function serverSpan(headers, name, attributes) {
  const holder = shared[TRACING];
  if (!holder) {
    const incoming = typeof headers.traceparent === 'string' ? TRACEPARENT.exec(headers.traceparent) : null;
    return { traceId: incoming?.[1], span: null, run: (fn) => fn() };
  }
  const { api, tracer } = holder;
  // a caller's traceparent is anyone's to write: a link to its trace, never the parent of ours
  const caller = api.trace.getSpanContext(api.propagation.extract(api.ROOT_CONTEXT, headers));
  const links = caller && api.trace.isSpanContextValid(caller) ? [{ context: caller }] : [];
  const span = tracer.startSpan(name, { kind: api.SpanKind.SERVER, attributes, links }, api.ROOT_CONTEXT);
  const context = api.trace.setSpan(api.ROOT_CONTEXT, span);
  return { traceId: span.spanContext().traceId, span, run: (fn) => api.context.with(context, fn) };
}

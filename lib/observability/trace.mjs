/**
 * The tracer helper every module uses. Tracing is on only when the OTel SDK was started
 * (tracing-sdk.mjs, with OTEL_EXPORTER_OTLP_ENDPOINT): it then leaves the API and its tracer on
 * `globalThis`, and this module reads them there. Off, nothing here loads OpenTelemetry, `traced`
 * just calls its function and `traceHeaders` adds no header: no cost.
 */
import { requestContext } from './context.mjs';

const TRACING = Symbol.for('theatre.observability.tracing');
const NO_HEADERS = Object.freeze({});

/** @param {{ api: typeof import('@opentelemetry/api'), tracer: import('@opentelemetry/api').Tracer } | null} holder */
export function setTracing(holder) {
  globalThis[TRACING] = holder ?? undefined;
}

/** Our spans carry the request's kind of route and language (Next's own carry its route). */
function withRequest(attributes) {
  const request = requestContext();
  return request ? { 'theatre.route_kind': request.kind, 'theatre.locale': request.locale, ...attributes } : attributes;
}

/**
 * Runs `fn` in a span named `name` (a child of the active one), ended when `fn` settles; `fn`
 * gets the span (null when tracing is off) to add what it learns (a cache result, a status).
 */
export function traced(name, attributes, fn) {
  const holder = globalThis[TRACING];
  if (!holder) return fn(null);
  const { api, tracer } = holder;
  return tracer.startActiveSpan(name, { attributes: withRequest(attributes) }, (span) => {
    const fail = (error) => {
      span.recordException(error);
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: error?.message });
      span.end();
      throw error;
    };
    try {
      const result = fn(span);
      if (result && typeof result.then === 'function') {
        return result.then((value) => {
          span.end();
          return value;
        }, fail);
      }
      span.end();
      return result;
    } catch (error) {
      return fail(error);
    }
  });
}

/** The `traceparent` (and `tracestate`) of the active span, for a call to a backend; none when off. */
export function traceHeaders() {
  const holder = globalThis[TRACING];
  if (!holder) return NO_HEADERS;
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
 */
export function serverSpan(headers, name, attributes) {
  const holder = globalThis[TRACING];
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

// @ts-check
/**
 * OpenTelemetry tracing, loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (without it this module, and with it the SDK, never enter the process). Spans go over OTLP/HTTP
 * (JSON) to `<endpoint>/v1/traces` in batches; the SDK's own variables apply
 * (OTEL_EXPORTER_OTLP_HEADERS for a collector's credentials, OTEL_TRACES_SAMPLER and its ARG,
 * OTEL_BSP_SCHEDULE_DELAY). The W3C propagator reads an incoming `traceparent` and writes ours on
 * the calls to the backends. Every span is scrubbed by the redaction before it leaves.
 */
import * as api from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { hostname } from 'node:os';
import { redactText } from './redact.mjs';
import { observabilitySettings } from '../config/observability-settings.mjs';
import { setTracing } from './trace.mjs';

/** @param {import('@opentelemetry/api').Attributes | undefined} attributes */
function scrub(attributes) {
  if (!attributes) return;
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') attributes[key] = redactText(value);
  }
}

/**
 * Scrubs each ended span before the batch exporter sees it: Next's own spans carry URLs (a fetch
 * span's `http.url` with its query), and an exception event carries its message. The SDK hands the
 * processor a ReadableSpan; its name and attributes are written here before the export.
 * @type {import('@opentelemetry/sdk-trace-node').SpanProcessor}
 */
const redactingProcessor = {
  onStart() {},
  onEnd(ended) {
    const span =
      /** @type {{ name: string, attributes: import('@opentelemetry/api').Attributes, events?: readonly import('@opentelemetry/sdk-trace-node').TimedEvent[] }} */ (
        ended
      );
    span.name = redactText(span.name);
    scrub(span.attributes);
    for (const event of span.events ?? []) scrub(event.attributes);
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * Starts the OpenTelemetry SDK: spans exported over OTLP/HTTP, redacted, in batches.
 * @returns {NodeTracerProvider}
 */
export function startTracing() {
  const settings = observabilitySettings();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.OTEL_SERVICE_NAME,
      'service.instance.id': `${hostname()}:${process.env.PORT ?? ''}`,
    }),
    spanProcessors: [redactingProcessor, new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  setTracing({ api, tracer: api.trace.getTracer('theatre-site') });
  return provider;
}

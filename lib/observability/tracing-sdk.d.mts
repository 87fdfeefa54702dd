import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Starts the OpenTelemetry SDK: spans exported over OTLP/HTTP, redacted, in batches. */
export function startTracing(): NodeTracerProvider;

import type { Span } from '@opentelemetry/api';

export type Attributes = Record<string, string | number | boolean | undefined>;

export function setTracing(
  holder: { api: typeof import('@opentelemetry/api'); tracer: import('@opentelemetry/api').Tracer } | null,
): void;
/** Runs `fn` in a span (a child of the active one); `fn` gets the span, null when tracing is off. */
export function traced<T>(name: string, attributes: Attributes, fn: (span: Span | null) => T): T;
/** `traceparent` (and `tracestate`) of the active span; empty when tracing is off. */
export function traceHeaders(): Readonly<Record<string, string>>;
export function serverSpan(
  headers: Record<string, string | string[] | undefined>,
  name: string,
  attributes: Attributes,
): { traceId: string | undefined; span: Span | null; run: <T>(fn: () => T) => T };

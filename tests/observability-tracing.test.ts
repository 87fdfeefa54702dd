// @vitest-environment node
import * as api from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsRequest } from '@/lib/cms/transport';
import { redactText } from '@/lib/platform/observability/redact.mjs';
import { serverSpan, setTracing, traced, traceHeaders } from '@/lib/platform/observability/trace.mjs';
import { listShowTypes } from '@/lib/ticketing/shows';
import { startSandboxMsw } from './support/sandbox-msw';

/**
 * With tracing on (issue 32), each call to a backend is a span of its own below the caller's, and
 * carries `traceparent` naming that span, so a traced backend continues the trace. Off, no header
 * is added at all.
 */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const sent: { path: string; traceparent: string | null }[] = [];

beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    sent.push({ path: new URL(request.url).pathname, traceparent: request.headers.get('traceparent') });
  });
  // the SDK's defaults, as tracing-sdk.mjs registers it: async-local context, W3C trace context
  provider.register();
});

afterAll(async () => {
  setTracing(null);
  await provider.shutdown();
  api.trace.disable();
  api.context.disable();
  api.propagation.disable();
  env.close();
});

describe('traces', () => {
  it('off: no span, no traceparent', async () => {
    setTracing(null);
    sent.length = 0;
    expect(traceHeaders()).toEqual({});
    await listShowTypes('en');
    expect(sent.map((s) => s.traceparent)).toEqual([null]);
  });

  it('on: a content call and a ticketing call are spans of the page, and their backends get traceparent', async () => {
    setTracing({ api, tracer: api.trace.getTracer('test') });
    sent.length = 0;
    exporter.reset();
    const traceId = await traced('page', {}, async (span) => {
      await cmsRequest('/node/news', { locale: 'en', query: { 'page[limit]': 1 }, preview: false });
      await listShowTypes('en');
      return span!.spanContext().traceId;
    });
    const spans = exporter.getFinishedSpans();
    const page = spans.find((s) => s.name === 'page')!;
    const content = spans.find((s) => s.name === 'content GET /node/news')!;
    const ticketing = spans.find((s) => s.name === 'ticketing GET /api/proType/page')!;
    for (const call of [content, ticketing]) {
      expect(call.spanContext().traceId).toBe(traceId);
      expect(call.parentSpanContext?.spanId).toBe(page.spanContext().spanId);
      expect(call.attributes['http.response.status_code']).toBe(200);
    }
    expect(sent.map((s) => s.path)).toEqual(['/en/jsonapi/node/news', '/jsonapi/damai/api/proType/page']);
    expect(sent.map((s) => s.traceparent)).toEqual([
      `00-${traceId}-${content.spanContext().spanId}-01`,
      `00-${traceId}-${ticketing.spanContext().spanId}-01`,
    ]);
  });

  it('takes a client’s traceparent as a link only, never as the parent', async () => {
    setTracing({ api, tracer: api.trace.getTracer('test') });
    exporter.reset();
    const theirs = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const server = serverSpan({ traceparent: theirs }, 'GET content', {});
    server.span!.end();
    const [span] = exporter.getFinishedSpans();
    expect(span.spanContext().traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.links.map((l) => l.context.traceId)).toEqual(['0af7651916cd43dd8448eb211c80319c']);
  });

  it('writes no order token, however short, in any span attribute or name', () => {
    for (const token of ['A1', 'ord9', 'X7k2mQ', 'ABCDEFGHIJKLMNOPQRSTUVWX1234'])
      for (const text of [
        `/en/profile/orders/${token}`,
        `/profile/orders/${token}?page=2`,
        `GET /jsonapi/damai/maipay/pay/${token}`,
        `http://127.0.0.1:3000/en/profile/orders/${token}`,
      ])
        expect(redactText(text), text).not.toContain(token);
    expect(redactText('GET /[locale]/profile/orders/[orderToken]')).toBe('GET /[locale]/profile/orders/[orderToken]');
  });
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LIMITS } from '../lib/platform/throttle/rules';
import { distDir, sandboxURL } from '../playwright.config';
import { firstNode, siteCall, sitePath } from './support';

/**
 * What an on-call engineer reads (issue 32), read the way Prometheus and a trace collector read it:
 * the metrics endpoint of the instance under test, and the spans a second instance of the same
 * build exports to a collector this test runs. Requests only, no browser; desktop project only.
 */
const revalidateSecret = process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret';

/** The sum of the series of `name` whose labels include `labels`, in the metrics text. */
function sumOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

async function metrics(request: APIRequestContext) {
  const res = await request.get('/api/metrics');
  expect(res.status()).toBe(200);
  return res.text();
}

/** How much `read` moved while `act` ran. */
async function moved(request: APIRequestContext, act: () => Promise<void>) {
  const before = await metrics(request);
  await act();
  const after = await metrics(request);
  return (name: string, labels: Record<string, string> = {}) =>
    sumOf(after, name, labels) - sumOf(before, name, labels);
}

function webhook(request: APIRequestContext, body: object, secret = revalidateSecret, origin = '') {
  return request.post(`${origin}/api/revalidate`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: body,
    failOnStatusCode: false,
  });
}

test.describe('metrics @desktop-only', () => {
  test('a page load counts as a content request with its route cache result', async ({ request }) => {
    const delta = await moved(request, async () => {
      expect((await request.get('/en/news')).status()).toBe(200);
    });
    expect(
      delta('theatre_http_request_duration_seconds_count', { kind: 'content', method: 'GET', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('theatre_route_cache_results_total')).toBeGreaterThanOrEqual(1);
  });

  test('a ticketing call counts as an operation of the ticketing door and a call to the ticketing API', async ({
    request,
  }) => {
    const delta = await moved(request, async () => {
      expect((await siteCall(request, 'captcha.new', { identifier: 'metrics-test' })).status).toBe(200);
    });
    expect(
      delta('theatre_ticketing_operations_total', { operation: 'captcha.new', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      delta('theatre_backend_request_duration_seconds_count', {
        backend: 'ticketing',
        endpoint: '/api/user/genarateRandomStr',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      delta('theatre_http_request_duration_seconds_count', { kind: 'ticketing', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    // the gauge is the whole server's: another worker's login page may be asking for a captcha
    // right now, so it must come back to 0, not be 0 at this very moment
    await expect
      .poll(async () =>
        sumOf(await metrics(request), 'theatre_ticketing_operations_in_flight', { operation: 'captcha.new' }),
      )
      .toBe(0);
  });

  test('a throttled login counts as a throttling decision of its rule', async ({ request }) => {
    const username = `nobody-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@theatre.test`;
    const login = async () => {
      const captcha = await siteCall(request, 'captcha.new', { identifier: 'metrics-test' });
      const { token } = captcha.body.data as { token: string };
      return siteCall(request, 'session.login', {
        username,
        password: 'Wrong1234',
        captcha: 'TEST',
        captchaToken: token,
        identifier: 'metrics-test',
      });
    };
    const rule = LIMITS.loginPerAccountAddress;
    const delta = await moved(request, async () => {
      // the guesser's own lock (one account from one address) is the rule that answers first
      for (let i = 0; i < rule.points; i++) expect((await login()).status).not.toBe(429);
      expect((await login()).status).toBe(429);
    });
    expect(
      delta('theatre_throttle_decisions_total', { rule: rule.name, decision: 'throttled' }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('theatre_throttle_decisions_total', { rule: rule.name, decision: 'allowed' })).toBeGreaterThanOrEqual(
      rule.points,
    );
    expect(
      delta('theatre_ticketing_operations_total', { operation: 'session.login', status: '429' }),
    ).toBeGreaterThanOrEqual(1);
  });

  test('a webhook counts its outcome and the tag expirations it applied; the next visit calls the content API', async ({
    request,
  }) => {
    const news = await firstNode(request, 'en', 'news', '&sort=created&page[offset]=2');
    const path = sitePath('en', news.alias);
    expect((await request.get(path)).status()).toBe(200);
    const delta = await moved(request, async () => {
      expect((await webhook(request, { ids: [news.uuid] })).status()).toBe(200);
      expect((await webhook(request, { ids: [news.uuid] }, 'not-the-secret')).status()).toBe(401);
      const page = await request.get(path);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(news.title);
    });
    expect(delta('theatre_webhook_requests_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(delta('theatre_webhook_requests_total', { outcome: 'unauthorized' })).toBeGreaterThanOrEqual(1);
    expect(delta('theatre_tag_expirations_total', { source: 'local' })).toBeGreaterThanOrEqual(1);
    expect(
      delta('theatre_backend_request_duration_seconds_count', { backend: 'content', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

/** An OTLP/HTTP collector in this process: the spans it was sent (JSON). */
async function collector() {
  type Span = {
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    links?: { traceId: string; spanId: string }[];
    name: string;
    attributes: { key: string; value: { stringValue?: string } }[];
  };
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
        for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('traces @desktop-only: with a collector set, a page load is a trace with the content calls, linked to the caller’s', async ({
  request,
}) => {
  // a second server starts: on a loaded machine that alone may take a minute
  test.setTimeout(180_000);
  const otlp = await collector();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // a second instance of the e2e build, against the same sandbox, exporting its spans
  const site = spawn(
    process.execPath,
    [join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        SANDBOX_PORT: new URL(sandboxURL).port,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  site.stdout.on('data', (chunk) => (output += chunk));
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200);
    // an edit expires the list, so the next visit renders it, reading the content API
    expect((await webhook(request, { bundles: ['news'] }, revalidateSecret, origin)).status()).toBe(200);
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    const page = await fetch(`${origin}/en/news`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(page.status).toBe(200);

    // a caller's traceparent is anyone's to write (issue 43): the request's span starts a trace of
    // the site's own, linked to the caller's, never continuing it; it ends last, with its answer
    const linked = () =>
      otlp.spans.find((span) =>
        (span.links ?? []).some((link) => link.traceId === traceId && link.spanId === '00f067aa0ba902b7'),
      );
    await expect.poll(() => linked() !== undefined, { timeout: 30_000 }).toBe(true);
    const server = linked()!;
    expect(server.traceId).not.toBe(traceId);
    expect(otlp.spans.filter((span) => span.traceId === traceId)).toEqual([]);
    const ours = () => otlp.spans.filter((span) => span.traceId === server.traceId);
    const attribute = (span: { attributes: { key: string; value: { stringValue?: string } }[] }, key: string) =>
      span.attributes.find((a) => a.key === key)?.value.stringValue;
    await expect
      .poll(() => ours().filter((span) => span.name.startsWith('content GET ')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => ours().some((span) => attribute(span, 'next.route') === '/[locale]/news'), { timeout: 30_000 })
      .toBe(true);
    const spans = ours();
    // the request's span (exported when it ends, last) is the root of the site's trace, Next's own
    // spans hang below it, and the content calls below those
    expect(server.parentSpanId || undefined).toBeUndefined();
    expect(server.name).toBe('GET content');
    expect(attribute(server, 'theatre.locale')).toBe('en');
    const root = spans.find((span) => span.name === 'GET /[locale]/news');
    expect(root?.parentSpanId).toBe(server.spanId);
    const ids = new Set(spans.map((span) => span.spanId));
    const contentCalls = spans.filter((span) => span.name.startsWith('content GET '));
    expect(contentCalls.map((span) => span.name)).toContain('content GET /node/news');
    for (const call of contentCalls) {
      expect(ids.has(call.parentSpanId!), call.name).toBe(true);
      expect(attribute(call, 'theatre.locale')).toBe('en');
    }
    // and the request's log line names the trace
    await expect.poll(() => output, { timeout: 10_000 }).toContain(`"trace_id":"${server.traceId}"`);
  } finally {
    site.kill('SIGTERM');
    otlp.close();
  }
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { setLogOutput } from '@/lib/platform/observability/log.mjs';
import { routeKind } from '@/lib/platform/observability/request';
import { startObservability } from '@/lib/platform/observability/start';
import { nodeServerForFile } from './support/node-server';

/**
 * The observation of every request (issue 32), on a real Node server standing in for Next: each
 * request gets an id (the edge's, or a new one) on its answer and its log line, one line when it
 * ends, and its metrics; /api/metrics is answered before the site sees it, and only to whom may.
 */
const lines: Record<string, unknown>[] = [];
const reached: string[] = [];
const site = nodeServerForFile(
  () => {
    setLogOutput((_, line) => lines.push(JSON.parse(line)), 'debug');
    return startObservability();
  },
  (req, res) => {
    reached.push(req.url ?? '');
    if (req.url === '/api/revalidate') {
      res.writeHead(503, { 'Retry-After': '5' }).end();
      return;
    }
    if (req.url?.startsWith('/en/news')) res.setHeader('x-nextjs-cache', 'HIT');
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('page');
  },
);

const metrics = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${site.origin}/api/metrics`, { headers });
  return { status: res.status, text: await res.text() };
};

/** A counter's or histogram count's value in the metrics text (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('every request', () => {
  it('gets an id, the edge’s when it sent a plain one, and says so in its answer and its log line', async () => {
    const fromEdge = await fetch(`${site.origin}/en/news?page=2`, {
      headers: { 'X-Request-Id': 'edge-1767225600-32770' },
    });
    expect(fromEdge.headers.get('x-request-id')).toBe('edge-1767225600-32770');
    const made = await fetch(`${site.origin}/login`, { headers: { 'X-Request-Id': 'li.ming@theatre.test' } });
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2));
    const [news, login] = lines.filter((l) => l.msg === 'request');
    expect(news).toMatchObject({
      level: 'info',
      request_id: 'edge-1767225600-32770',
      method: 'GET',
      path: '/en/news?page=2',
      kind: 'content',
      status: 200,
      cache: 'HIT',
    });
    expect(typeof news.duration_ms).toBe('number');
    expect(login).toMatchObject({ request_id: id, kind: 'member', path: '/login' });
    expect(JSON.stringify(lines)).not.toContain('li.ming');
  });

  it('continues the trace id of an incoming traceparent in its log line (tracing off)', async () => {
    lines.length = 0;
    await fetch(`${site.origin}/en`, {
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0].trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('moves the metrics of its kind of route, status and cache result', async () => {
    const before = (await metrics()).text;
    await fetch(`${site.origin}/en/news/a`);
    await fetch(`${site.origin}/api/revalidate`, { method: 'POST' });
    await vi.waitFor(async () => {
      const after = (await metrics()).text;
      expect(
        value(after, 'theatre_http_request_duration_seconds_count{kind="content",method="GET",status="200"}') -
          value(before, 'theatre_http_request_duration_seconds_count{kind="content",method="GET",status="200"}'),
      ).toBe(1);
      expect(
        value(after, 'theatre_route_cache_results_total{result="hit"}') -
          value(before, 'theatre_route_cache_results_total{result="hit"}'),
      ).toBe(1);
      expect(
        value(after, 'theatre_webhook_requests_total{outcome="retry_later"}') -
          value(before, 'theatre_webhook_requests_total{outcome="retry_later"}'),
      ).toBe(1);
    });
    expect(value((await metrics()).text, 'theatre_http_requests_in_flight{kind="content"}')).toBe(0);
  });

  it('sorts paths into a few kinds, never the path itself', () => {
    expect(routeKind('/')).toBe('content');
    expect(routeKind('/en/shows/turandot')).toBe('content');
    expect(routeKind('/en/checkout')).toBe('member');
    expect(routeKind('/profile/orders/x1')).toBe('member');
    expect(routeKind('/api/ticketing/session.login')).toBe('ticketing');
    expect(routeKind('/api/revalidate')).toBe('webhook');
    expect(routeKind('/en/jsonapi/node/news')).toBe('relay');
    expect(routeKind('/image')).toBe('relay');
    expect(routeKind('/sites/default/files/a.pdf')).toBe('relay');
    expect(routeKind('/api/ready')).toBe('probe');
    expect(routeKind('/_next/static/chunks/a.js')).toBe('asset');
  });
});

describe('/api/metrics', () => {
  it('answers a caller on this machine in the Prometheus format, with the process’s own', async () => {
    const { status, text } = await metrics();
    expect(status).toBe(200);
    expect(text).toContain('# TYPE theatre_http_request_duration_seconds histogram');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(reached).not.toContain('/api/metrics');
  });

  it('is not served to a request that came through a proxy (the edge, a CDN)', async () => {
    expect((await metrics({ 'X-Forwarded-For': '203.0.113.7' })).status).toBe(404);
    expect((await metrics({ Via: '1.1 varnish' })).status).toBe(404);
    expect(reached).not.toContain('/api/metrics');
  });

  it('with METRICS_TOKEN, asks every caller for it', async () => {
    vi.stubEnv('METRICS_TOKEN', 'a-metrics-token-of-some-length');
    try {
      await site.reinstall(async () => {
        vi.resetModules();
        return (await import('@/lib/platform/observability/request')).installRequestObservation();
      });
      expect((await metrics()).status).toBe(401);
      expect((await metrics({ Authorization: 'Bearer wrong-token-of-some-length' })).status).toBe(401);
      const allowed = await metrics({ Authorization: 'Bearer a-metrics-token-of-some-length' });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('theatre_http_request_duration_seconds');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

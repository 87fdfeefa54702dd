// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The visitor's address for the per-address limits (issue 29): the socket's, unless the socket is
 * one of TRUSTED_PROXIES. A real Node server with the HTTP guard installed (as instrumentation.ts
 * installs it before Next sees a request) answers what the site's code would read.
 */
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.unstubAllEnvs();
});

async function serverWith(trustedProxies: string) {
  vi.stubEnv('TRUSTED_PROXIES', trustedProxies);
  vi.resetModules();
  const { installHttpGuard } = await import('@/lib/platform/security/http-guard');
  const { arrivalTime, clientAddress } = await import('@/lib/platform/throttle/client-address');
  const uninstall = installHttpGuard();
  const server = http.createServer((req, res) => {
    const headers = new Headers(req.headers as Record<string, string>);
    res.end(
      JSON.stringify({
        address: clientAddress(headers),
        host: headers.get('x-forwarded-host'),
        proto: headers.get('x-forwarded-proto'),
        arrivedAt: arrivalTime(headers, Number.NaN),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    uninstall();
  };
  const port = (server.address() as AddressInfo).port;
  return async (headers: Record<string, string>) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await response.json()) as {
      address: string;
      host: string | null;
      proto: string | null;
      arrivedAt: number;
    };
  };
}

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 255) + 1).join('.');

describe("the visitor's address", () => {
  it("is the socket's for a direct client, whatever X-Forwarded-For it invents", async () => {
    const ask = await serverWith('');
    for (let i = 0; i < 20; i++) {
      const seen = await ask({
        'x-forwarded-for': `${randomAddress()}, ${randomAddress()}`,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(seen.address).toBe('127.0.0.1');
      expect(seen.host).toBeNull();
      expect(seen.proto).toBeNull();
    }
  });

  it('is what a trusted proxy says it is (its own entry, not the ones its client wrote before it)', async () => {
    const ask = await serverWith('127.0.0.1, ::1');
    expect((await ask({ 'x-forwarded-for': '203.0.113.5' })).address).toBe('203.0.113.5');
    expect((await ask({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5' })).address).toBe('203.0.113.5');
    // a visitor on the proxy's own machine: the edge replaces the header with its client's address
    expect((await ask({ 'x-forwarded-for': '127.0.0.1' })).address).toBe('127.0.0.1');
    expect((await ask({ 'x-forwarded-host': 'theatre.example' })).host).toBe('theatre.example');
  });

  it("comes with the visitor's arrival: the instance's time of receipt, whatever a direct client writes; a trusted edge's stamp", async () => {
    const direct = await serverWith('');
    const before = Date.now();
    const claimed = await direct({ 'x-edge-arrival': '1700000000.000' });
    expect(claimed.arrivedAt).toBeGreaterThanOrEqual(before - 1);
    expect(claimed.arrivedAt).toBeLessThanOrEqual(Date.now() + 1);
    await close?.();

    const behindEdge = await serverWith('127.0.0.1, ::1');
    const stamp = Date.now() - 1500;
    expect((await behindEdge({ 'x-edge-arrival': (stamp / 1000).toFixed(3) })).arrivedAt).toBe(stamp);
    // a stamp far from this instance's clock (a broken edge clock): the instance's own time
    const far = await behindEdge({ 'x-edge-arrival': '1700000000.000' });
    expect(Math.abs(far.arrivedAt - Date.now())).toBeLessThan(5_000);
  });

  it('is read from the right, skipping the configured proxies only', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8, 2001:db8::1');
    vi.resetModules();
    const { clientAddress } = await import('@/lib/platform/throttle/client-address');
    const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff });
    expect(clientAddress(headers('1.2.3.4, 203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7');
    expect(clientAddress(headers('203.0.113.7, 2001:db8::1'))).toBe('203.0.113.7');
    expect(clientAddress(headers('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(headers('not-an-address'))).toBe('unknown');
  });
});

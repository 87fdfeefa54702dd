// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The payment page's way back (issue 42): after "Pay" the ticketing backend's payment page answers
 * 303 to the return URL the checkout gave it, and the backend proxy passes that on only when it
 * names the site: SITE_URL's host, or the host the request reached when that is one of the site's
 * own (SITE_ALIASES, the loopback names of a local run), never anything else.
 */
let backend: http.Server;
let origin: string;
let location = '';

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(303, { Location: location });
      res.end();
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});
afterEach(() => vi.unstubAllEnvs());

const orderPath = '/en/profile/orders/T1?payResult=success';

/** The relay of a site started with `env` (the configuration is read once per process). */
async function siteWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const [{ relay }, { config }] = await Promise.all([
    import('@/lib/platform/backend-proxy/relay'),
    import('@/lib/platform/config/config'),
  ]);
  /** "Pay" on the payment page, for a browser on `host`, answered with a 303 to `back` */
  const pay = (back: string, host: string | null) => {
    location = back;
    const request = new Request(`http://site.test/jsonapi/damai/maipay/pay/T1/complete`, {
      method: 'POST',
      body: 'result=success',
      headers: host ? { host } : {},
    });
    return relay(request, { backendOrigin: origin, methods: ['GET', 'POST'], timeoutMs: 2000, forms: true });
  };
  return { pay, config };
}

describe('the payment return through the backend proxy', () => {
  it('to the host the member reached, when that is one of the site’s own, as a path on the site', async () => {
    const { pay } = await siteWith({
      SITE_URL: 'https://www.theatre.test',
      SITE_ALIASES: 'theatre.test, cdn-check.theatre.test:8443',
    });
    for (const host of ['theatre.test', 'cdn-check.theatre.test:8443', 'www.theatre.test']) {
      const res = await pay(`https://${host}${orderPath}`, host);
      expect(res.status, host).toBe(303);
      expect(res.headers.get('location'), host).toBe(orderPath);
    }
    // SITE_URL's own host, whatever host the request reached
    expect((await pay(`https://www.theatre.test${orderPath}`, 'theatre.test')).status).toBe(303);
  });

  it.each([
    ['another site', `https://evil.test${orderPath}`, 'evil.test'],
    ['another site, from one of ours', `https://evil.test${orderPath}`, 'theatre.test'],
    ['an alias the request did not reach', `https://theatre.test${orderPath}`, 'cdn-check.theatre.test:8443'],
    ['another port of an alias', `https://theatre.test:444${orderPath}`, 'theatre.test:444'],
    ['credentials in the URL', `https://user:pw@theatre.test${orderPath}`, 'theatre.test'],
    ['another scheme', `ftp://theatre.test${orderPath}`, 'theatre.test'],
  ])('refuses %s (502, no Location)', async (_what, back, host) => {
    const { pay } = await siteWith({
      SITE_URL: 'https://www.theatre.test',
      SITE_ALIASES: 'theatre.test, cdn-check.theatre.test:8443',
    });
    const res = await pay(back, host);
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
  });

  it('a local run is its own on every loopback name of its port (SITE_URL from PORT), and on no other port', async () => {
    const { pay, config } = await siteWith({ SITE_URL: '', PORT: '3310' });
    expect(config().SITE_URL).toBe('http://localhost:3310');
    for (const host of ['127.0.0.1:3310', 'localhost:3310', '[::1]:3310']) {
      const res = await pay(`http://${host}${orderPath}`, host);
      expect(res.status, host).toBe(303);
      expect(res.headers.get('location'), host).toBe(orderPath);
    }
    expect((await pay(`http://127.0.0.1:3000${orderPath}`, '127.0.0.1:3000')).status).toBe(502);
    expect((await pay(`http://localhost:3000${orderPath}`, 'localhost:3310')).status).toBe(502);
  });
});

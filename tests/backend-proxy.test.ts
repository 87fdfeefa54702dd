// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { relay, type Relay } from '@/lib/platform/backend-proxy/relay';

/**
 * The backend proxy against a real HTTP backend that records what it was sent and answers as told:
 * what crosses in each direction, the security headers, streaming, and the timeouts.
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let backend: http.Server;
let origin: string;
const seen: Seen[] = [];
/** how the backend answers the next request */
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterEach(() => {
  seen.length = 0;
  for (const res of held.splice(0)) res.destroy();
});

afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

const json = (res: http.ServerResponse, headers: Record<string, string | string[]> = {}) => {
  res.writeHead(200, { 'Content-Type': 'application/vnd.api+json', ...headers });
  res.end('{"data":[]}');
};

function route(overrides: Partial<Relay> = {}): Relay {
  return { backendOrigin: origin, methods: ['GET', 'HEAD', 'POST'], timeoutMs: 2000, ...overrides };
}

const browser = (path: string, init: RequestInit = {}) => new Request(`http://site.test${path}`, init);

describe('what goes to the backend', () => {
  it('never a browser’s Authorization, cookies or Referer on content paths; the negotiation headers as sent', async () => {
    answer = (_req, res) => json(res);
    const res = await relay(
      browser('/jsonapi/node/news?filter[status]=1', {
        headers: {
          Authorization: 'Bearer stolen-preview-token',
          Cookie: 'tk=member-token',
          Referer: 'http://site.test/?token=abc',
          Accept: 'application/vnd.api+json',
          'If-None-Match': '"v1"',
          'User-Agent': 'test-browser',
          'X-Forwarded-For': '203.0.113.9',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
        },
      }),
      route(),
    );
    expect(res.status).toBe(200);
    const [request] = seen;
    expect(request.url).toBe('/jsonapi/node/news?filter[status]=1');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.referer).toBeUndefined();
    expect(request.headers.accept).toBe('application/vnd.api+json');
    expect(request.headers['if-none-match']).toBe('"v1"');
    expect(request.headers['user-agent']).toBe('test-browser');
    // the visitor's address as the site's server vouches for it; the host and scheme are the site's own
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(request.headers['x-forwarded-host']).toBe('localhost:3000');
    expect(request.headers['x-forwarded-proto']).toBe('http');
    expect(request.headers['accept-encoding']).toBe('identity');
  });

  it('the preview token only when the site’s server adds it, and its answer then stays private', async () => {
    answer = (_req, res) => json(res, { 'Cache-Control': 'public, max-age=300' });
    const res = await relay(
      browser('/jsonapi/node/news', { headers: { Authorization: 'Bearer browser' } }),
      route({ bearer: 'server-token', private: true }),
    );
    expect(seen[0].headers.authorization).toBe('Bearer server-token');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a POST body as sent, and no body larger than the limit', async () => {
    answer = (_req, res) => json(res);
    const ok = await relay(
      browser('/jsonapi/itc_search', {
        method: 'POST',
        body: '{"keyword":"茶"}',
        headers: { 'Content-Type': 'application/json' },
      }),
      route(),
    );
    expect(ok.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"keyword":"茶"}' });
    expect(seen[0].headers['content-type']).toBe('application/json');

    const big = await relay(
      browser('/jsonapi/itc_search', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) }),
      route(),
    );
    expect(big.status).toBe(413);
    expect(seen).toHaveLength(1);
  });

  it('nothing for a method the path does not answer, or a path that hides a separator', async () => {
    answer = (_req, res) => json(res);
    const put = await relay(browser('/image', { method: 'PUT', body: 'x' }), route({ methods: ['GET', 'HEAD'] }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    for (const path of [
      '/sites/default/files/..%2f..%2fuser%2flogin',
      '/sites/a/%2e%2e%5cx',
      '/sites/a%00.jpg',
      '/sites/%zz',
    ]) {
      expect((await relay(browser(path), route())).status, path).toBe(400);
    }
    expect(seen).toHaveLength(0);
  });
});

describe('what comes back to the browser', () => {
  it('the representation and its caching, never the backend’s cookies or server details', async () => {
    answer = (_req, res) =>
      json(res, {
        'Set-Cookie': 'SESS=backend-session; HttpOnly',
        Server: 'Apache/2.4',
        'X-Powered-By': 'PHP/8.3',
        'X-Drupal-Cache': 'HIT',
        ETag: '"v2"',
        'Cache-Control': 'public, max-age=300',
        Vary: 'Accept',
      });
    const res = await relay(browser('/jsonapi/node/news'), route());
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-drupal-cache')).toBeNull();
    expect(res.headers.get('etag')).toBe('"v2"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('vary')).toBe('Accept');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(await res.text()).toBe('{"data":[]}');
  });

  it('a backend redirect on its own origin as a path on the site', async () => {
    answer = (_req, res) => {
      res.writeHead(301, { Location: `${origin}/sites/default/files/new.jpg` });
      res.end();
    };
    const res = await relay(browser('/sites/default/files/old.jpg'), route({ files: true }));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sites/default/files/new.jpg');
  });

  it('a payment page sending the member back to the site (SITE_URL) as a path on the site', async () => {
    const back = `${new URL(process.env.SITE_URL || 'http://localhost:3000').origin}/en/profile/orders/T1?payResult=success`;
    answer = (_req, res) => {
      res.writeHead(303, { Location: back });
      res.end();
    };
    const res = await relay(
      browser('/jsonapi/damai/maipay/pay/T1/complete', { method: 'POST', body: 'result=success' }),
      route({ forms: true }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/profile/orders/T1?payResult=success');
  });

  it('a backend redirect to another origin is refused, not passed to the browser', async () => {
    for (const location of ['https://evil.example/login', '//evil.example/x', 'javascript:alert(1)']) {
      answer = (_req, res) => {
        res.writeHead(302, { Location: location });
        res.end();
      };
      const res = await relay(browser('/sites/default/files/old.jpg'), route({ files: true }));
      expect(res.status, location).toBe(502);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it.each([
    ['text/html; charset=utf-8', 'attachment'],
    ['image/svg+xml', 'attachment'],
    ['application/octet-stream', 'attachment'],
    ['image/jpeg', null],
    ['video/mp4', null],
    ['application/pdf', null],
  ])('a CMS file of type %s: Content-Disposition %s, always a policy of its own', async (type, disposition) => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': type });
      res.end('<svg onload=alert(1)>');
    };
    const res = await relay(browser('/sites/default/files/upload'), route({ files: true, methods: ['GET', 'HEAD'] }));
    expect(res.headers.get('content-disposition')).toBe(disposition);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // PDFs are shown in the browser's own viewer, which a sandbox stops in Safari and Chrome
    if (type === 'application/pdf') expect(csp).not.toMatch(/(^|; )sandbox/);
    else expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).not.toContain('allow-');
  });

  it('a body as it arrives: the first part reaches the browser before the backend has finished', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'video/mp4' });
      res.write('first part;');
      held.push(res);
    };
    const res = await relay(browser('/sites/default/files/videos/clip.mp4'), route({ files: true }));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first part;');
    held[0].end('second part');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('second part');
  });
});

describe('a slow or missing backend', () => {
  it('answers a JSON:API 504 when the backend does not start answering within the timeout', async () => {
    answer = (_req, res) => held.push(res);
    const res = await relay(browser('/jsonapi/node/news'), route({ timeoutMs: 300 }));
    expect(res.status).toBe(504);
    expect(res.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { errors: { status: string; title: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '504', title: 'Gateway Timeout' });
  });

  it('ends a body the backend stops sending for longer than the timeout', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.write('partial');
      held.push(res);
    };
    const res = await relay(browser('/sites/default/files/big.jpg'), route({ files: true, timeoutMs: 300 }));
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('answers a 504 when a small body the site reads whole stops arriving', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.api+json', 'Content-Length': '100' });
      res.write('{"data":');
      held.push(res);
    };
    const res = await relay(browser('/jsonapi/node/news'), route({ timeoutMs: 300 }));
    expect(res.status).toBe(504);
  });

  it('answers a JSON:API 502 when the backend cannot be reached', async () => {
    const res = await relay(browser('/image?url=x'), route({ backendOrigin: 'http://127.0.0.1:9', methods: ['GET'] }));
    expect(res.status).toBe(502);
    expect(((await res.json()) as { errors: { status: string }[] }).errors[0].status).toBe('502');
  });
});

describe('the routes of the site’s origin', () => {
  const saved = { ...process.env };
  beforeAll(() => {
    Object.assign(process.env, {
      CMS_URL: origin,
      SITE_URL: 'http://localhost:3000',
      PREVIEW_SECRET: 'preview-link-secret',
      REVALIDATE_SECRET: 'revalidate-secret',
      CMS_PREVIEW_TOKEN: 'backend-draft-token',
      SESSION_SECRET: 'session-secret-of-32-characters-or-more',
    });
    vi.resetModules();
  });
  afterAll(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it('no path passes a browser’s Authorization; of the ticketing API only the payment page is relayed; /en has no ticketing API', async () => {
    const { relayJsonApi, relayEnglishJsonApi } = await import('@/lib/backend-routes/routes');
    answer = (_req, res) => json(res);
    const auth = { headers: { Authorization: 'Bearer backend-draft-token' } };
    await relayJsonApi(browser('/jsonapi/node/news', auth));
    await relayEnglishJsonApi(browser('/en/jsonapi/node/news', auth));
    await relayJsonApi(browser('/jsonapi/damai/maipay/pay/TK1', auth));
    expect(seen.map((s) => [s.url, s.headers.authorization ?? null])).toEqual([
      ['/jsonapi/node/news', null],
      ['/en/jsonapi/node/news', null],
      ['/jsonapi/damai/maipay/pay/TK1', null],
    ]);
    for (const path of [
      '/jsonapi/damai/api/user/info',
      '/jsonapi/%64amai/api/user/info',
      '/jsonapi/DAMAI/api/user/login',
    ])
      expect((await relayJsonApi(browser(path, auth))).status, path).toBe(404);
    expect((await relayEnglishJsonApi(browser('/en/jsonapi/damai/api/user/info'))).status).toBe(404);
    expect(seen).toHaveLength(3);
  });

  it('in Draft Mode the preview token goes with content reads only, never with a POST', async () => {
    vi.doMock('@/lib/cms/preview', () => ({ isPreview: async () => true }));
    vi.resetModules();
    const { relayJsonApi } = await import('@/lib/backend-routes/routes');
    answer = (_req, res) => json(res);
    await relayJsonApi(browser('/jsonapi/node/news'));
    await relayJsonApi(browser('/jsonapi/node/news', { method: 'HEAD' }));
    await relayJsonApi(browser('/jsonapi/itc_search', { method: 'POST', body: '{"keyword":"x"}' }));
    await relayJsonApi(browser('/jsonapi/damai/maipay/pay/TK1'));
    expect(seen.map((r) => [r.method, r.headers.authorization ?? null])).toEqual([
      ['GET', 'Bearer backend-draft-token'],
      ['HEAD', 'Bearer backend-draft-token'],
      ['POST', null],
      ['GET', null],
    ]);
    vi.doUnmock('@/lib/cms/preview');
    vi.resetModules();
  });

  it('/image resizes only the CMS’s own files, with the operations and widths the site uses', async () => {
    const { relayImage } = await import('@/lib/backend-routes/routes');
    const { default: loader } = await import('@/lib/images/loader');
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/webp' });
      res.end('img');
    };
    const site = [
      loader({ src: '/sites/default/files/poster.jpg#crop=282x362', width: 384 }),
      loader({ src: '/sites/default/files/hero.jpg', width: 1920 }),
      loader({ src: `${origin}/sites/default/files/abs.jpg`, width: 640 }),
      '/image?op=scale_and_crop&url=%2Fsites%2Fdefault%2Ffiles%2Fnews.jpg&width=1584&height=891',
    ];
    for (const path of site) expect((await relayImage(browser(path))).status, path).toBe(200);
    const refused = [
      '/image?op=scale&url=http://169.254.169.254/latest/meta-data/&width=640',
      '/image?op=scale&url=https://evil.example/sites/x.jpg&width=640',
      '/image?op=scale&url=//evil.example/sites/x.jpg&width=640',
      '/image?op=scale&url=/user/login&width=640',
      '/image?op=scale&url=/sites/../user/login&width=640',
      '/image?op=scale&url=/sites/x.jpg&width=641',
      '/image?op=scale&url=/sites/x.jpg&width=640&height=5000',
      '/image?op=crop&url=/sites/x.jpg&width=640&height=100',
      '/image?op=scale_and_crop&url=/sites/x.jpg&width=640',
      '/image?op=scale&url=/sites/x.jpg&width=640&cachebust=1',
      '/image?op=scale&url=/sites/x.jpg&width=640&width=750',
      '/image?op=scale&url=/sites/x.jpg%3Fa%3D1&width=640',
    ];
    for (const path of refused) expect((await relayImage(browser(path))).status, path).toBe(404);
    expect(seen).toHaveLength(site.length);
  });
});

describe('Draft Mode reads with a Simple OAuth consumer', () => {
  const saved = { ...process.env };
  const SECRET = 'consumer-secret-123';
  let issued = 0;
  /** the tokens the backend no longer takes (expired, revoked) */
  const refused = new Set<string>();
  /** how the token endpoint answers; by default a new token */
  let tokenAnswer: ((res: http.ServerResponse) => void) | null = null;

  const drupal = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/oauth/token') {
      if (tokenAnswer) return tokenAnswer(res);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ token_type: 'Bearer', expires_in: 300, access_token: `token-${++issued}` }));
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer && refused.has(bearer)) {
      res.writeHead(401, { 'Content-Type': 'application/vnd.api+json' });
      return res.end('{"errors":[{"status":"401","title":"Unauthorized"}]}');
    }
    json(res);
  };

  async function routes(clientSecret = SECRET) {
    process.env = { ...saved };
    delete process.env.CMS_PREVIEW_TOKEN;
    Object.assign(process.env, {
      CMS_URL: origin,
      SITE_URL: 'http://localhost:3000',
      PREVIEW_SECRET: 'preview-link-secret',
      REVALIDATE_SECRET: 'revalidate-secret',
      CMS_CLIENT_ID: 'theatre-site',
      CMS_CLIENT_SECRET: clientSecret,
      SESSION_SECRET: 'session-secret-of-32-characters-or-more',
    });
    vi.doMock('@/lib/cms/preview', () => ({ isPreview: async () => true }));
    vi.resetModules();
    return import('@/lib/backend-routes/routes');
  }
  afterAll(() => {
    process.env = { ...saved };
    vi.doUnmock('@/lib/cms/preview');
    vi.resetModules();
  });

  it('send reads one token fetched once for all, with the client in Basic auth; never a POST', async () => {
    const { relayJsonApi, relayEnglishJsonApi } = await routes();
    answer = drupal;
    const answers = await Promise.all([
      relayJsonApi(browser('/jsonapi/node/news')),
      relayEnglishJsonApi(browser('/en/jsonapi/node/news')),
      relayJsonApi(browser('/jsonapi/node/page', { method: 'HEAD' })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await relayJsonApi(browser('/jsonapi/itc_search', { method: 'POST', body: '{"keyword":"x"}' }));
    const tokenRequests = seen.filter((s) => s.url === '/oauth/token');
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0].headers.authorization).toBe(
      `Basic ${Buffer.from(`theatre-site:${SECRET}`).toString('base64')}`,
    );
    expect(tokenRequests[0].body).toBe('grant_type=client_credentials');
    const reads = seen.filter((s) => s.url !== '/oauth/token');
    expect(reads.map((s) => `${s.method} ${s.headers.authorization ?? '-'}`).sort()).toEqual([
      'GET Bearer token-1',
      'GET Bearer token-1',
      'HEAD Bearer token-1',
      'POST -',
    ]);
  });

  it('send a read Drupal refuses (401) once more with a new token', async () => {
    const { relayJsonApi } = await routes();
    answer = drupal;
    refused.add('token-1');
    const res = await relayJsonApi(browser('/jsonapi/node/news'));
    expect(res.status).toBe(200);
    expect(seen.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['/jsonapi/node/news', 'Bearer token-1'],
      ['/oauth/token', expect.stringMatching(/^Basic /)],
      ['/jsonapi/node/news', 'Bearer token-2'],
    ]);
  });

  it('answer a JSON:API 502 when the token endpoint refuses the consumer, without its secret', async () => {
    const { relayJsonApi } = await routes('another-consumer-secret');
    tokenAnswer = (res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'Client authentication failed' }));
    };
    answer = drupal;
    try {
      const res = await relayJsonApi(browser('/jsonapi/node/news'));
      expect(res.status).toBe(502);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(JSON.parse(text).errors[0].status).toBe('502');
      expect(text).not.toContain('another-consumer-secret');
      expect(seen.map((s) => s.url)).toEqual(['/oauth/token']);
    } finally {
      tokenAnswer = null;
    }
  });
});

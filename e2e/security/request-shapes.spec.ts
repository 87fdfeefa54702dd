import { expect, test } from '../fixtures';
import { baseURL } from '../../playwright.config';
import { rawGet } from './raw-http';

/**
 * Requests a browser never sends but anyone can: raw dot segments and methods the Fetch standard
 * forbids. Each gets an answer the client can act on (a redirect to the path a browser would have
 * asked for, or a 4xx), never a 5xx. Sent byte for byte (raw-http.ts). The hostile-path flood
 * (stress-hostile-paths.spec.ts) mixes the same dot segments into 1,200 other shapes.
 */

test('raw dot segments are sent to the resolved path, on pages, member pages, route handlers and the backend proxy @desktop-only', async () => {
  for (const [target, resolved] of [
    ['/a/.x/..', '/a'],
    ['/en/.x/.', '/en/.x'],
    ['/fr/-1/.env/..?page=-1', '/fr/-1?page=-1'],
    ['/news/.x/..', '/news'],
    ['/en/news/.x/../', '/en/news'],
    ['/login/.x/..', '/login'],
    ['/en/profile/.x/..', '/en/profile'],
    ['/api/health/.x/..', '/api/health'],
    ['/_next/.x/..', '/_next'],
    ['/jsonapi/node/.x/../news', '/jsonapi/node/news'],
    ['/sites/default/files/.x/..', '/sites/default/files'],
    ['/..//evil.example/x', '/evil.example/x'],
  ]) {
    const res = await rawGet(baseURL, target);
    expect(res.status, `${target}: ${res.body ?? res.error ?? ''}`).toBe(308);
    expect(res.location, target).toBe(resolved);
  }
});

test('TRACE is refused with 405 everywhere, member pages and route handlers included @desktop-only', async () => {
  for (const path of [
    '/',
    '/en/news',
    '/login',
    '/en/profile/orders',
    '/cart',
    '/checkout',
    '/api/health',
    '/api/draft',
    '/api/revalidate',
    '/jsonapi/node/news',
    '/jsonapi/damai/api/user/info',
    '/image',
    '/sites/default/files/default/share-image.jpg',
  ]) {
    const res = await rawGet(baseURL, path, 30_000, 'TRACE');
    expect(res.status, `${path}: ${res.body ?? res.error ?? ''}`).toBe(405);
  }
});

// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { staticContentSecurityPolicy } from '@/lib/platform/security/headers';
import { installHttpGuard, resolvedTarget } from '@/lib/platform/security/http-guard';
import { BYPASS_COOKIE, DRAFT_COOKIE, sealDraft } from '@/lib/preview/draft-cookie';
import { editorsDraftsInTheGuard } from '@/lib/preview/draft-frame';
import { nodeServerForFile } from './support/node-server';

/**
 * The HTTP guard on a real Node server whose handler answers the way Next does in the cases that
 * went wrong: a page's redirect() with Location set and then appended again, and its cache header.
 */
const CMS = 'http://127.0.0.1:4010';
const contentPolicy = staticContentSecurityPolicy({ cmsOrigin: CMS });
const reached: string[] = [];
const site = nodeServerForFile(
  () => installHttpGuard(editorsDraftsInTheGuard),
  (req, res) => {
    reached.push(`${req.method} ${req.url}`);
    if (req.url === '/maintenance-redirect') {
      res.statusCode = 307;
      res.setHeader('Location', '/en/maintenance');
      res.appendHeader('Location', '/en/maintenance');
      res.setHeader('Cache-Control', 's-maxage=1, stale-while-revalidate=299');
      res.end();
      return;
    }
    if (req.url === '/own-frame-policy') res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (req.url === '/page' || req.url === '/cached-page') {
      res.setHeader('Content-Security-Policy', contentPolicy);
      // Next's Draft Mode answers are never stored; a page from the cache is public
      res.setHeader(
        'Cache-Control',
        req.url === '/page' ? 'private, no-cache, no-store, max-age=0' : 's-maxage=900, stale-while-revalidate',
      );
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('page');
  },
);

/** One request with the target sent as written (fetch would resolve dot segments first). */
function raw(method: string, target: string): Promise<{ status: number; headers: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site.origin}${target}`, { method, path: target, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function header(headers: string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() === name) values.push(headers[i + 1]);
  return values;
}

describe('the HTTP guard', () => {
  it('gives every response the base security headers, and leaves a header a response set itself', async () => {
    const page = await raw('GET', '/news');
    expect(page.status).toBe(200);
    expect(header(page.headers, 'strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
    expect(header(page.headers, 'x-content-type-options')).toEqual(['nosniff']);
    expect(header(page.headers, 'referrer-policy')).toEqual(['strict-origin']);
    expect(header(page.headers, 'x-frame-options')).toEqual(['DENY']);
    const own = await raw('GET', '/own-frame-policy');
    expect(header(own.headers, 'x-frame-options')).toEqual(['SAMEORIGIN']);
  });

  it('answers TRACE, TRACK and CONNECT-like methods 405 before the application sees them', async () => {
    const before = reached.length;
    for (const path of ['/login', '/api/calendar', '/']) {
      const res = await raw('TRACE', path);
      expect(res.status, path).toBe(405);
      expect(header(res.headers, 'allow'), path).toEqual(['GET, HEAD, POST, OPTIONS']);
      expect(header(res.headers, 'x-frame-options'), path).toEqual(['DENY']);
    }
    expect(reached.length).toBe(before);
  });

  it('sends raw dot segments to the path a browser would have asked for', async () => {
    for (const [target, location] of [
      ['/a/.x/..', '/a'],
      ['/en/.x/.', '/en/.x'],
      ['/fr/-1/.env/..?page=-1', '/fr/-1?page=-1'],
      ['/news/%2e%2e/en/%2E', '/en'],
      ['/..', '/'],
    ]) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(308);
      expect(header(res.headers, 'location'), target).toEqual([location]);
      expect(header(res.headers, 'strict-transport-security'), target).toHaveLength(1);
    }
  });

  it('never turns a dot segment into a redirect to another host', async () => {
    for (const target of ['/..//evil.example/x', '/a/../..//evil.example', '/%2e%2e//evil.example']) {
      const [location] = header((await raw('GET', target)).headers, 'location');
      expect(location, target).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'http://site.test').host, target).toBe('site.test');
    }
  });

  it('leaves paths without dot segments to the application', () => {
    for (const target of ['/news', '/news/.well-known-ish', '/a/..b/c', '/a/b.', '/image?url=/a/../b', '/en/x%2e/y']) {
      expect(resolvedTarget(target), target).toBeNull();
    }
  });

  it("sends a page redirect's Location once, and never lets a cache keep a temporary redirect", async () => {
    const res = await raw('GET', '/maintenance-redirect');
    expect(res.status).toBe(307);
    expect(header(res.headers, 'location')).toEqual(['/en/maintenance']);
    expect(header(res.headers, 'cache-control')).toEqual(['no-store']);
  });
});

describe("the HTTP guard, for an editor's preview (the CMS's iframe)", () => {
  const draftCookie = () => `${BYPASS_COOKIE}=on; ${DRAFT_COOKIE}=${sealDraft({ revision: null })}`;
  const framing = async (path: string, cookie?: string) => {
    const answer = await fetch(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} });
    const csp = answer.headers.get('content-security-policy') ?? '';
    return { ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1], xfo: answer.headers.get('x-frame-options'), csp };
  };
  const withoutAncestors = (policy: string) => policy.replace(/frame-ancestors [^;]*/, '');

  it('lets the CMS origin, and it alone, frame a page rendered for an editor in Draft Mode, with no X-Frame-Options', async () => {
    const draft = await framing('/page', draftCookie());
    expect(draft.ancestors).toBe(CMS);
    expect(draft.xfo).toBeNull();
    expect(withoutAncestors(draft.csp)).toBe(withoutAncestors(contentPolicy));
  });

  it('lets nobody frame any other page: without a preview, with a forged or half one, or one from the cache', async () => {
    for (const cookie of [
      undefined,
      `${BYPASS_COOKIE}=on`,
      `${BYPASS_COOKIE}=on; ${DRAFT_COOKIE}=forged`,
      `${DRAFT_COOKIE}=${sealDraft({ revision: null })}`,
    ]) {
      expect(await framing('/page', cookie), String(cookie)).toMatchObject({ ancestors: "'none'", xfo: 'DENY' });
    }
    expect(await framing('/cached-page', draftCookie())).toMatchObject({ ancestors: "'none'", xfo: 'DENY' });
  });
});

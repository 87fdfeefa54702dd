// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { afterLoginPath } from '@/lib/url/after-login';
import { safeLocalPath, safeReturnPath } from '@/lib/url/local-path';

// the exit route's cookie writes, recorded (it clears Draft Mode's cookie and the site's own)
const cleared: { name: string; expires?: Date }[] = [];
vi.mock('next/headers', () => ({
  draftMode: async () => ({ disable: () => undefined }),
  cookies: async () => ({ set: (cookie: { name: string; expires?: Date }) => cleared.push(cookie) }),
}));

/**
 * Every shape an open redirect takes (issue 22): each must be refused, whatever it normalises to.
 * The same corpus is fed to the draft-exit route and to the login page in a browser
 * (e2e/security/open-redirect.spec.ts).
 */
export const HOSTILE_TARGETS = [
  '//evil.example/x',
  '/.//evil.example/x',
  '/a/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/./%2e%2e//evil.example/x',
  '/\\evil.example/x',
  '/%5cevil.example/x',
  '/%5Cevil.example/x',
  '/%2f%2fevil.example/x',
  '/%252f%252fevil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/%09/evil.example/x',
  '/%0a/evil.example/x',
  '\t//evil.example/x',
  'https://evil.example/x',
  'HTTPS://evil.example/x',
  'http:evil.example',
  '///evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '%2F%2Fevil.example',
  'evil.example',
  '',
  `/${'a'.repeat(3000)}`,
];

describe('the safe return path', () => {
  it('refuses every open-redirect shape of the corpus', () => {
    for (const target of HOSTILE_TARGETS) expect(safeReturnPath(target), JSON.stringify(target)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('keeps paths of this site with their query and fragment, normalised', () => {
    expect(safeReturnPath('/en/profile/orders?x=1#top')).toBe('/en/profile/orders?x=1#top');
    expect(safeReturnPath('/cart')).toBe('/cart');
    expect(safeReturnPath('/news/a/../b')).toBe('/news/b');
    expect(safeReturnPath('/search?q=100%25')).toBe('/search?q=100%25');
    expect(safeReturnPath('/login?returnTo=%2Fcart')).toBe('/login?returnTo=%2Fcart');
    expect(safeReturnPath('/新闻')).toBe('/%E6%96%B0%E9%97%BB');
  });

  it('never returns something that is not itself safe', () => {
    for (const target of [...HOSTILE_TARGETS, '/x/../y', '/a//b', '/%2e/x']) {
      const path = safeReturnPath(target);
      if (path !== null) expect(safeReturnPath(path)).toBe(path);
    }
  });

  it('gives the path alone for content links, and the home page after login when refused', () => {
    expect(safeLocalPath('/en/news/x?page=2')).toBe('/en/news/x');
    expect(safeLocalPath('/.//evil.example')).toBeNull();
    for (const target of HOSTILE_TARGETS) {
      expect(afterLoginPath(target, 'en')).toBe('/en');
      expect(afterLoginPath(target, 'zh-hans')).toBe('/');
    }
    expect(afterLoginPath('/en/profile/coupons', 'en')).toBe('/en/profile/coupons');
  });
});

describe('the draft exit', () => {
  it('sends the editor back to a page of this site only', async () => {
    const { GET } = await import('@/app/api/draft/exit/route');
    for (const target of HOSTILE_TARGETS) {
      const res = await GET(new Request(`http://site.test/api/draft/exit?locale=en&to=${encodeURIComponent(target)}`));
      expect(res.status).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(target)).toBe('/en');
    }
    const back = await GET(new Request('http://site.test/api/draft/exit?to=%2Fabout%3Ftab%3Djobs'));
    expect(back.headers.get('location')).toBe('/about?tab=jobs');
    expect(cleared.slice(-2).map((c) => [c.name, c.expires?.getTime()])).toEqual([
      ['__prerender_bypass', 0],
      ['theatre_draft', 0],
    ]);
  });

  it("reads the banner's form, at most 4 KiB of it", async () => {
    const { POST } = await import('@/app/api/draft/exit/route');
    const form = (body: string) =>
      POST(
        new Request('http://site.test/api/draft/exit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
    expect((await form('locale=en&to=%2Fen%2Fnews%2Fx')).headers.get('location')).toBe('/en/news/x');
    const huge = await form(`locale=en&to=%2Fen%2Fnews%2Fx&pad=${'x'.repeat(8 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.headers.get('location')).toBeNull();
  });
});

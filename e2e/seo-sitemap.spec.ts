import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { sandboxURL } from './support';

/** Every published node of a bundle in a language, straight from the content API (paging past 50). */
async function publishedAliases(
  request: import('@playwright/test').APIRequestContext,
  locale: 'zh-hans' | 'en',
  bundle: string,
) {
  const prefix = locale === 'en' ? '/en' : '';
  const aliases: string[] = [];
  let next: string | null =
    `${sandboxURL}${prefix}/jsonapi/node/${bundle}?filter[status]=1&filter[langcode]=${locale}&page[limit]=50`;
  while (next) {
    const body = (await (await request.get(next)).json()) as {
      data: { attributes: { langcode: string; path: { alias: string | null } } }[];
      links: { next?: { href: string } };
    };
    for (const n of body.data)
      if (n.attributes.langcode === locale && n.attributes.path.alias) aliases.push(n.attributes.path.alias);
    next = body.links.next?.href ?? null;
  }
  return aliases;
}

test.describe('sitemap and robots @desktop-only', () => {
  test('robots.txt allows the site, keeps member pages out and points at the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.ok()).toBeTruthy();
    const text = await res.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/profile', '/cart', '/checkout', '/en/profile', '/en/cart', '/en/checkout'])
      expect(text).toContain(`Disallow: ${path}`);
  });

  test('sitemap.xml lists every published page in both languages with hreflang alternates', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.ok()).toBeTruthy();
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/', '/en', '/news', '/en/news', '/events', '/en/events'])
      expect(locs).toContain(`${baseURL}${path === '/' ? '/' : path}`);
    // every published news item and show, in each language it exists in (more than 50 in all)
    let expected = 0;
    for (const locale of ['zh-hans', 'en'] as const) {
      for (const bundle of ['news', 'project', 'art_education', 'education']) {
        for (const alias of await publishedAliases(request, locale, bundle)) {
          expect(locs).toContain(`${baseURL}${locale === 'en' ? '/en' : ''}${alias}`);
          expected++;
        }
      }
    }
    expect(expected).toBeGreaterThan(50);
    // an unpublished page is not listed; a Chinese-only item has no English entry
    expect(locs).not.toContain(`${baseURL}/summer-preview`);
    expect(locs).toContain(`${baseURL}/news/big-band-auditions`);
    expect(locs).not.toContain(`${baseURL}/en/news/big-band-auditions`);
    // alternates name each language's own alias
    const about = xml.slice(xml.indexOf(`<loc>${baseURL}/en/about-us</loc>`));
    const entry = about.slice(0, about.indexOf('</url>'));
    expect(entry).toContain(`hreflang="zh-Hans" href="${baseURL}/guanyu-women"`);
    expect(entry).toContain(`hreflang="en" href="${baseURL}/en/about-us"`);
    expect(entry).toContain(`hreflang="x-default" href="${baseURL}/guanyu-women"`);
  });
});

test.describe('caching made visible @desktop-only', () => {
  // Member pages are one static shell for everyone (the member's data loads in the browser), but no
  // shared or browser cache may keep them.
  test('a content page is served from the cache; member pages are private and never cached', async ({ request }) => {
    await request.get('/en/about-us');
    const cached = await request.get('/en/about-us');
    expect(cached.status()).toBe(200);
    // from the cache: fresh, or past its life and served while it is made again (stale-while-revalidate)
    expect(['HIT', 'STALE']).toContain(cached.headers()['x-nextjs-cache']);
    expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(cached.headers()['cache-control']).not.toContain('private');
    for (const path of ['/en/login', '/profile/orders']) {
      const member = await request.get(path);
      expect(member.headers()['cache-control'], path).toContain('private');
      expect(member.headers()['cache-control'], path).toContain('no-store');
      expect(member.headers()['x-robots-tag'], path).toContain('noindex');
    }
  });
});

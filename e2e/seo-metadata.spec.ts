import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { jsonLdOf } from './seo-schema';
import { crawl, firstNode, sandboxURL, sitePath } from './support';

/**
 * What a crawler reads: the server-rendered HTML (JavaScript off) of one page of every content
 * type in both languages, with the node's metatags, a canonical URL and hreflang alternates that
 * use each language's own alias, and valid schema.org JSON-LD.
 */
test.use({ javaScriptEnabled: false });

type Locale = 'zh-hans' | 'en';
const other = (l: Locale): Locale => (l === 'en' ? 'zh-hans' : 'en');
const prefix = (l: Locale) => (l === 'en' ? '/en' : '');
/** Absolute URLs compared as URLs (`http://host` and `http://host/` are the same page). */
const url = (l: Locale, alias: string) => new URL(`${baseURL}${sitePath(l, alias)}`).href;
const attr = async (page: Page, selector: string, name: string) => {
  const value = await page.locator(selector).first().getAttribute(name);
  return value && /^https?:\/\//.test(value) ? new URL(value).href : value;
};

const bundles: { bundle: string; filter?: string; jsonLd: string[] }[] = [
  { bundle: 'homepage', jsonLd: ['PerformingArtsTheater'] },
  { bundle: 'news', jsonLd: ['NewsArticle', 'BreadcrumbList'] },
  { bundle: 'art_education', jsonLd: ['BreadcrumbList'] },
  { bundle: 'art_education_landing', jsonLd: ['BreadcrumbList'] },
  { bundle: 'project', jsonLd: ['Event', 'Offer'] },
  { bundle: 'festival_project', jsonLd: ['Event', 'Offer'] },
  { bundle: 'festival', jsonLd: [] },
  { bundle: 'about_us', jsonLd: [] },
  { bundle: 'facilities', jsonLd: [] },
  { bundle: 'sponsor', jsonLd: [] },
  { bundle: 'education', jsonLd: [] },
  { bundle: 'landing_page', filter: '&filter[field_landing_type]=centers', jsonLd: ['BreadcrumbList'] },
];

type Node = { uuid: string; alias: string; otherAlias: string | null };

async function nodeOf(request: APIRequestContext, locale: Locale, bundle: string, filter = ''): Promise<Node> {
  if (bundle === 'homepage') {
    const home = await (await request.get(`${sandboxURL}${prefix(locale)}/jsonapi/node/homepage/${locale}`)).json();
    return { uuid: home.data.id, alias: '/', otherAlias: '/' };
  }
  const node = await firstNode(request, locale, bundle, filter);
  const there = other(locale);
  const res = await request.get(
    `${sandboxURL}${prefix(there)}/jsonapi/node/${bundle}/${node.uuid}?fields[node--${bundle}]=path,langcode`,
  );
  const body = res.ok() ? await res.json() : null;
  const otherAlias = body && body.data.attributes.langcode === there ? body.data.attributes.path.alias : null;
  return { uuid: node.uuid, alias: node.alias, otherAlias };
}

/** The backend's metatags of the node, by name. */
async function metatagsOf(request: APIRequestContext, locale: Locale, uuid: string) {
  const res = await request.get(
    `${sandboxURL}${prefix(locale)}/jsonapi/metatag?entity_type=node&id=${uuid}&langcode=${locale}`,
  );
  expect(res.ok()).toBeTruthy();
  const tags = (await res.json()) as { tag: string; attributes: Record<string, string> }[];
  return Object.fromEntries(
    tags.map((t) => [
      t.attributes.name ?? t.attributes.property ?? t.attributes.rel,
      t.attributes.content ?? t.attributes.href,
    ]),
  );
}

for (const locale of ['zh-hans', 'en'] as const) {
  test.describe(`metatags, canonical, hreflang and JSON-LD (${locale}) @desktop-only`, () => {
    for (const { bundle, filter, jsonLd } of bundles) {
      test(bundle, async ({ page, request }) => {
        const node = await nodeOf(request, locale, bundle, filter);
        const tags = await metatagsOf(request, locale, node.uuid);
        const response = await crawl(page, request, sitePath(locale, node.alias));
        expect(response.status()).toBe(200);

        // the node's metatags, on the site's own origin
        await expect(page).toHaveTitle(tags.title);
        expect(await attr(page, 'meta[name="description"]', 'content')).toBe(tags.description);
        expect(await attr(page, 'meta[property="og:title"]', 'content')).toBe(tags['og:title']);
        expect(await attr(page, 'meta[property="og:description"]', 'content')).toBe(tags['og:description']);
        expect(await attr(page, 'meta[property="og:url"]', 'content')).toBe(url(locale, node.alias));
        expect(await attr(page, 'meta[property="og:image"]', 'content')).toMatch(
          new RegExp(`^${baseURL}/image\\?op=scale_and_crop&`),
        );
        expect(await attr(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
        expect(await attr(page, 'meta[name="twitter:image"]', 'content')).toMatch(new RegExp(`^${baseURL}/image\\?`));
        // the image the crawler is given is served
        const image = await request.get((await attr(page, 'meta[property="og:image"]', 'content'))!);
        expect(image.headers()['content-type']).toMatch(/^image\//);

        // canonical and hreflang: each language's own alias, x-default the Chinese page
        expect(await attr(page, 'link[rel="canonical"]', 'href')).toBe(url(locale, node.alias));
        const hreflang = async (lang: string) => attr(page, `link[rel="alternate"][hreflang="${lang}"]`, 'href');
        const own = locale === 'en' ? 'en' : 'zh-Hans';
        expect(await hreflang(own)).toBe(url(locale, node.alias));
        if (node.otherAlias) {
          expect(await hreflang(locale === 'en' ? 'zh-Hans' : 'en')).toBe(url(other(locale), node.otherAlias));
          expect(await hreflang('x-default')).toBe(
            locale === 'en' ? url('zh-hans', node.otherAlias) : url(locale, node.alias),
          );
        }

        // structured data, as a crawler parses it
        const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
        const { types, objects } = jsonLdOf(scripts);
        for (const type of jsonLd) expect(types, `${bundle} has ${type}`).toContain(type);
        if (jsonLd.length === 0) expect(types).toEqual([]);
        if (bundle === 'project' || bundle === 'festival_project') {
          for (const event of objects.filter((o) => o['@type'] === 'Event')) {
            expect(event.url).toBe(url(locale, node.alias));
            expect(Date.parse(String(event.startDate))).toBeGreaterThan(Date.now() - 60_000);
          }
        }
        if (bundle === 'news') {
          const article = objects.find((o) => o['@type'] === 'NewsArticle')!;
          expect(article.mainEntityOfPage).toMatchObject({ '@id': url(locale, node.alias) });
        }
      });
    }
  });
}

test.describe('fixed routes @desktop-only', () => {
  test('have their own titles in both languages, with canonical and hreflang', async ({ page, request }) => {
    const expected = {
      'zh-hans': { '/news': '新闻', '/benefits': null, '/events': null, '/education': null },
      en: { '/news': 'News' },
    } as const;
    for (const locale of ['zh-hans', 'en'] as const) {
      const titles = new Set<string>();
      for (const path of ['/news', '/benefits', '/events', '/education']) {
        await crawl(page, request, sitePath(locale, path));
        const title = await page.title();
        titles.add(title);
        expect(title).toMatch(locale === 'en' ? / \| Harbour Bay Grand Theatre$/ : / \| 海湾大剧院$/);
        const known = (expected[locale] as Record<string, string | null>)[path];
        if (known) expect(title.startsWith(`${known} |`)).toBe(true);
        expect(await attr(page, 'link[rel="canonical"]', 'href')).toBe(url(locale, path));
        expect(await attr(page, 'link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(url('zh-hans', path));
      }
      expect(titles.size).toBe(4);
    }
  });

  test("a show's other addresses name its page as canonical", async ({ page, request }) => {
    for (const locale of ['zh-hans', 'en'] as const) {
      const show = await firstNode(request, locale, 'project');
      const token = (
        await (await request.get(`${sandboxURL}${prefix(locale)}/jsonapi/node/project/${show.uuid}`)).json()
      ).data.attributes.field_project_id as string;
      for (const path of [`/events/show/${show.uuid}`, `/project/${token}`]) {
        expect((await crawl(page, request, sitePath(locale, path))).status()).toBe(200);
        expect(await attr(page, 'link[rel="canonical"]', 'href')).toBe(url(locale, show.alias));
        await expect(page).toHaveTitle(new RegExp(`^${show.title}`));
      }
    }
  });

  test('member pages and search are not indexed', async ({ page, request }) => {
    for (const path of ['/login', '/en/login', '/search', '/en/search']) {
      const response = await crawl(page, request, path);
      const robots = (await attr(page, 'meta[name="robots"]', 'content')) ?? response.headers()['x-robots-tag'] ?? '';
      expect(robots, path).toContain('noindex');
    }
  });
});

test.describe("the site's own files @desktop-only", () => {
  test("the theatre's logo and default share image in structured data and metatags, and the default banner, are served by the site", async ({
    page,
    request,
  }) => {
    await crawl(page, request, '/en');
    const { objects } = jsonLdOf(await page.locator('script[type="application/ld+json"]').allTextContents());
    const theatre = objects.find((o) => o['@type'] === 'PerformingArtsTheater')!;
    expect(theatre).toMatchObject({
      name: 'Harbour Bay Grand Theatre',
      logo: `${baseURL}/static/brand/logo.png`,
      image: `${baseURL}/static/brand/share.jpg`,
      telephone: '400-820-2026',
    });
    for (const file of [theatre.logo, theatre.image] as string[]) {
      const answer = await request.get(file);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()['content-type'], file).toMatch(/^image\/(png|jpeg)$/);
    }
    // pages without a banner of their own show the site's default banner (the news landing, the sponsor page)
    for (const path of ['/news', '/en/sponsorship']) {
      await crawl(page, request, path);
      const banner = page.locator('img[src^="/static/brand/banner.jpg"]').first();
      await expect(banner, path).toBeAttached();
      expect((await request.get((await banner.getAttribute('src'))!)).status(), path).toBe(200);
    }
  });
});

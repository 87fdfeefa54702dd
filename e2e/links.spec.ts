import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstNode, sitePath } from './support';

/**
 * No dead links inside the site: every same-origin link on the pages most visitors open (menus,
 * footer, adverts, teasers, recommendations) answers without an error, in both languages. A link
 * field holding another language's path (the Chinese footer's 'Jobs' pointed at /about-us, the
 * English alias) answered 404 while looking right.
 */
const pages: {
  what: string;
  path: (locale: 'zh-hans' | 'en', request: APIRequestContext) => Promise<string> | string;
}[] = [
  { what: 'home', path: () => '/' },
  { what: 'news landing', path: () => '/news' },
  { what: 'news article', path: async (l, r) => (await firstNode(r, l, 'news')).alias },
  { what: 'show page', path: async (l, r) => (await firstNode(r, l, 'project')).alias },
  { what: 'festival', path: async (l, r) => (await firstNode(r, l, 'festival')).alias },
];

// Member pages answer for a guest too, but are not what this checks; files are checked elsewhere.
const skip = /^\/(?:en\/)?(?:login|register|forgotpassword|profile|cart|checkout)(?:[/?]|$)|^\/(?:sites|image)[/?]/;

for (const locale of ['zh-hans', 'en'] as const) {
  test(`every link inside the site answers (${locale}) @desktop-only`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const links = new Map<string, string>();
    for (const { what, path } of pages) {
      await page.goto(sitePath(locale, await path(locale, request)));
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs)
        if (!skip.test(href) && !links.has(href.split('#')[0])) links.set(href.split('#')[0], what);
    }
    expect(links.size).toBeGreaterThan(20);
    const dead: string[] = [];
    for (const [href, from] of links) {
      const response = await request.get(href, { maxRedirects: 5 });
      if (response.status() >= 400) dead.push(`${response.status()} ${href} (on the ${from})`);
    }
    expect(dead).toEqual([]);
  });
}

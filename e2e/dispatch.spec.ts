import { expect, test } from './fixtures';
import { crawl, firstNode, sitePath } from './support';

/** Every content type of the routing principle resolves through its alias to its page. */
const types = [
  'news',
  'art_education',
  'art_education_landing',
  'project',
  'about_us',
  'facilities',
  'sponsor',
  'education',
  'festival',
  'festival_project',
] as const;

for (const locale of ['zh-hans', 'en'] as const) {
  test.describe(`alias dispatch (${locale})`, () => {
    // Which page an alias resolves to is in the server's HTML: each type's page is read as the
    // server sends it (no styles, scripts or images loaded, no start-up calls), as seo-metadata.spec.ts
    // reads it. What the client does on these pages is other specs' (hydration, a11y, shell).
    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      for (const type of types) {
        test(`${type} renders its page`, async ({ page, request }) => {
          const node = await firstNode(request, locale, type);
          const response = await crawl(page, request, sitePath(locale, node.alias));
          expect(response.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-Hans');
          await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(node.title);
          // the page's own layout (in the server's HTML): the festival's header and footer, or the site's footer
          if (type === 'festival' || type === 'festival_project') {
            await expect(page.getByTestId('festival-header')).toBeVisible();
            await expect(page.getByTestId('festival-footer')).toBeVisible();
          } else {
            await expect(page.getByRole('contentinfo')).toBeVisible();
          }
        });
      }
    });

    test('a node asked for by its system path (/node/N) is sent on to its alias for good @desktop-only', async ({
      page,
      request,
    }) => {
      const node = await firstNode(request, locale, 'about_us');
      expect(node.alias).not.toMatch(/^\/node\//);
      const systemPath = sitePath(locale, `/node/${node.nid}`);
      const answer = await request.get(systemPath, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      expect(new URL(answer.headers()['location'], 'http://site').pathname).toBe(
        encodeURI(sitePath(locale, node.alias)),
      );
      await page.goto(systemPath);
      await expect(page).toHaveURL((url) => decodeURI(url.pathname) === sitePath(locale, node.alias));
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(node.title);
      // a script's fetch (a prefetch, a client-side navigation) is not redirected: it gets the page
      const fetched = await request.get(systemPath, { maxRedirects: 0, headers: { 'Sec-Fetch-Mode': 'cors' } });
      expect(fetched.status()).toBe(200);
    });

    // the site answers this page's link prefetches (the fixture answers them elsewhere): the test
    // is about which links are prefetched
    test.describe(() => {
      test.use({ prefetch: true });
      test('an advert that links a node by its system path takes the visitor to its alias', async ({
        page,
        request,
      }) => {
        const festival = await firstNode(request, locale, 'festival');
        const systemPathRequests: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.includes('/node/')) systemPathRequests.push(r.url());
        });
        await page.goto(sitePath(locale, '/news'));
        await page.waitForLoadState('networkidle');
        // the link is not prefetched: a redirected prefetch is asked for again and again
        expect(systemPathRequests).toEqual([]);
        const advert = page.locator(`a[href="${sitePath(locale, `/node/${festival.nid}`)}"]`);
        await advert.first().click();
        await expect(page).toHaveURL((url) => decodeURI(url.pathname) === sitePath(locale, festival.alias));
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(festival.title);
      });
    });

    test('a landing page of type centers renders; another landing type is not found @desktop-only', async ({
      page,
      request,
    }) => {
      const centers = await firstNode(request, locale, 'landing_page', '&filter[field_landing_type]=centers');
      expect((await page.goto(sitePath(locale, centers.alias)))?.status()).toBe(200);
      const other = await firstNode(
        request,
        locale,
        'landing_page',
        '&filter[t][condition][path]=field_landing_type&filter[t][condition][operator]=%3C%3E&filter[t][condition][value]=centers',
      ).catch(() => null);
      if (other) expect((await page.goto(sitePath(locale, other.alias)))?.status()).toBe(404);
    });
  });
}

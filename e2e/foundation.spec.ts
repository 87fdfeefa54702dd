import { expect, test } from './fixtures';
import { crawl, expectNoHorizontalScroll, firstNode, sitePath } from './support';

test.describe('languages and page shell', () => {
  test('/ is the Chinese home with header, menus and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeAttached();
    // on a phone the links sit in the closed hamburger panel: count them, visible or not
    expect(await page.getByRole('navigation', { name: '主菜单' }).locator('a').count()).toBeGreaterThan(3);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} 海湾大剧院`);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('img', { name: /二维码/ })
        .first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('/en is the English home', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo')).toContainText('Harbour Bay Grand Theatre');
    await expectNoHorizontalScroll(page); // English menus are the longest
    // menu links stay in English
    const hrefs = await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.startsWith('/')).every((h) => h === '/en' || h.startsWith('/en/'))).toBe(true);
  });

  // read as the server sends it (no styles, scripts or images loaded): all it checks is in the HTML
  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test("the theatre's icon is linked from every page and served in each format @desktop-only", async ({
      page,
      request,
    }) => {
      for (const path of ['/', '/en/news', '/login']) {
        await crawl(page, request, path);
        const links = await page
          .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
          .evaluateAll((els) => els.map((el) => `${el.getAttribute('rel')} ${el.getAttribute('href')}`));
        expect(links, path).toEqual(
          expect.arrayContaining([
            'icon /favicon.ico',
            'icon /static/icons/icon.svg',
            'apple-touch-icon /static/icons/apple-touch-icon.png',
          ]),
        );
      }
      for (const [url, type] of [
        ['/favicon.ico', 'image/'],
        ['/static/icons/icon.svg', 'image/svg+xml'],
        ['/static/icons/apple-touch-icon.png', 'image/png'],
      ]) {
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type'], url).toContain(type);
      }
    });
  });

  test('an explicit /zh-hans prefix redirects to the canonical prefix-less URL @desktop-only', async ({ request }) => {
    const response = await request.get('/zh-hans/search');
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe('/search');
  });

  test('the language switch keeps the visitor on the same content in the other language', async ({ page, request }) => {
    const en = await firstNode(request, 'en', 'news');
    const zh = await firstNode(request, 'zh-hans', 'news', `&filter[id]=${en.uuid}`);
    await page.goto(sitePath('zh-hans', zh.alias));
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(decodeURI(new URL(page.url()).pathname)).toBe(sitePath('en', en.alias));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  });
});

test.describe('errors', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    for (const locale of ['zh-hans', 'en'] as const) {
      test(`the 404 page is a whole page, rendered on the server (${locale})`, async ({ page }) => {
        const en = locale === 'en';
        for (const path of [
          sitePath(locale, '/no/such/page-here'),
          sitePath(locale, '/events/show/00000000-0000-0000-0000-000000000000'),
        ]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', en ? 'en' : 'zh-Hans');
          await expect(page).toHaveTitle(
            en ? '404 Not Found | Harbour Bay Grand Theatre' : '404 未找到页面 | 海湾大剧院',
          );
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(en ? '404 Not Found' : '404 未找到页面');
          await expect(
            page.getByText(
              en
                ? 'The page you are looking for does not exist or has been removed.'
                : '您访问的页面不存在或已被移除。',
            ),
          ).toBeVisible();
          await expect(page.getByRole('banner')).toBeAttached();
          await expect(page.getByRole('contentinfo')).toContainText(
            en ? 'Box office: 400-820-2026' : '票务热线：400-820-2026',
          );
          await expect(
            page.getByTestId('error-page').getByRole('link', { name: en ? 'Back to home' : '返回首页' }),
          ).toHaveAttribute('href', en ? '/en' : '/');
        }
        // the search works without scripts: a plain form to the search page
        await page.getByRole('searchbox').fill('Turandot');
        await page
          .getByTestId('error-page')
          .getByRole('button', { name: en ? 'Search' : '搜索' })
          .click();
        await expect(page).toHaveURL(new RegExp(`${en ? '/en' : ''}/search\\?keyword=Turandot$`));
      });
    }
  });

  for (const locale of ['zh-hans', 'en'] as const) {
    test(`an unknown path is a 404 page with a way home (${locale})`, async ({ page }) => {
      const path = sitePath(locale, '/no/such/page-here');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? '404 Not Found' : '404 未找到页面',
      );
      // the browser tab says what happened, not only the theatre's name
      await expect(page).toHaveTitle(
        locale === 'en' ? '404 Not Found | Harbour Bay Grand Theatre' : '404 未找到页面 | 海湾大剧院',
      );
      await page
        .getByTestId('error-page')
        .getByRole('link', { name: locale === 'en' ? 'Back to home' : '返回首页' })
        .click();
      await expect(page).toHaveURL(locale === 'en' ? /\/en$/ : /:\d+\/$/);
    });
  }

  test('a page carries no copy of the 404 page in its HTML or its inline payload (issue 24) @desktop-only', async ({
    request,
  }) => {
    // the 404 page's own search field: the 404 page has it, no other page should
    const onlyOn404 = 'not-found-keyword';
    for (const locale of ['zh-hans', 'en'] as const) {
      for (const path of ['/', '/news', '/search']) {
        const res = await request.get(sitePath(locale, path));
        expect(res.status(), path).toBe(200);
        expect(await res.text(), path).not.toContain(onlyOn404);
      }
      const missing = await request.get(sitePath(locale, '/no/such/page-here'));
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(onlyOn404);
    }
  });

  test('unknown paths are never kept in the cache (a page is), so random paths cannot fill it @desktop-only', async ({
    request,
  }) => {
    for (const path of [`/no-such-page-${Date.now()}`, `/en/news/no-such-news-${Date.now()}`, '/project/999999']) {
      for (const visit of [1, 2]) {
        const res = await request.get(path);
        expect(res.status(), `${path}, visit ${visit}`).toBe(404);
        expect(res.headers()['x-nextjs-cache'], `${path}, visit ${visit}`).not.toBe('HIT');
      }
    }
    await request.get('/news');
    expect((await request.get('/news')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  // read as the server sends it (no styles, scripts or images loaded): all it checks is in the HTML
  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test('the maintenance page needs no backend and offers a way home @desktop-only', async ({ page, request }) => {
      expect((await crawl(page, request, '/en/maintenance')).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Down for maintenance');
      await expect(page).toHaveTitle('Down for maintenance | Harbour Bay Grand Theatre');
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    });
  });
});

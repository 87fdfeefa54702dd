import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { crawl, expectNoHorizontalScroll, firstNode, sandboxURL, sitePath } from './support';

type Locale = 'zh-hans' | 'en';

const texts = {
  'zh-hans': {
    categories: '分类',
    pagination: '分页',
    previous: /上一页/,
    next: /下一页/,
    noNews: '暂无新闻',
    earlier: '往期新闻',
    recommended: '推荐演出',
    pdf: /下载PDF/,
    adverts: '推荐活动',
    slider: '焦点推荐',
    sponsors: '赞助伙伴',
    news: '最新资讯',
    newsTitle: '新闻',
  },
  en: {
    categories: 'Categories',
    pagination: 'Pagination',
    previous: /Previous/,
    next: /Next/,
    noNews: 'No News',
    earlier: 'Earlier news',
    recommended: 'Recommended shows',
    pdf: /Download PDF/,
    adverts: 'Promotions',
    slider: 'Featured',
    sponsors: 'Our sponsors',
    news: 'Latest news',
    newsTitle: 'News',
  },
} as const;

/** A published news item with a given file field set (video, pdf), straight from the sandbox. */
async function newsWith(request: APIRequestContext, locale: Locale, field: string) {
  const prefix = locale === 'en' ? '/en' : '';
  const res = await request.get(
    `${sandboxURL}${prefix}/jsonapi/node/news?filter[status]=1&filter[langcode]=${locale}&filter[f][condition][path]=${field}.id&filter[f][condition][operator]=IS NOT NULL&page[limit]=1`,
  );
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: { attributes: { title: string; path: { alias: string } } }[] };
  expect(body.data.length, `a news item with ${field}`).toBeGreaterThan(0);
  return { title: body.data[0].attributes.title, alias: body.data[0].attributes.path.alias };
}

for (const locale of ['zh-hans', 'en'] as const) {
  const t = texts[locale];

  test.describe(`content (${locale})`, () => {
    test('home: slider, news, sponsors, all with images', async ({ page }) => {
      await page.goto(sitePath(locale, '/'));
      const slider = page.getByRole('region', { name: t.slider });
      await expect(slider).toBeVisible();
      await expect(slider.locator('img').first()).toHaveJSProperty('complete', true);
      const news = page.locator('section[aria-labelledby="home-news"]');
      await expect(news.getByRole('heading', { name: t.news })).toBeVisible();
      await expect(news.getByRole('article').first()).toBeVisible();
      // Items without a translation are left out: no Chinese on the English page and the reverse.
      const titles = await news.getByRole('heading', { level: 3 }).allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(4);
      for (const title of titles) {
        if (locale === 'en') expect(title).not.toMatch(/[\u4e00-\u9fff]/);
        else expect(title).toMatch(/[\u4e00-\u9fff]/);
      }
      await expect(page.getByRole('region', { name: t.sponsors }).getByRole('link').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      // A news item of the home page opens its article.
      const first = news.getByRole('article').first().getByRole('heading');
      const title = (await first.textContent())?.trim() ?? '';
      const href = (await first.getByRole('link').getAttribute('href')) ?? '';
      await first.getByRole('link').click();
      // an article's first visit renders it on demand, and the address changes when its page has
      // come (a client-side navigation): allow a cold render on a busy machine
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
    });

    test('news landing: first category selected, tabs switch and survive a reload', async ({ page }) => {
      // each check waits for what it reads; the list's pictures are not among them until the
      // reload, whose load (pictures included) comes before the width is measured
      await page.goto(sitePath(locale, '/news'), { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newsTitle);
      const tabs = page.getByRole('navigation', { name: t.categories }).getByRole('link');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
      const firstName = (await tabs.first().textContent())!.trim();
      await expect(page.getByRole('article').first()).toContainText(firstName);

      const second = tabs.nth(1);
      const secondName = (await second.textContent())!.trim();
      await second.click();
      await expect(page).toHaveURL(/\?category=\d+$/);
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(tabs.first()).not.toHaveAttribute('aria-current');
      const articles = page.getByRole('article');
      await expect(articles.first()).toContainText(secondName);
      for (const article of await articles.all()) await expect(article).toContainText(secondName);

      await page.reload();
      await expect(
        page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: secondName }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('article').first()).toContainText(secondName);
      await expect(page.getByRole('heading', { name: t.adverts })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    test('news landing: a category of more than 10 items pages with next and previous, in the URL', async ({
      page,
    }) => {
      test.slow(); // up to eight pages rendered on the server: the tabs, next, a reload, previous, back, page 9
      // every check waits for what it reads: no page load here waits for the list's pictures
      await page.goto(sitePath(locale, '/news'), { waitUntil: 'domcontentloaded' });
      const tabs = page.getByRole('navigation', { name: t.categories }).getByRole('link');
      const pager = page.getByRole('navigation', { name: t.pagination });
      // The theatre's own news fills more than one page (sandbox seed): find it as a visitor would,
      // tab by tab, each time once the list shows that category (the pager comes with the list).
      let category = '';
      for (let i = 0; i < (await tabs.count()) && !category; i++) {
        const tab = tabs.nth(i);
        const name = (await tab.textContent())!.trim();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('article').first()).toContainText(name);
        if ((await pager.getByRole('link', { name: t.next }).count()) > 0) category = (await tab.getAttribute('href'))!;
      }
      expect(category, 'a category with a second page').not.toBe('');
      const articles = page.getByRole('article');
      await expect(articles).toHaveCount(10);
      await expect(pager.getByRole('link', { name: t.previous })).toHaveCount(0);
      const firstOnPage1 = await articles.first().getByRole('heading').textContent();

      await pager.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(new RegExp(`\\${category}&page=2$`));
      await expect(articles.first().getByRole('heading')).not.toHaveText(firstOnPage1!);
      const onPage2 = await articles.count();
      expect(onPage2).toBeGreaterThan(0);
      expect(onPage2).toBeLessThanOrEqual(10);
      await expect(pager.getByRole('link', { name: t.next })).toHaveCount(0);

      // the page survives a reload, and previous goes back to page 1
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(articles).toHaveCount(onPage2);
      await pager.getByRole('link', { name: t.previous }).click();
      await expect(page).toHaveURL(new RegExp(`\\${category}$`));
      await expect(articles).toHaveCount(10);
      await expect(articles.first().getByRole('heading')).toHaveText(firstOnPage1!);
      await page.goBack({ waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(/page=2$/);

      // past the last page
      await page.goto(`${sitePath(locale, '/news')}${category}&page=9`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByText(t.noNews)).toBeVisible();
    });

    test('news article: poster, body, earlier news, adverts and recommended shows', async ({ page, request }) => {
      const news = await firstNode(request, locale, 'news');
      await page.goto(sitePath(locale, news.alias));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
      const main = page.locator('main article').first();
      await expect(main.locator('time').first()).toBeVisible();
      await expect(main.locator('img, video').first()).toBeVisible();
      await expect(main.locator('.rich-text')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: t.adverts })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.recommended })).toBeVisible();
      const earlier = page.locator('section[aria-labelledby="earlier-heading"]');
      await expect(earlier.getByRole('article')).toHaveCount(2);
      await expectNoHorizontalScroll(page);
    });

    // What the server's HTML says, read as the server sends it (no styles, scripts or images
    // loaded, no start-up calls): the browser above keeps what the client does.
    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test('the centers landing renders the news landing', async ({ page, request }) => {
        expect((await crawl(page, request, sitePath(locale, '/centers'))).status()).toBe(200);
        await expect(page.getByRole('navigation', { name: t.categories }).getByRole('link').first()).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(page.getByRole('article').first()).toBeVisible();
      });

      test('news article with a video uses the poster as cover and has a fallback text', async ({ page, request }) => {
        const news = await newsWith(request, locale, 'field_news_video');
        expect((await crawl(page, request, sitePath(locale, news.alias))).status()).toBe(200);
        const video = page.locator('main video');
        await expect(video).toBeVisible();
        await expect(video).toHaveAttribute('poster', /\/image\?/);
        await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
        await expect(video.locator('p')).toHaveText(
          locale === 'en' ? 'Your browser does not support the video tag.' : '您的浏览器不支持视频播放。',
        );
      });

      test('news article with a PDF offers the download', async ({ page, request }) => {
        const news = await newsWith(request, locale, 'field_news_pdf');
        expect((await crawl(page, request, sitePath(locale, news.alias))).status()).toBe(200);
        const link = page.getByRole('link', { name: t.pdf });
        await expect(link).toHaveAttribute('href', /\.pdf$/);
        const res = await request.get((await link.getAttribute('href')) as string);
        expect(res.headers()['content-type']).toContain('pdf');
      });
    });
  });
}

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { unmarkedChinese } from './a11y-support';
import { crawl, sandboxURL, waitForHydration } from './support';
import { aChineseOnlyShow, aSeatedShow } from '../tests/fixtures/seed';

/**
 * Content without a translation: Drupal answers it in English with the Chinese original. Its
 * Chinese alias is no English address (Drupal's aliases fall back to no other language), so in
 * English it lives at /en/node/N. The page says so, marks the content with its own language, and
 * never passes it off as English.
 */
const untranslated = [
  { what: 'news item', alias: '/news/big-band-auditions', title: '海湾爵士大乐队招募青年乐手' },
  { what: 'show', alias: '/shows/peony-pavilion', title: '昆曲《牡丹亭》' },
  { what: 'sponsor page', alias: '/sponsors/jinxiu-silk', title: '锦绣丝绸' },
];

async function entityOf(request: APIRequestContext, alias: string) {
  const answer = await request.get(`${sandboxURL}/jsonapi/alias/resolve?alias=${alias}`);
  return ((await answer.json()) as { entity: { id: string; uuid: string } }).entity;
}
const nidOf = async (request: APIRequestContext, alias: string) => (await entityOf(request, alias)).id;

test.describe('content in its own language', () => {
  // What these pages say is in the server's HTML: each is read as the server sends it (no styles,
  // scripts or images loaded, no start-up calls), as a crawler reads it.
  test.use({ javaScriptEnabled: false });

  for (const { what, alias, title } of untranslated) {
    test(`a Chinese-only ${what} in English is marked Chinese and says so`, async ({ page, request, baseURL }) => {
      const response = await crawl(page, request, `/en/node/${await nidOf(request, alias)}`);
      expect(response.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('note')).toHaveText('This content is only available in Chinese.');
      // the content, title included, carries its own language
      const heading = page.getByRole('heading', { level: 1 }).filter({ hasText: title });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('zh-Hans');
      // the English site around it stays English
      expect(await page.getByRole('banner').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');
      // search engines: the one page is the Chinese one, no English alternate that is really Chinese
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${alias}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute(
        'href',
        `${baseURL}${alias}`,
      );
      // the Chinese alias is no English address
      expect((await request.get(`/en${alias}`)).status()).toBe(404);
    });
  }

  test('English pages link untranslated content at its English address @desktop-only', async ({ page, request }) => {
    const nid = await nidOf(request, '/shows/peony-pavilion');
    // the English news item about the show recommends it
    await crawl(page, request, '/en/news/peony-ten-years');
    const card = page.locator(`a[href="/en/node/${nid}"]`).first();
    await expect(card).toBeAttached();
    await expect(page.locator('a[href="/en/shows/peony-pavilion"]')).toHaveCount(0);
  });

  test('the Chinese page of the same content has no notice @desktop-only', async ({ page, request }) => {
    await crawl(page, request, '/shows/peony-pavilion');
    await expect(page.getByTestId('language-notice')).toHaveCount(0);
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('zh-Hans');
  });

  test('the sitemap lists no English address for them @desktop-only', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { alias } of untranslated) {
      const nid = await nidOf(request, alias);
      expect(xml).toContain(`<loc>${baseURL}${alias}</loc>`);
      expect(xml).not.toContain(`${baseURL}/en${alias}`);
      expect(xml).not.toContain(`${baseURL}/en/node/${nid}<`);
    }
  });
});

/**
 * The untranslated show on English pages (issue 34 item 3): its Chinese title and venue are marked
 * Chinese wherever they show, and the language switch of its Chinese page leads to it in English.
 */
test.describe('an untranslated show', () => {
  const title = aChineseOnlyShow.title['zh-hans'];

  test('is marked Chinese on English pages: "You may also like", recommendations, its own address', async ({
    page,
    request,
  }) => {
    const { uuid } = await entityOf(request, aChineseOnlyShow.alias);
    // a show and a news item that recommend it, and its share address
    for (const path of [`/en${aSeatedShow.alias}`, '/en/news/peony-ten-years', `/en/events/show/${uuid}`]) {
      await page.goto(path);
      await expect(page.getByText(title).first(), path).toBeVisible();
      expect(await unmarkedChinese(page), path).toEqual([]);
    }
  });

  test('is marked Chinese in the English calendar, and in its quick view where cards open one', async ({ page }) => {
    await page.goto('/en/events');
    await waitForHydration(page);
    const card = page.getByTestId('show-card').filter({ hasText: title });
    const month = page.getByTestId('calendar-month');
    const turn = async (button: string) => {
      const before = (await month.textContent()) ?? '';
      await page.getByRole('button', { name: button }).click();
      await expect(month).not.toHaveText(before);
      await expect(page.locator('[aria-labelledby="shows-of-day"]').getByRole('status')).toHaveCount(0);
    };
    // the whole month of the nearest performance, then the months after it, until the show is listed
    await turn('Previous month');
    for (let months = 0; months < 6 && (await card.count()) === 0; months++) await turn('Next month');
    await expect(card).toBeVisible();
    expect(await unmarkedChinese(page)).toEqual([]);
    if (test.info().project.name !== 'desktop') return;
    await card.getByRole('link').click();
    const quickView = page.getByRole('dialog');
    // the quick view opens once its page (an intercepted route, rendered on the click) has come:
    // allow a cold render on a busy machine
    await expect(quickView.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(quickView.getByTestId('buy-box')).toBeVisible();
    expect(await unmarkedChinese(page, '[role="dialog"]')).toEqual([]);
  });

  test('the language switch of its Chinese page leads to it in English, and back', async ({ page, request }) => {
    const nid = await nidOf(request, aChineseOnlyShow.alias);
    const languageSwitch = page.getByTestId('language-switch');
    const show = page.getByRole('heading', { level: 1, name: title });
    // (once loaded, a show page puts its share address in the address bar: the links are checked)
    await page.goto(aChineseOnlyShow.alias);
    await expect(languageSwitch).toHaveAttribute('href', `/en/node/${nid}`);
    await languageSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(show).toBeVisible();
    await expect(languageSwitch).toHaveAttribute('href', aChineseOnlyShow.alias);
    await languageSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(show).toBeVisible();
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { sandboxURL } from './support';

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

async function nidOf(request: APIRequestContext, alias: string): Promise<string> {
  const answer = await request.get(`${sandboxURL}/jsonapi/alias/resolve?alias=${alias}`);
  return ((await answer.json()) as { entity: { id: string } }).entity.id;
}

test.describe('content in its own language', () => {
  for (const { what, alias, title } of untranslated) {
    test(`a Chinese-only ${what} in English is marked Chinese and says so`, async ({ page, request, baseURL }) => {
      const response = await page.goto(`/en/node/${await nidOf(request, alias)}`);
      expect(response?.status()).toBe(200);
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

  test('English pages link untranslated content at its English address', async ({ page, request }) => {
    const nid = await nidOf(request, '/shows/peony-pavilion');
    // the English news item about the show recommends it
    await page.goto('/en/news/peony-ten-years');
    const card = page.locator(`a[href="/en/node/${nid}"]`).first();
    await expect(card).toBeAttached();
    await expect(page.locator('a[href="/en/shows/peony-pavilion"]')).toHaveCount(0);
  });

  test('the Chinese page of the same content has no notice', async ({ page }) => {
    await page.goto('/shows/peony-pavilion');
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

import { expect, test } from './fixtures';
import { firstNode, sitePath, expectNoHorizontalScroll } from './support';

const texts = {
  'zh-hans': { categories: '分类', adverts: '推荐活动', recommended: '推荐演出' },
  en: { categories: 'Categories', adverts: 'Promotions', recommended: 'Recommended shows' },
} as const;

for (const locale of ['zh-hans', 'en'] as const) {
  const t = texts[locale];

  test.describe(`arts education (${locale})`, () => {
    test('landing: slider, theme tabs with their lists, adverts', async ({ page, request }) => {
      const landing = await firstNode(request, locale, 'art_education_landing');
      await page.goto(sitePath(locale, landing.alias));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
      await expect(page.getByRole('region', { name: landing.title }).locator('img').first()).toBeVisible();
      const tabs = page.getByRole('navigation', { name: t.categories }).getByRole('link');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
      const cards = page.getByRole('article');
      await expect(cards.first()).toContainText((await tabs.first().textContent())!.trim());

      const last = tabs.last();
      const name = (await last.textContent())!.trim();
      await last.click();
      await expect(page).toHaveURL(/\?category=\d+$/);
      await expect(last).toHaveAttribute('aria-current', 'true');
      await expect(cards.first()).toContainText(name);
      for (const card of await cards.all()) await expect(card).toContainText(name);
      await expect(page.getByRole('heading', { name: t.adverts })).toBeVisible();
      await expectNoHorizontalScroll(page);

      // An article from the list: title, date, poster, body, recommendations, back link.
      const title = (await cards.first().locator('a > span > span').nth(1).textContent())!.trim();
      await cards.first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const article = page.locator('main article').first();
      await expect(article.locator('time').first()).toBeVisible();
      await expect(article.locator('img, video').first()).toBeVisible();
      await expect(article.locator('.rich-text')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: t.adverts })).toBeVisible();
      await page
        .getByRole('navigation', { name: locale === 'en' ? 'Breadcrumb' : '当前位置' })
        .getByRole('link', { name: landing.title })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
    });

    test('article: recommended shows link to their pages', async ({ page, request }) => {
      const item = await firstNode(request, locale, 'art_education');
      await page.goto(sitePath(locale, item.alias));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      const recommended = page.locator('section[aria-labelledby="recommended-heading"]');
      await expect(recommended.getByRole('heading', { name: t.recommended })).toBeVisible();
      const card = recommended.getByRole('article').first();
      await expect(card).toContainText('￥');
      await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^${locale === 'en' ? '/en' : ''}/`));
      await expectNoHorizontalScroll(page);
    });
  });
}

import { expect, test } from './fixtures';
import { sitePath, waitForHydration, expectNoHorizontalScroll } from './support';

const texts = {
  'zh-hans': {
    keyword: '关键词',
    guide: '请输入关键词，搜索演出、新闻与艺术教育内容。',
    term: '图兰朵',
    many: '剧',
    none: '没有结果',
    pagination: '分页',
    page: (n: number) => `第${n}页`,
  },
  en: {
    keyword: 'Keyword',
    guide: 'Enter a keyword to search shows, news and arts education.',
    term: 'Turandot',
    many: 'the',
    none: 'No Result',
    pagination: 'Pagination',
    page: (n: number) => `Page ${n}`,
  },
} as const;

for (const locale of ['zh-hans', 'en'] as const) {
  const t = texts[locale];

  test.describe(`search (${locale})`, () => {
    test('guide, debounced search, the show type name, and the keyword in the URL', async ({ page }) => {
      await page.goto(sitePath(locale, '/search'));
      await waitForHydration(page); // typing before hydration would be lost
      await expect(page.getByText(t.guide)).toBeVisible();
      const box = page.getByRole('searchbox', { name: t.keyword });
      await box.pressSequentially(t.term, { delay: 40 });
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(t.term)}`));
      const results = page.getByRole('article');
      await expect(results.first()).toContainText(t.term);
      const show = page.locator('[data-result-type="project"]').first();
      await expect(show).toBeVisible();
      // the show's type name comes from the ticketing project lookup
      await expect(show.locator('p').first().locator('span').nth(1)).not.toBeEmpty();
      await page.reload();
      await expect(page.getByRole('searchbox', { name: t.keyword })).toHaveValue(t.term);
      await expect(results.first()).toContainText(t.term);
      await expectNoHorizontalScroll(page);
    });

    test('4 results a page, paging in the URL, scroll to the results', async ({ page }) => {
      await page.goto(`${sitePath(locale, '/search')}?keyword=${encodeURIComponent(t.many)}`);
      await expect(page.getByRole('article')).toHaveCount(4);
      const pager = page.getByRole('navigation', { name: t.pagination });
      const first = (await page.getByRole('article').first().textContent()) ?? '';
      await pager.getByRole('link', { name: t.page(2) }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager.getByRole('link', { name: t.page(2) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article').first()).not.toHaveText(first);
      await expect(page.getByRole('article')).toHaveCount(4);
      await page.reload();
      await expect(
        page.getByRole('navigation', { name: t.pagination }).getByRole('link', { name: t.page(2) }),
      ).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    });

    test("'No Result' when nothing matches", async ({ page }) => {
      await page.goto(sitePath(locale, '/search'));
      await waitForHydration(page); // typing before hydration would be lost
      await page.getByRole('searchbox', { name: t.keyword }).fill('zzqxnothinghere');
      await expect(page.getByText(t.none)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
    });
  });
}

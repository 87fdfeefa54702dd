import { expect, test } from './fixtures';
import { sitePath, waitForHydration } from './support';

/**
 * Finding a show (issue 21, item 8): a search for a show's title puts the show first; every show
 * card behaves alike (the quick view on wide screens, the page on phones); the quick view links to
 * the full page; the what's-on day heading stands over its own shows.
 */
const words = {
  en: {
    keyword: 'Keyword',
    term: 'Turandot',
    highlights: 'Highlights',
    full: 'Open the full page',
    showsOn: /^Shows on /,
  },
  'zh-hans': { keyword: '关键词', term: '图兰朵', highlights: '精彩推荐', full: '打开完整页面', showsOn: /\S的演出$/ },
} as const;
const isDesktop = () => test.info().project.name === 'desktop';

for (const locale of ['en', 'zh-hans'] as const) {
  const w = words[locale];

  test(`searching a show's title lists the show first (${locale})`, async ({ page }) => {
    await page.goto(`${sitePath(locale, '/search')}?keyword=${encodeURIComponent(w.term)}`);
    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toHaveAttribute('data-result-type', 'project');
    // the news about it follow
    await expect(page.locator('[data-result-type="news"]').first()).toBeVisible();
  });

  test(`a home show card behaves as every show card: quick view on wide screens, the page on phones (${locale})`, async ({
    page,
  }) => {
    await page.goto(sitePath(locale, '/'));
    await waitForHydration(page);
    const card = page.locator('section[aria-labelledby="home-highlights"]').getByTestId('show-card').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    if (isDesktop()) {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/events\/show\/[0-9a-f-]{36}$/);
      // the quick view offers the full page, as its link says
      await dialog.getByRole('link', { name: w.full }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test(`what's on: the day's heading stands over its own shows (${locale})`, async ({ page }) => {
    await page.goto(sitePath(locale, '/events'));
    const heading = page.locator('#shows-of-day');
    await expect(heading).toHaveText(w.showsOn);
    const card = page.getByTestId('show-card').first();
    await expect(card).toBeVisible();
    const h = (await heading.boundingBox())!;
    const c = (await card.boundingBox())!;
    // in the same column, straight below it
    expect(Math.abs(c.x - h.x)).toBeLessThanOrEqual(2);
    expect(c.y).toBeGreaterThanOrEqual(h.y + h.height);
    expect(c.y - (h.y + h.height)).toBeLessThan(60);
  });
}

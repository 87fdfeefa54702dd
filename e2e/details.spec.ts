import { expect, test } from './fixtures';
import { sitePath, waitForHydration } from './support';

/**
 * Smaller things a visitor notices (issue 21, item 9): one date format per language everywhere,
 * recommendations never leave one card alone on a row, no ring around the whole page after being
 * sent to log in. (Coupons: tests/coupons.test.tsx; the sandbox payment page's deadline:
 * sandbox/tests/paypage.test.ts.)
 */
const DOTTED = /\b\d{4}\.\d{2}\.\d{2}\b/;
const DATE = {
  en: /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
  'zh-hans': /\d{4}年\d{1,2}月\d{1,2}日/,
} as const;

for (const locale of ['en', 'zh-hans'] as const) {
  test(`dates read the same way on every page (${locale})`, async ({ page }) => {
    const festival = locale === 'en' ? '/festival-2026' : '/xijujie-2026';
    for (const path of [
      '/',
      '/shows/turandot',
      '/news/turandot-meet-the-team',
      festival,
      `/search?keyword=${locale === 'en' ? 'Turandot' : '图兰朵'}`,
    ]) {
      await page.goto(sitePath(locale, path));
      const main = page.getByRole('main');
      await expect(main.getByText(DATE[locale]).first(), path).toBeVisible();
      expect(await main.innerText(), path).not.toMatch(DOTTED);
    }
  });

  test(`four recommendations do not leave one card alone on a row (${locale})`, async ({ page }) => {
    await page.goto(sitePath(locale, '/shows/turandot'));
    const section = page.getByTestId('recommendations');
    const cards = section.getByTestId('show-card');
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((all) =>
      all.filter((el) => el.getBoundingClientRect().width > 0).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
  });

  test(`sent to log in, the page is not framed by a focus ring (${locale})`, async ({ page }) => {
    await page.goto(sitePath(locale, '/checkout'));
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    expect(await main.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  });
}

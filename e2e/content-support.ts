import { expect, type Page } from '@playwright/test';

/** The page's content (main) fits the viewport: nothing in it makes the page scroll sideways. */
export async function expectMainFits(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.scrollWidth - window.innerWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(1);
}

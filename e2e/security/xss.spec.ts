import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { xssCorpus } from '../../tests/support/xss-corpus';
import { previewToken, sandboxURL, sitePath, waitForHydration } from '../support';

/**
 * The XSS corpus in a real node's body, edited through the sandbox's editor endpoint the way a
 * CMS editor (or an attacker with an editor's account) would save Full HTML, then the article
 * opened in Chromium: nothing may run. Content pages allow inline scripts (their CSP trade-off,
 * README), so this proves the sanitizer, not the CSP.
 */

const MARKER = 'xss-corpus-loaded';

/** The oldest English news item: no other test opens its page, so it renders fresh. */
async function oldestNews(request: APIRequestContext) {
  const res = await request.get(
    `${sandboxURL}/en/jsonapi/node/news?filter[status]=1&filter[langcode]=en&sort=created&page[limit]=1`,
  );
  expect(res.ok()).toBeTruthy();
  const node = ((await res.json()) as { data: { id: string; attributes: { path: { alias: string } } }[] }).data[0];
  return { uuid: node.id, alias: node.attributes.path.alias };
}

test('rich text with the XSS corpus executes nothing in a real browser @desktop-only', async ({ page, request }) => {
  const news = await oldestNews(request);
  const body = `<p>${MARKER}</p>${xssCorpus.map((payload) => `<div>${payload}</div>`).join('\n')}`;
  const edited = await request.post(`${sandboxURL}/sandbox/content/${news.uuid}`, {
    headers: { Authorization: `Bearer ${previewToken}` },
    data: {
      langcode: 'en',
      title: '<img src=x onerror="window.__xss=1"> Hostile title',
      text: { field_news_content: body },
    },
  });
  expect(edited.ok()).toBeTruthy();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The sandbox tells the site about the edit after answering it (fire and forget, as a CMS
  // webhook does): a copy of the page cached before (a list's prefetch of it) may be served until
  // the notice arrives. The edited page counts once a visit shows it.
  const content = page.locator('.rich-text').filter({ hasText: MARKER });
  await expect(async () => {
    await page.goto(sitePath('en', news.alias));
    await expect(content).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await waitForHydration(page);
  // the title is shown as text
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<img src=x onerror="window.__xss=1"> Hostile title',
  );

  // move over, focus and click everything the payloads left, as a curious reader would
  for (const el of await content.locator('*').all()) {
    if (await el.isVisible()) await el.hover({ timeout: 2000 }).catch(() => undefined);
  }
  for (const link of await content.locator('a').all()) {
    const href = await link.getAttribute('href');
    expect(href === null || /^(https?:|mailto:|tel:|\/[^/])/.test(href), `link ${href}`).toBe(true);
  }
  await page.waitForLoadState('networkidle');

  const left = await content.evaluate((root) => ({
    scripts: root.querySelectorAll('script, iframe, object, embed, svg, math, form, base, meta, link, style').length,
    handlers: [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on'))),
  }));
  expect(left).toEqual({ scripts: 0, handlers: [] });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

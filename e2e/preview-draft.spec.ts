import { expect, test } from './fixtures';

/**
 * Editors' preview: the content system links /api/draft?secret=...&slug=<path>. With the secret,
 * an unpublished page and the latest draft revision show, with a banner and a way out; without
 * it nothing changes; nobody else ever gets the preview.
 */
// the site's preview-link secret; not the backend's draft token, which never leaves the server
const secret = process.env.PREVIEW_SECRET || 'sandbox-preview-secret';
const draft = (slug: string, key = secret) =>
  `/api/draft?secret=${encodeURIComponent(key)}&slug=${encodeURIComponent(slug)}`;

test.describe('preview', () => {
  test('an unpublished page: 404 for visitors and with a wrong secret, shown with the secret', async ({
    page,
    browser,
  }) => {
    expect((await page.goto('/summer-preview'))?.status()).toBe(404);

    const refused = await page.request.get(draft('/summer-preview', 'not-the-secret'), { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect((await page.goto('/summer-preview'))?.status()).toBe(404);
    expect((await page.request.get(draft('/nothing-here-at-all'), { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get(draft('//evil.example/x'), { maxRedirects: 0 })).status()).toBe(400);

    const response = await page.goto(draft('/summer-preview'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/summer-preview$/);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('夏季艺术节预告');
    const banner = page.getByRole('complementary', { name: '预览模式' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('status')).toContainText('预览模式');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // another visitor, at the same time, still gets the 404
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    expect((await other.goto('/summer-preview'))?.status()).toBe(404);
    await visitor.close();

    // exit: back on the page, which is a 404 again
    await banner.getByRole('button', { name: '退出预览' }).click();
    await expect(page.getByRole('complementary', { name: '预览模式' })).toHaveCount(0);
    expect((await page.goto('/summer-preview'))?.status()).toBe(404);
  });

  test('a published page with a draft revision: the draft in preview, the published title for everyone else', async ({
    page,
    browser,
  }) => {
    await page.goto('/en/news/season-2026-27');
    const published = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(published).not.toContain('(updated programme)');

    await page.goto(draft('/en/news/season-2026-27'));
    await expect(page).toHaveURL(/\/en\/news\/season-2026-27$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(updated programme)');
    await expect(page).toHaveTitle(/\(updated programme\)/);
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto('/en/news/season-2026-27');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(other.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
    await visitor.close();

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/en\/news\/season-2026-27$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
  });
});

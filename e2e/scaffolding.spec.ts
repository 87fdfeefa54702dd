import { expect, test } from '@playwright/test';

/**
 * The product serves no scaffolding: the benchmarks' floor pages (app/floor) are built only when
 * BENCH_FLOOR=1 (npm run bench and npm run lighthouse build their own copy with it), so on the site
 * /floor is a path like any other where no page lives.
 */
test('the benchmark floor pages are not part of the site @desktop-only', async ({ page }) => {
  for (const path of ['/floor', '/floor/heavy']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 未找到页面' }), path).toBeVisible();
  }
});

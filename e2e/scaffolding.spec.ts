import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../playwright.config';

/**
 * The product serves no scaffolding: the benchmarks' floor pages (app/floor) are built only when
 * BENCH_FLOOR=1 (npm run bench and npm run lighthouse build their own copy with it), so on the site
 * /floor is a path like any other where no page lives. A 404 at /floor alone would not show it (the
 * catch-all answers it too, floor pages built or not): the build's own list of pages must lack them.
 */
test('the benchmark floor pages are not part of the site @desktop-only', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
  const routes = Object.values(manifest as Record<string, string>);
  expect(routes, 'the pages of the build that serves these tests').toContain('/[locale]/[[...slug]]');
  expect(routes.filter((route) => route.startsWith('/floor'))).toEqual([]);

  for (const path of ['/floor', '/floor/styled', '/floor/bytes/40']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 未找到页面' }), path).toBeVisible();
  }
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { previewToken, sandboxURL } from './support';

/**
 * Drupal's Redirect module, as Decoupled Router reports it: an old address answers with a redirect
 * to the page in the language it was asked in, permanent (308, Drupal's 301) or temporary (307,
 * Drupal's 302), on the first visit and every one after (the alias look-up is cached).
 */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  // Next sends Location twice (vercel/next.js#82117): identical values, so browsers follow it
  const locations = [
    ...new Set(
      response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'location')
        .map((h) => h.value),
    ),
  ];
  const location = locations.length === 1 ? new URL(locations[0], 'http://site.invalid') : null;
  return {
    status: response.status(),
    location: !location ? locations : location.host === 'site.invalid' ? decodeURI(location.pathname) : location.href,
  };
}

const oldAliases = [
  { from: '/xinwen/2026-yanchuji', to: '/news/season-2026-27' },
  { from: '/en/news/season-announcement', to: '/en/news/season-2026-27' },
  // a chain of two redirects ends where its last leads, in one step
  { from: '/en/news/new-season', to: '/en/news/season-2026-27' },
];

test.describe('redirects of the Redirect module', () => {
  for (const { from, to } of oldAliases) {
    test(`an old address sends the visitor to the page for good: ${from} @desktop-only`, async ({ request }) => {
      for (let visit = 0; visit < 2; visit++)
        expect(await redirectOf(request, from), `visit ${visit + 1}`).toEqual({ status: 308, location: to });
    });
  }

  test('a visitor at an old address lands on the page, in the same language @desktop-only', async ({ page }) => {
    await page.goto('/en/news/season-announcement');
    await expect(page).toHaveURL(/\/en\/news\/season-2026-27$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2026/27 season');
    await page.goto('/xinwen/2026-yanchuji');
    await expect(page).toHaveURL(/:\d+\/news\/season-2026-27$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2026/27演出季');
  });

  test('a temporary redirect stays temporary and keeps the language; a redirect loop is no page @desktop-only', async ({
    request,
  }) => {
    expect(await redirectOf(request, '/tickets')).toEqual({ status: 307, location: '/events' });
    expect(await redirectOf(request, '/en/tickets')).toEqual({ status: 307, location: '/en/events' });
    expect(await redirectOf(request, '/weibo')).toEqual({
      status: 307,
      location: 'https://weibo.com/harbourbaytheatre',
    });
    // another language's redirect is not this language's
    expect((await request.get('/en/xinwen/2026-yanchuji', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/loop-a', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('an editor renames a page: its old address, already cached as the page, now redirects to the new one @desktop-only', async ({
    request,
  }) => {
    const resolved = await request.get(`${sandboxURL}/en/jsonapi/alias/resolve?alias=/news/peony-ten-years`);
    const uuid = ((await resolved.json()) as { entity: { uuid: string } }).entity.uuid;
    const rename = (alias: string) =>
      request.post(`${sandboxURL}/sandbox/content/${uuid}`, {
        headers: { Authorization: `Bearer ${previewToken}` },
        data: { langcode: 'en', alias },
      });
    expect((await request.get('/en/news/peony-ten-years')).status()).toBe(200);
    expect((await rename('/news/peony-youth-edition-ten')).ok()).toBe(true);
    try {
      // the sandbox tells the site (webhook): the next visit to the old address is a redirect
      await expect
        .poll(() => redirectOf(request, '/en/news/peony-ten-years'), { timeout: 15_000 })
        .toEqual({
          status: 308,
          location: '/en/news/peony-youth-edition-ten',
        });
      expect((await request.get('/en/news/peony-youth-edition-ten')).status()).toBe(200);
      // the Chinese page kept its address
      expect((await request.get('/news/peony-ten-years', { maxRedirects: 0 })).status()).toBe(200);
    } finally {
      await rename('/news/peony-ten-years');
    }
  });
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { editNode, sandboxURL } from './support';
import { aShadowPlay } from '../tests/fixtures/seed';

/**
 * Instant updates: an editor changes a show in the content system (the sandbox's editor
 * endpoint, which calls the site's revalidation webhook like Drupal would). Without a restart the
 * new title is on the show's page, in the search results that list it and on a news article that
 * recommends it; unpublished, it is gone from all three and its page is a 404; published again,
 * it comes back. The show is one no other content test uses (the shadow play).
 */
const SHOW = aShadowPlay.alias;
const RECOMMENDER = '/en/news/shadow-workshop';
const SEARCH = '/en/search?keyword=Shadow';
const RENAMED = 'Shadow Journey (new cast)';

/** The HTML a visitor (or crawler) gets for a path, and its status. */
async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), text: await res.text() };
}

test.describe.configure({ mode: 'serial' });

test.describe('editing in the content system updates the site at once @desktop-only', () => {
  let uuid = '';
  let original = '';

  test.beforeAll(async ({ request }) => {
    const resolved = await (await request.get(`${sandboxURL}/en/jsonapi/alias/resolve?alias=${SHOW}`)).json();
    uuid = resolved.entity.uuid;
    original = resolved.label;
  });

  test.afterAll(async ({ request }) => {
    await editNode(request, uuid, { langcode: 'en', title: original, status: true });
  });

  test('a new title shows on the page, in search results and where it is recommended; unpublishing removes it everywhere', async ({
    page,
    request,
  }) => {
    // A long flow of first visits (each renders on demand) on a shared machine.
    test.setTimeout(180_000);
    // Visitors have seen (and the site has cached) all three pages.
    await page.goto(`/en${SHOW}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
    const recommended = async () => {
      await page.goto(RECOMMENDER);
      const region = page.getByRole('region', { name: 'Recommended shows' });
      await expect(region).toBeVisible();
      return region;
    };
    await expect(await recommended()).toContainText(original);
    await page.goto(SEARCH);
    await expect(page.getByRole('article').filter({ hasText: original })).toHaveCount(1);
    expect((await html(request, `/en${SHOW}`)).text).toContain(original);

    // The editor renames the show.
    await editNode(request, uuid, { langcode: 'en', title: RENAMED });
    await expect.poll(async () => (await html(request, `/en${SHOW}`)).text.includes(RENAMED)).toBe(true);
    await page.goto(`/en${SHOW}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED);
    await expect(page).toHaveTitle(new RegExp(`^${RENAMED.replace(/[()]/g, '\\$&')} \\|`));
    await expect(await recommended()).toContainText(RENAMED);
    await page.goto(SEARCH);
    await expect(page.getByRole('article').filter({ hasText: RENAMED })).toHaveCount(1);

    // The editor unpublishes it: a 404, and gone from the recommendations, search and sitemap.
    await editNode(request, uuid, { status: false });
    await expect.poll(async () => (await html(request, `/en${SHOW}`)).status).toBe(404);
    expect((await html(request, SHOW)).status).toBe(404);
    expect((await page.goto(`/en${SHOW}`))?.status()).toBe(404);
    const recommender = await html(request, RECOMMENDER);
    expect(recommender.status).toBe(200);
    expect(recommender.text).not.toContain(RENAMED);
    await expect(await recommended()).not.toContainText(RENAMED);
    await page.goto(SEARCH);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: RENAMED })).toHaveCount(0);
    expect((await html(request, '/sitemap.xml')).text).not.toContain(`/en${SHOW}<`);

    // Published again, it is back (the recommending page too).
    await editNode(request, uuid, { status: true });
    await expect.poll(async () => (await html(request, `/en${SHOW}`)).status).toBe(200);
    await expect(await recommended()).toContainText(RENAMED);
    expect((await html(request, '/sitemap.xml')).text).toContain(`/en${SHOW}<`);
  });

  test('the webhook refuses callers without the secret', async ({ request }) => {
    const refused = await request.post('/api/revalidate', { data: { secret: 'wrong', ids: [uuid] } });
    expect(refused.status()).toBe(401);
    expect((await request.post('/api/revalidate', { data: { ids: [uuid] } })).status()).toBe(401);
    expect((await request.get('/api/revalidate?tags=node:1')).status()).toBe(401);
    expect((await request.get('/api/revalidate?tags=node:1&secret=wrong')).status()).toBe(401);
    const accepted = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret'}` },
      data: { ids: [uuid] },
    });
    expect(accepted.ok()).toBeTruthy();
    expect((await accepted.json()).tags).toContain(`node:${uuid}`);
  });
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { aNewsItemWithADraft, newsOnTheLanding } from '../tests/fixtures/seed';
import { editNode, firstNode, previewToken, sandboxURL } from './support';

/**
 * A stock Drupal with the `next` module, played by the sandbox: its revalidators call the webhook
 * by GET (path, slug, Drupal's cache tags), its preview links are Drupal's HMAC checked at Drupal's
 * /next/draft-url, and its previewer frames the draft page in the Drupal admin (the sandbox's
 * origin is the CMS origin).
 */
const revalidateSecret = process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret';
const LANDING = '/en/news';

/** The HTML a visitor gets for a path. */
async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

/** The preview link the module's previewer gives an editor for a node (`query`: resourceVersion, timestamp). */
async function previewLink(request: APIRequestContext, uuid: string, query = '') {
  const res = await request.get(`${sandboxURL}/sandbox/content/${uuid}/draft-link?langcode=en${query}`, {
    headers: { Authorization: `Bearer ${previewToken}` },
  });
  expect(res.ok()).toBeTruthy();
  const { url } = ((await res.json()) as { data: { url: string } }).data;
  // on this run's site (the sandbox's draft URL is the site's SITE_URL)
  return `/api/draft${new URL(url).search}`;
}

test.describe.configure({ mode: 'serial' });

test('a GET revalidation by path, by slug and by tags refreshes the article and its landing list; a wrong secret changes nothing @desktop-only', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const item = newsOnTheLanding[0];
  const news = await firstNode(request, 'en', 'news', `&filter[path.alias]=${item.path}`);
  const article = `/en${item.path}`;
  // what each call refreshes: Drupal's bundle list tag alone is the lists' (the article's own
  // node is Drupal's `node:<nid>`, which the module's cache-tag revalidator always sends with it)
  const calls = [
    ['path', `path=${encodeURIComponent(article)}`, [article, LANDING]],
    ['slug', `slug=${encodeURIComponent(article)}`, [article, LANDING]],
    ['node id', `tags=node:${news.nid}`, [article, LANDING]],
    ['bundle list', 'tags=node_list:news', [LANDING]],
  ] as const;
  const shown: Record<string, string> = { [article]: news.title, [LANDING]: news.title };
  try {
    for (const [form, query, refreshed] of calls) {
      // visitors have the article and the landing (first tab, first page) from the cache
      for (const path of [article, LANDING]) expect(await html(request, path)).toContain(shown[path]);
      // an editor saves in a Drupal that tells the site nothing
      const renamed = `${news.title} (${form})`;
      await editNode(request, news.uuid, { langcode: 'en', title: renamed, revalidator: 'none' });

      const refused = await request.get(`/api/revalidate?${query}&secret=not-the-secret`);
      expect(refused.status()).toBe(401);
      for (const path of [article, LANDING]) expect(await html(request, path), form).not.toContain(renamed);

      const called = await request.get(`/api/revalidate?${query}&secret=${encodeURIComponent(revalidateSecret)}`);
      expect(called.status(), form).toBe(200);
      for (const path of refreshed) {
        await expect
          .poll(async () => (await html(request, path)).includes(renamed), {
            message: `${form}: ${path}`,
            // a fresh render of the page, on a shared machine; without the webhook it would be 15 minutes
            timeout: 30_000,
          })
          .toBe(true);
        shown[path] = renamed;
      }
    }
  } finally {
    await editNode(request, news.uuid, { langcode: 'en', title: news.title });
  }
});

/**
 * A node's admin page with the module's iframe previewer (the sandbox's `/node/N`, `/node/N/latest`):
 * an editor (the sandbox takes the preview token for Drupal's editor session) gets the preview
 * link framed, anyone else the live page.
 */
async function previewer(page: Page, path: string, editor: boolean) {
  if (editor)
    await page.route(`${sandboxURL}${path}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${previewToken}` } }),
    );
  await page.goto(`${sandboxURL}${path}`);
  return page.frameLocator('iframe');
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe("preview by the next module's link @desktop-only", () => {
  const draftTitle = aNewsItemWithADraft.draftTitleSuffix.en;
  const article = `/en${aNewsItemWithADraft.path}`;
  let uuid = '';

  test.beforeAll(async ({ request }) => {
    uuid = (await firstNode(request, 'en', 'news', `&filter[path.alias]=${aNewsItemWithADraft.path}`)).uuid;
  });

  test('shows the draft to that browser only; the revision the link names; an expired or changed link turns nothing on', async ({
    page,
    browser,
    request,
  }) => {
    // preview pages render on every request (Draft Mode caches nothing): ten of them on a shared machine
    test.setTimeout(120_000);
    const response = await page.goto(await previewLink(request, uuid));
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle);
    const banner = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(banner).toBeVisible();

    // everyone else: the published revision
    const visitor = await freshPage(browser);
    await visitor.page.goto(article);
    await expect(visitor.page.getByRole('heading', { level: 1 })).not.toContainText(draftTitle);
    await expect(visitor.page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);

    // a link to the published revision (rel:latest-version) shows that one, still in preview
    await page.goto(await previewLink(request, uuid, '&resourceVersion=rel:latest-version'));
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(draftTitle);

    // changed or expired links: refused with Drupal's reason, and no Draft Mode
    const valid = new URL(await previewLink(request, uuid), baseURL);
    const changed = new URL(valid);
    changed.searchParams.set('path', '/en/news/turandot-meet-the-team');
    const expired = await previewLink(request, uuid, `&timestamp=${Math.floor(Date.now() / 1000) - 3600}`);
    for (const [link, reason] of [
      [`${changed.pathname}${changed.search}`, 'The provided secret is invalid.'],
      [expired, 'The provided secret has expired.'],
    ]) {
      const refused = await visitor.page.goto(link);
      expect(refused?.status(), link).toBe(401);
      await expect(visitor.page.getByText(reason)).toBeVisible();
      await visitor.page.goto(article);
      await expect(visitor.page.getByRole('heading', { level: 1 })).not.toContainText(draftTitle);
      await expect(visitor.page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
    }
    expect((await visitor.context.cookies()).map((c) => c.name)).not.toContain('__prerender_bypass');
    await visitor.context.close();
  });

  test('the draft page may be framed by the CMS origin, a normal page by nobody', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { nid } = await firstNode(request, 'en', 'news', `&filter[path.alias]=${aNewsItemWithADraft.path}`);
    const editor = await freshPage(browser);
    const drafted = editor.page.waitForResponse((r) => r.url() === `${baseURL}${article}`);
    // the node's "Latest version" tab in the Drupal admin: the draft, in the site, in the frame
    const frame = await previewer(editor.page, `/en/node/${nid}/latest`, true);
    await expect(frame.getByRole('heading', { level: 1 })).toContainText(draftTitle);
    await expect(frame.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();
    const headers = (await drafted).headers();
    expect(headers['content-security-policy']).toContain(`frame-ancestors ${sandboxURL}`);
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['cache-control']).toContain('no-store');
    await editor.context.close();

    // the node's page for someone not logged in to Drupal: the live page, which refuses the frame
    const visitor = await freshPage(browser);
    const answered = visitor.page.waitForResponse((r) => r.url() === `${baseURL}${article}`);
    const blocked = visitor.page.waitForEvent('requestfailed', (r) => r.url() === `${baseURL}${article}`);
    await previewer(visitor.page, `/en/node/${nid}`, false);
    const normal = (await answered).headers();
    expect(normal['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(normal['x-frame-options']).toBe('DENY');
    // the browser got the page and would not show it in the frame
    expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    const framed = () => visitor.page.frames().find((f) => f !== visitor.page.mainFrame());
    await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
    await visitor.context.close();
  });
});

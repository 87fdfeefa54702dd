import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstNode, previewToken, sandboxURL, setFault, sitePath } from '../support';

/**
 * The last good copy survives an outage, also right after an edit: once the webhook has expired a
 * page's tags, the next visit renders it afresh; if the content backend fails at that moment
 * (errors, or 503 maintenance), the visitor still gets the page as it was (stale-if-error), not
 * the error page or the maintenance redirect, and the new version as soon as the backend answers.
 */
test.describe.configure({ mode: 'serial' });

const revalidateSecret = process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret';

async function edit(request: APIRequestContext, uuid: string, title: string) {
  const res = await request.post(`${sandboxURL}/sandbox/content/${uuid}`, {
    headers: { Authorization: `Bearer ${previewToken}` },
    data: { langcode: 'en', title },
  });
  expect(res.ok()).toBeTruthy();
}

test('after an edit expires a page, a content outage serves the copy it had until the backend answers again', async ({
  page,
  request,
}) => {
  // a news item no other fault test reads
  const news = await firstNode(request, 'en', 'news', '&sort=created&page[offset]=2');
  const path = sitePath('en', news.alias);
  const renamed = `${news.title} (updated)`;
  const heading = page.getByRole('heading', { level: 1 });
  try {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(heading).toHaveText(news.title);

    // The editor saves; the content system's webhook expires the page's tags (answered once recorded).
    await edit(request, news.uuid, renamed);
    const webhook = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { ids: [news.uuid], bundles: ['news'] },
    });
    expect(webhook.status()).toBe(200);

    for (const outage of ['error', 'maintenance']) {
      await setFault(request, { content: outage });
      const res = await page.goto(path);
      expect(res?.status(), `during a content ${outage}`).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading).toHaveText(news.title);
    }

    await setFault(request, { content: null });
    await expect(async () => {
      await page.goto(path);
      await expect(heading).toHaveText(renamed, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await setFault(request, { content: null });
    await edit(request, news.uuid, news.title);
  }
});

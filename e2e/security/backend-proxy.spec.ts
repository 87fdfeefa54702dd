import { expect, test } from '../fixtures';
import { previewToken, sandboxURL } from '../support';

/**
 * The backend proxy (`/jsonapi`, `/en/jsonapi`, `/image`, `/sites` on the site's origin) never
 * lends the browser the site's credentials: a browser's Authorization or cookies never reach the
 * content backend, so whoever holds the draft token cannot read unpublished content through the
 * public site; only the site's server adds it, for an editor in Draft Mode.
 */
const unpublished = '/jsonapi/alias/resolve?alias=/summer-preview';

test("a browser's Authorization and cookies never reach the content backend @desktop-only", async ({ request }) => {
  const bearer = { Authorization: `Bearer ${previewToken}` };
  // the token is the backend's real draft token: sent to the backend directly, it opens the node
  expect((await request.get(`${sandboxURL}${unpublished}`, { headers: bearer })).status()).toBe(200);
  // through the site it is dropped, as is any cookie
  for (const path of [unpublished, `/en${unpublished}`]) {
    const res = await request.get(path, { headers: { ...bearer, Cookie: `SESS=${previewToken}` } });
    expect(res.status(), path).toBe(403);
  }
});

test("an editor in Draft Mode reads drafts through the proxy: the site's server adds the token @desktop-only", async ({
  page,
}) => {
  expect((await page.request.get(unpublished)).status()).toBe(403);
  const secret = process.env.PREVIEW_SECRET || 'sandbox-preview-secret';
  await page.goto(`/api/draft?secret=${encodeURIComponent(secret)}&slug=${encodeURIComponent('/summer-preview')}`);
  const res = await page.request.get(unpublished);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
});

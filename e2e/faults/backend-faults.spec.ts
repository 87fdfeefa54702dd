import { expect, test } from '../fixtures';
import { firstNode, setFault, sitePath } from '../support';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { content: null, ticketing: null });
});

test('a 503 from the content backend sends the visitor to the maintenance page', async ({ page, request }) => {
  await setFault(request, { content: 'maintenance' });
  await page.goto('/en/a-page-never-rendered-before-503');
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Down for maintenance');
});

test('with the backend failing, rendered pages keep being served and new ones get a 5xx error page', async ({
  page,
  request,
}) => {
  const news = await firstNode(request, 'en', 'news');
  const path = sitePath('en', news.alias);
  // Rendered and cached. Right after the outage of the test before, the site may still send a
  // visitor to the maintenance page for a second (a failed backend read is asked again a second
  // later): the page counts as rendered once a visit shows it.
  await expect(async () => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(news.title, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await setFault(request, { content: 'error' });
  const cached = await page.goto(path);
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(news.title);

  const fresh = await page.goto('/en/never-rendered-while-backend-fails');
  expect(fresh?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Internal server error');
  await expect(page.getByText('Please contact the administrator of this website.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('a page first asked for during maintenance is not kept as a redirect once the outage turns into errors', async ({
  page,
  request,
}) => {
  const path = '/en/news/never-rendered-before-maintenance';
  await setFault(request, { content: 'maintenance' });
  await page.goto(path);
  await expect(page).toHaveURL(/\/en\/maintenance$/);

  // The backend now fails in another way: the visitor gets the error page, not "maintenance" again.
  await setFault(request, { content: 'error' });
  await expect(async () => {
    expect((await page.goto(path))?.status()).toBeGreaterThanOrEqual(500);
  }).toPass({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Internal server error');
});

test('the maintenance redirect: one Location, never stored by a cache, the security headers', async ({ request }) => {
  await setFault(request, { content: 'maintenance' });
  const res = await request.get('/en/news/never-rendered-redirect-headers', { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
  expect(locations.map((h) => h.value)).toEqual(['/en/maintenance']);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

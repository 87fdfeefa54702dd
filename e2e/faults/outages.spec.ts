import { expect, test } from '../fixtures';
import { firstNode, loginToken, setFault, signIn, sitePath } from '../support';

/**
 * Backends slow or down on purpose (sandbox fault injection): requests give up in bounded time,
 * cached pages stay, and ticketing outages show translated errors with a retry and lose nothing.
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { content: null, ticketing: null });
});

test('a content backend slower than the timeout: the request gives up with a 5xx page, cached pages stay, nothing hangs after', async ({
  page,
  request,
}) => {
  const news = await firstNode(request, 'en', 'news');
  const cachedPath = sitePath('en', news.alias);
  expect((await page.goto(cachedPath))?.status()).toBe(200);

  await setFault(request, { content: 'slow' }); // the sandbox answers after 30 s
  // the timeout (CMS_TIMEOUT_MS, 8 s) ends the request well before the backend would answer
  const fresh = await page.goto('/en/never-rendered-while-backend-slow', { timeout: 25_000 });
  expect(fresh?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Internal server error');
  await expect(page).toHaveTitle('500 Internal server error | Harbour Bay Grand Theatre');
  const cached = await page.goto(cachedPath, { timeout: 25_000 });
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(news.title);

  await setFault(request, { content: null });
  const again = await request.get('/en/never-rendered-after-backend-slow', { timeout: 25_000 });
  expect(again.status()).toBe(404); // answered normally again: no socket or render left hanging
});

test('ticketing down: the show page still renders, the buy box says so with a retry, and recovers', async ({
  page,
  request,
}) => {
  const show = await firstNode(request, 'en', 'project');
  await setFault(request, { ticketing: 'error' });
  const res = await page.goto(sitePath('en', show.alias));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(show.title);
  const buyBox = page.getByRole('main');
  await expect(buyBox.getByText('Something went wrong.').first()).toBeVisible({ timeout: 30_000 });
  await setFault(request, { ticketing: null });
  await buyBox.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByTestId('price-option').first()).toBeVisible();
});

test('ticketing down: the profile says so with a retry, the member stays logged in, the orders are intact after', async ({
  page,
  request,
}) => {
  await signIn(page, await loginToken(request), '/en/profile/orders');
  const orders = page.getByTestId('order');
  await expect(orders.first()).toBeVisible();
  const before = await orders.evaluateAll((els) => els.map((el) => el.getAttribute('data-order-token')));

  await setFault(request, { ticketing: 'error' });
  await page.reload();
  await expect(page.getByText('Something went wrong.').first()).toBeVisible({ timeout: 30_000 });
  expect((await page.context().cookies()).map((c) => c.name)).toContain('_sgttoken'); // an outage is not a logout

  await setFault(request, { ticketing: null });
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(orders.first()).toBeVisible();
  expect(await orders.evaluateAll((els) => els.map((el) => el.getAttribute('data-order-token')))).toEqual(before);
});

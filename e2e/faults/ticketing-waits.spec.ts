import { expect, test } from '../fixtures';
import { firstNode, loginToken, setFault, signIn, sitePath } from '../support';

/**
 * Bounded waits (issue 23): with a ticketing backend that answers after 30 s, a visitor waits at
 * most 15 s in all for any ticketing answer, retries included: the buy box and the order list then
 * offer "Try again". The site's own ticketing routes give up after 12 s; the browser's call after
 * 15 s at most (lib/bff/client/client.ts).
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { ticketing: null });
});

test('a slow ticketing backend: the buy box and the order list offer "Try again" within 15 s', async ({
  page,
  request,
}) => {
  const show = await firstNode(request, 'en', 'project', '&filter[field_project_id]=PRJ1004');
  await page.goto(sitePath('en', show.alias)); // rendered (and cached) while the backend answers
  await expect(page.getByTestId('price-option').first()).toBeVisible();
  await signIn(page, await loginToken(request), '/en/profile/orders');
  await expect(page.getByTestId('order').first()).toBeVisible();

  await setFault(request, { ticketing: 'slow' });
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' }).first()).toBeVisible({
    timeout: 15_000,
  });

  await page.goto(sitePath('en', show.alias));
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(show.title);
});

import { expect, test, type Page } from '@playwright/test';
import { loginToken, waitForHydration } from '../support';
import { accountIcon, logInThroughForm } from './ui-login';

/**
 * Sessions in a real browser: a login lasts 2 hours in the browser, its cookie is SameSite (and
 * Secure over https, tests/security-session.test.ts), a token handed over in the URL leaves the
 * address bar and every later request. Logout and 401 handling are in members.spec.ts; the server
 * side of expiry and logout in sandbox/tests/ticketing-members.test.ts.
 */

const TWO_HOURS = 2 * 60 * 60 * 1000;

async function logIn(page: Page) {
  await logInThroughForm(page);
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
}

test('a login is kept for 2 hours in a SameSite cookie and local storage, and forgotten after', async ({
  page,
  context,
}) => {
  await page.clock.install();
  const before = Date.now();
  await logIn(page);
  const after = Date.now();

  const cookie = (await context.cookies()).find((c) => c.name === '_sgttoken');
  expect(cookie, 'the _sgttoken cookie').toBeTruthy();
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.secure).toBe(false); // plain http here; https sets Secure (unit test)
  expect(cookie!.httpOnly).toBe(false); // the spec's client-side token, readable by the site's scripts
  expect(cookie!.expires * 1000).toBeGreaterThanOrEqual(before + TWO_HOURS - 1000);
  expect(cookie!.expires * 1000).toBeLessThanOrEqual(after + TWO_HOURS + 1000);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('_sgttoken')))!) as { expiresAt: number };
  expect(stored.expiresAt).toBeGreaterThanOrEqual(before + TWO_HOURS - 1000);
  expect(stored.expiresAt).toBeLessThanOrEqual(after + TWO_HOURS + 1000);

  // one minute short of two hours: still a member
  await page.clock.setSystemTime(stored.expiresAt - 60_000);
  await page.goto('/en/news');
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
  // two hours after the login: a guest again, and the stored token is gone
  await page.clock.setSystemTime(stored.expiresAt + 1000);
  await page.goto('/en/news');
  await waitForHydration(page);
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/login');
  expect(await page.evaluate(() => localStorage.getItem('_sgttoken'))).toBeNull();
});

test('a token in the URL is used, then leaves the address bar, the history and every later request', async ({
  page,
  request,
}) => {
  const token = await loginToken(request);
  const later: string[] = [];
  let started = false;
  page.on('request', (req) => {
    if (!started) return;
    const referer = req.headers()['referer'] ?? '';
    if (req.url().includes(token) || referer.includes(token))
      later.push(`${req.method()} ${req.url()} (referer ${referer})`);
  });
  const response = await page.goto(`/en/news?token=${encodeURIComponent(token)}&page=1`);
  started = true;
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/en\/news\?page=1$/);
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');

  // the member moves on: the token travels only in the Authorization header
  await accountIcon(page).click();
  await expect(page).toHaveURL(/\/en\/profile\/orders$/);
  await expect(page.getByTestId('membership-card')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/news\?page=1$/);
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  expect(later).toEqual([]);
});

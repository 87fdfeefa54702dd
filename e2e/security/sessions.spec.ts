import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginToken, sandboxURL, signIn, waitForHydration } from '../support';
import { accountIcon, logInThroughForm } from './ui-login';

/**
 * Sessions in a real browser (issue 22): the ticketing token lives only in an HttpOnly cookie the
 * server encrypts; page scripts never see it, so a script injected into a page cannot take it
 * away, and a `?token=` link never logs anyone in or switches a member by itself. Logout and 401 handling
 * are in members.spec.ts; the cookie's attributes over https and the sealing in
 * tests/security-session.test.ts; throttling in tests/ticketing-routes.test.ts.
 */

const TWO_HOURS = 2 * 60 * 60 * 1000;

const cookieNamed = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

/** Everything a page script can read: cookies and both web storages. */
const readableByScripts = (page: Page) =>
  page.evaluate(() =>
    [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'),
  );

test('a login is kept for 2 hours in an HttpOnly, SameSite cookie; page scripts see only that a member is logged in', async ({
  page,
}) => {
  const before = Date.now();
  await logInThroughForm(page);
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
  const after = Date.now();

  const session = await cookieNamed(page, '_sgttoken');
  expect(session, 'the session cookie').toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Lax');
  expect(session!.secure).toBe(false); // plain http here; https sets Secure (tests/security-session.test.ts)
  expect(session!.domain).toBe('localhost'); // this host only: no guessed parent domain
  expect(session!.expires * 1000).toBeGreaterThanOrEqual(before + TWO_HOURS - 5000);
  expect(session!.expires * 1000).toBeLessThanOrEqual(after + TWO_HOURS + 5000);
  expect(await page.evaluate(() => document.cookie)).toBe('_sgtmember=1');
  expect(await page.evaluate(() => localStorage.getItem('_sgttoken'))).toBeNull();
});

test('a ?token= link never logs a browser in by itself: asked whose account it is, the visitor stays a guest until they agree', async ({
  page,
  request,
}) => {
  const token = await loginToken(request);
  const later: string[] = [];
  let started = false;
  page.on('request', (req) => {
    if (!started) return;
    const referer = req.headers()['referer'] ?? '';
    if (req.url().includes(token) || referer.includes(token) || JSON.stringify(req.headers()).includes(token))
      later.push(`${req.method()} ${req.url()}`);
  });
  const link = `/en/news?token=${encodeURIComponent(token)}&page=1`;
  const response = await page.goto(link);
  started = true;
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toContain('token=');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/en\/news\?page=1$/);
  // a fresh browser: asked, with the name of the link's member, and still a guest meanwhile
  const dialog = page.getByRole('dialog', { name: 'Log in with this link?' });
  await expect(dialog).toContainText('The link you opened logs in to the account of 李明.');
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/login');
  expect(await cookieNamed(page, '_sgttoken')).toBeUndefined();
  await dialog.getByRole('button', { name: 'Stay logged out' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/login');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the visitor opens the link again and agrees
  started = false;
  await page.goto(link);
  started = true;
  await page.getByRole('dialog').getByRole('button', { name: 'Continue as 李明' }).click();
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
  await expect(page).toHaveURL(/\/en\/news\?page=1$/);

  // the member moves on; the token is in no URL, history, request, cookie or storage a script can read
  await accountIcon(page).click();
  await expect(page).toHaveURL(/\/en\/profile\/orders$/);
  await expect(page.getByTestId('membership-card')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/news\?page=1$/);
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
  expect(await readableByScripts(page)).not.toContain(token);
  expect(later).toEqual([]);
});

test('a script injected into a content page can neither read the session nor call the ticketing API with it @desktop-only', async ({
  page,
  request,
}) => {
  const token = await loginToken(request);
  await signIn(page, token, '/en/news');
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/profile/orders');
  const attempt = await page.evaluate(async (sandbox) => {
    const tried: Record<string, number | string> = {};
    const call = async (name: string, url: string, init: RequestInit = {}) => {
      try {
        const res = await fetch(url, { credentials: 'include', ...init });
        tried[name] = res.status;
      } catch (error) {
        tried[name] = String(error).slice(0, 40);
      }
    };
    await call('userInfo via the site', '/jsonapi/damai/api/user/userInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    await call('orders via the site', '/jsonapi/damai/api/order/pager?currentPage=1');
    await call('login via the site', '/jsonapi/damai/api/user/login', { method: 'POST', body: '{}' });
    await call('orders, spelled otherwise', '/jsonapi/%64amai/api/order/pager?currentPage=1');
    await call('orders at the backend', `${sandbox}/jsonapi/damai/api/order/pager?currentPage=1`);
    return { tried, visible: document.cookie + JSON.stringify({ ...localStorage }) };
  }, sandboxURL);
  expect(attempt.visible).not.toContain(token);
  expect(attempt.tried['userInfo via the site']).toBe(404);
  expect(attempt.tried['orders via the site']).toBe(404);
  expect(attempt.tried['login via the site']).toBe(404);
  expect(attempt.tried['orders, spelled otherwise']).toBe(404);
  // the backend's own origin: no cookie of this site reaches it, and it takes no cookie anyway
  expect(attempt.tried['orders at the backend']).not.toBe(200);
});

test('a ?token= link for another account never switches a logged-in member silently: the visitor chooses', async ({
  page,
  request,
}) => {
  await signIn(page, await loginToken(request), '/en/news');
  await expect(page.getByTestId('membership-link')).toHaveText('李明');
  const other = await loginToken(request, { email: 'guest@theatre.test', password: 'Guest1234' });

  await page.goto(`/en/news?token=${encodeURIComponent(other)}`);
  await expect(page).toHaveURL(/\/en\/news$/);
  const dialog = page.getByRole('dialog', { name: 'Which account do you want to use?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are logged in as 李明. The link you opened is for guest@theatre.test.');
  await dialog.getByRole('button', { name: 'Stay logged in as 李明' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('membership-link')).toHaveText('李明');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/en/news?token=${encodeURIComponent(other)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to guest@theatre.test' }).click();
  await expect(page.getByTestId('membership-link')).toHaveText('guest@theatre.test');
});

test('after five wrong passwords the login form says to wait, even for the right password', async ({
  page,
  request,
}) => {
  const email = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@theatre.test`;
  const res = await request.post(`${sandboxURL}/jsonapi/damai/api/user/register`, {
    data: { email, password: 'Abc12345', confirmPassword: 'Abc12345' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  await page.goto('/en/login');
  const form = page.getByTestId('login-form');
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
  await form.getByLabel('Email or phone', { exact: true }).fill(email);
  for (let attempt = 1; attempt <= 6; attempt++) {
    await form.getByLabel('Password', { exact: true }).fill(attempt <= 5 ? 'Wrong1234' : 'Abc12345');
    await form.getByLabel('Captcha', { exact: true }).fill('TEST');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByLabel('Captcha', { exact: true })).toHaveValue('');
  }
  await expect(form.getByTestId('login-error')).toHaveText('Too many attempts. Please wait 15 minutes and try again.');
  await expect(accountIcon(page)).toHaveAttribute('href', '/en/login');
});

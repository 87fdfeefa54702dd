import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { serverLogFile } from '../../playwright.config';
import { loginToken, openHandoffLink, siteCall, waitForHydration } from '../support';

/**
 * Runs after every other project (`npm test` runs the faults last), and scripts/start.mjs appends
 * to START_LOG_FILE, so the log of the site and the sandbox holds the whole run: thousands of member calls
 * with bearer tokens, tokens in URLs, 401s and failures. No token may be in it.
 */
test('no session token, bearer header or token query ever reaches the server logs', async ({ page, request }) => {
  const token = await loginToken(request);
  await openHandoffLink(page, token, '/en/news', /^Continue as/);
  await waitForHydration(page);
  await page.getByRole('banner').getByTestId('account-icon').first().click();
  await expect(page.getByTestId('membership-card')).toBeVisible();
  // a member call that fails on the server, one with a session the site cannot open, a dead hand-off
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await siteCall(request, 'orders.get', { orderToken: 'nope' }, { cookie });
  await siteCall(request, 'orders.list', { page: 1 }, { cookie: '_sgttoken=dead-token; _sgtmember=1' });
  await request.get('/en/news?token=dead-token', { maxRedirects: 0 });

  await expect.poll(() => readFileSync(serverLogFile, 'utf8')).toContain('/jsonapi/damai/api/order/orderDetail');
  const log = readFileSync(serverLogFile, 'utf8');
  expect(log).toContain('/jsonapi/damai/api/user/userInfo'); // the member calls are logged...
  expect(log).not.toContain(token); // ...without their tokens
  expect(log).not.toContain('dead-token');
  expect(log.match(/Bearer\s+\S+/gi) ?? []).toEqual([]);
  expect(log.match(/[?&]token=[^&\s"]+/gi) ?? []).toEqual([]);
});

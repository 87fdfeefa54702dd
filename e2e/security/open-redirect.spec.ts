import { expect, test } from '../fixtures';
import { loginToken, signIn } from '../support';

/**
 * Open redirects (issue 22), in a browser: every shape of the corpus (tests/safe-return-path.test.ts)
 * given as the login page's returnTo, to a member already logged in (who is sent on at once), and
 * as the draft exit's target, leaves the visitor on this site.
 */
const TARGETS = [
  '//evil.example/x',
  '/.//evil.example/x',
  '/a/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/\\evil.example/x',
  '/%5cevil.example/x',
  '/\t/evil.example/x',
  '/%0a/evil.example/x',
  'https://evil.example/x',
  'javascript:alert(1)',
];

test('the login page never sends a member to another site @desktop-only', async ({ page, request }) => {
  test.setTimeout(120_000); // ten page loads and their client-side redirects
  await signIn(page, await loginToken(request), '/en/maintenance');
  for (const target of TARGETS) {
    await page.goto(`/en/login?returnTo=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL(/^http:\/\/localhost:\d+\/en$/);
  }
  await page.goto(`/en/login?returnTo=${encodeURIComponent('/en/profile/coupons')}`);
  await expect(page).toHaveURL(/\/en\/profile\/coupons$/);
});

test('leaving preview never leads to another site @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  for (const target of TARGETS) {
    // the exit answers with a redirect: where it leads is known once the page there answers (its
    // images and scripts, the home page's many, add nothing to that)
    const response = await page.goto(`/api/draft/exit?locale=en&to=${encodeURIComponent(target)}`, {
      waitUntil: 'commit',
    });
    expect(response?.status(), target).toBe(200);
    await expect(page, target).toHaveURL(/^http:\/\/localhost:\d+\/en$/);
  }
});

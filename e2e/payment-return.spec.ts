import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { distDir, sandboxURL } from '../playwright.config';
import { addToCart, newMember, p, placeOrder, prices, text } from './checkout-helpers';
import { sessionCookies } from './support';
import { aStandUpNight } from '../tests/fixtures/seed';

/**
 * Issue 42: paying comes back wherever the site is reached. The site as a newcomer starts it: on a
 * port of its own, without SITE_URL (so its public origin is http://localhost on that port), and
 * opened as 127.0.0.1. A member pays an order, fails the payment of another and pays it again,
 * and the payment page sends them back to the order each time, in both languages.
 */
const port = Number(process.env.E2E_PORT || 3100) + 90;
const origin = `http://127.0.0.1:${port}`;
let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NEXT_DIST_DIR: distDir };
  delete env.SITE_URL;
  delete env.SITE_ALIASES;
  delete env.CMS_URL;
  // the e2e build and the e2e sandbox, served by a second `next start` of its own
  env.SANDBOX_PORT = new URL(sandboxURL).port;
  site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/en/maintenance`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];

  test(`pays, fails a payment and pays again, back on the order each time, on another port and host (${locale}) @desktop-only`, async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    const cookies = (await sessionCookies(request, member.token)).map((cookie) => ({ ...cookie, url: origin }));
    await page.context().addCookies(cookies);
    const [price] = await prices(request, aStandUpNight.event(2));
    const goods = [{ eventId: aStandUpNight.event(2), superGoodId: price.superGoodId, goodCount: 1 }];

    // paid at once
    await addToCart(request, member.token, goods);
    await page.goto(`${origin}${p(locale, '/checkout')}`);
    const paid = await placeOrder(page, t, t.alipay);
    await page.getByRole('button', { name: '支付 Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}${p(locale, `/profile/orders/${paid}`)}\\?`));
    await expect(page.getByTestId('pay-result')).toHaveText(t.paySuccess);

    // failed, then paid again from the order
    await addToCart(request, member.token, goods);
    await page.goto(`${origin}${p(locale, '/checkout')}`);
    const failed = await placeOrder(page, t, t.alipay);
    await page.getByRole('button', { name: '失败 Fail' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}${p(locale, `/profile/orders/${failed}`)}\\?.*payResult=fail`));
    await expect(page.getByTestId('pay-result')).toHaveText(t.payFailed);
    await page.getByTestId('order-detail').getByRole('link', { name: t.payAgain, exact: true }).click();
    await page.getByRole('button', { name: '支付 Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}${p(locale, `/profile/orders/${failed}`)}\\?`));
    await expect(page.getByTestId('pay-result')).toHaveText(t.paySuccess);
    await expect(page.getByTestId('order-status')).toHaveText(t.success);
  });
}

import { expect, test } from './fixtures';
import { waitForHydration } from './support';
import { confirmNotice, fillLogin, memberWithPoints, orders, p, text, yuan } from './checkout-helpers';
import { aPercentDiscountCode, aSeatedShow } from '../tests/fixtures/seed';

/**
 * Seats of a seated show (issue 7): a guest picks seats, the cart keeps them through the login,
 * then the member pays with a discount code, points (confirmed by the pin) and UnionPay's 10% off.
 */
for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];

  test(`a guest's seats survive the login; pay with a discount code, points and UnionPay (${locale})`, async ({
    page,
    request,
  }) => {
    const member = await memberWithPoints(request);
    await page.goto(`${p(locale, aSeatedShow.seatsPage)}?event=${aSeatedShow.event(locale === 'en' ? 2 : 3)}`);
    // the tab names the step and the show; a step of buying is not for search engines
    await expect(page).toHaveTitle(
      locale === 'en'
        ? `Choose your seats: ${aSeatedShow.title.en} | Harbour Bay Grand Theatre`
        : new RegExp(`^选择座位：.*${aSeatedShow.title['zh-hans']}.* \\| 海湾大剧院$`),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await waitForHydration(page);
    const free = page.locator('[data-testid="seat-map"] g[role="button"]:not([aria-disabled])');
    // phones and desktops run at once: each takes seats of its own
    const offset = test.info().project.name === 'mobile' ? 60 : 40;
    await free.nth(3 + offset).click();
    await free.nth(5 + offset).click();
    await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(2);
    const guestTotal = yuan(await page.getByTestId('seat-total').textContent());
    // a guest logs in to buy: the seats wait in the guest cart meanwhile
    await page.getByTestId('seats-add-to-cart').click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.goto(p(locale, '/cart'));
    const cart = page.getByTestId('cart');
    await expect(cart.getByTestId('cart-line')).toHaveCount(2);
    await expect(cart.getByTestId('cart-total')).toHaveText(`￥${guestTotal}`);
    await cart.getByRole('link', { name: t.loginToCheckout }).click();
    await fillLogin(page, locale, member.email, member.password);

    // back in the cart as the member: the same seats, now on the server
    await expect(page).toHaveURL(new RegExp(`${p(locale, '/cart')}$`));
    await expect(cart.getByTestId('cart-line')).toHaveCount(2);
    await expect(cart.getByTestId('cart-total')).toHaveText(`￥${guestTotal}`);
    await cart.getByRole('link', { name: t.checkout }).click();

    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('total')).toHaveText(`￥${guestTotal}`);
    await page.getByLabel(t.discountCode).fill('NOPE');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page.getByTestId('discount-error')).toHaveText(t.invalidCode);
    await page.getByLabel(t.discountCode).fill(aPercentDiscountCode.code.toLowerCase()); // codes are not case-sensitive
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(summary.getByTestId('discount-discountCode')).toContainText(
      `−￥${Math.round(guestTotal * aPercentDiscountCode.percent!) / 100}`,
    );

    const points = page.getByTestId('points-redeem');
    await points.getByLabel(t.pointsToUse).fill('100');
    await points.getByLabel(t.pin).fill(member.pin);
    await points.getByRole('button', { name: t.usePoints }).click();
    await expect(summary.getByTestId('discount-points')).toContainText('−￥1');

    await page.getByRole('radio', { name: t.unionpay }).check();
    await expect(summary.getByTestId('discount-gateway')).toBeVisible();
    const total = yuan(await summary.getByTestId('total').textContent());
    const off = await summary.locator('[data-testid^="discount-"] dd').allTextContents();
    const payable = yuan(await summary.getByTestId('payable').textContent());
    expect(off).toHaveLength(3);
    expect(Math.round((total - off.map(yuan).reduce((a, b) => a + b, 0)) * 100) / 100).toBe(payable);

    await summary.getByRole('button', { name: t.pay, exact: true }).click();
    await confirmNotice(page, t.confirmNotice);
    await expect(page.getByTestId('amount')).toHaveText(`￥${payable.toFixed(2)}`);
    await page.getByRole('button', { name: '支付 Pay' }).click();
    await expect(page.getByTestId('pay-result')).toHaveText(t.paySuccess);
    const paid = (await orders(request, member.token, 'success')).filter((o) => o.payable === payable);
    expect(paid).toHaveLength(1);
  });
}

import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, waitForHydration } from './support';
import { confirmNotice, newMember, orders, p, signIn, text } from './checkout-helpers';
import { aShowWithoutSeats, theWelcomeCoupon } from '../tests/fixtures/seed';

/**
 * The ticket shop's main path (issue 7): a member buys non-seat tickets from the show page,
 * changes the quantity in the cart, applies the welcome coupon at checkout, confirms the notice,
 * pays on the (sandbox) payment page and comes back to the paid order.
 */
/** A ticket line's subtotal closes the line at its right edge, under the unit price on phones. */
async function expectSubtotalAtLineEnd(line: Locator) {
  const lineBox = (await line.boundingBox())!;
  const subtotalBox = (await line.getByTestId('line-subtotal').boundingBox())!;
  expect(Math.abs(subtotalBox.x + subtotalBox.width - (lineBox.x + lineBox.width))).toBeLessThan(1);
}

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];

  test(`buy non-seat tickets with a coupon and pay (${locale})`, async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member.token, p(locale, aShowWithoutSeats.page));
    await waitForHydration(page);

    // the show's buy box: the first performance and cheapest price are preselected
    const price = aShowWithoutSeats.cheapest;
    const box = page.getByTestId('buy-box').first();
    await box.getByRole('button', { name: t.increase }).click();
    await expect(box.getByTestId('quantity')).toHaveText('2');
    await box.getByTestId('buy-button').click();
    await expect(box.getByRole('link', { name: locale === 'en' ? 'Go to cart' : '去购物车' })).toBeVisible();
    await page.goto(p(locale, '/cart'));

    const cart = page.getByTestId('cart');
    await expect(cart).toHaveAttribute('data-cart-status', 'ok');
    const line = cart.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const start = Number(await line.getByTestId('line-quantity').textContent());
    await line.getByRole('button', { name: t.increase }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText(String(start + 1));
    await expect(cart.getByTestId('cart-total')).toHaveText(`￥${price * (start + 1)}`);
    if (start + 1 > 2) {
      await line.getByRole('button', { name: t.decrease }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText(String(start));
    }
    const count = Number(await line.getByTestId('line-quantity').textContent());
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectNoHorizontalScroll(page);
    await expectSubtotalAtLineEnd(line);

    await cart.getByRole('link', { name: t.checkout }).click();
    await expect(page).toHaveURL(new RegExp(`${p(locale, '/checkout')}$`));
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('total')).toHaveText(`￥${price * count}`);
    await expectSubtotalAtLineEnd(page.getByTestId('checkout').getByTestId('cart-line'));
    const { min, amount } = theWelcomeCoupon;
    await page
      .getByLabel(t.coupon)
      .selectOption({ label: `${t.welcome} · ${locale === 'en' ? `minimum spend ￥${min}` : `满￥${min}可用`}` });
    await expect(summary.getByTestId('discount-coupon')).toContainText(`−￥${amount}`);
    await expect(summary.getByTestId('payable')).toHaveText(`￥${price * count - amount}`);

    // no gateway chosen: the rule's message
    await summary.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page.getByTestId('checkout-issues')).toContainText(t.selectPayment);
    // gateways come in reversed order: UnionPay first, with its 10% note
    await expect(page.getByTestId('gateway').first()).toContainText(t.unionpay);
    await expect(page.getByTestId('gateway').first()).toContainText(t.unionNote);
    await page.getByRole('radio', { name: t.alipay }).check();
    await expect(page.getByTestId('checkout-issues')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    await summary.getByRole('button', { name: t.pay, exact: true }).click();
    await confirmNotice(page, t.confirmNotice);
    await expect(page).toHaveURL(/\/jsonapi\/damai\/maipay\/pay\//);
    await expect(page.getByTestId('amount')).toHaveText(`￥${(price * count - amount).toFixed(2)}`);
    await page.getByRole('button', { name: '支付 Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`${p(locale, '/profile/orders/')}[^?]+\\?.*payResult=success`));
    await expect(page.getByTestId('pay-result')).toHaveText(t.paySuccess);
    await expect(page.getByTestId('order-status')).toHaveText(t.success);
    const [order] = await orders(request, member.token);
    expect(order).toMatchObject({ status: 'success', payable: price * count - amount });
    // the cart is empty now
    await page.goto(p(locale, '/cart'));
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
}

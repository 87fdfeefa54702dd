import { expect, test } from '../fixtures';
import { setFault } from '../support';
import { addToCart, newMember, orders, p, prices, signIn, text } from '../checkout-helpers';
import { aFamilyShow, aStandUpNight } from '../../tests/fixtures/seed';

/**
 * A ticketing outage never empties the cart or loses an order (issue 7): the cart and the checkout
 * say so in the visitor's language, offer to try again, and everything is there when the backend
 * is back. Runs alone (the faults project): the fault breaks the sandbox for everyone.
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { ticketing: null });
});

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];
  const m =
    locale === 'en'
      ? {
          loadFailed: 'The cart could not be loaded. Nothing in it is lost: please try again.',
          submitFailed: 'The order could not be sent',
        }
      : { loadFailed: '购物车加载失败，其中的门票不会丢失，请重试。', submitFailed: '订单未能提交' };

  test(`the cart survives an outage and the order is made once it is over (${locale})`, async ({ page, request }) => {
    const member = await newMember(request);
    const [a] = await prices(request, aFamilyShow.event(2));
    const [b] = await prices(request, aStandUpNight.event(2));
    await addToCart(request, member.token, [
      { eventId: aFamilyShow.event(2), superGoodId: a.superGoodId, goodCount: 2 },
      { eventId: aStandUpNight.event(2), superGoodId: b.superGoodId, goodCount: 1 },
    ]);
    await signIn(page, member.token, p(locale, '/cart'));
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // the backend fails: a translated error with a retry, never an empty cart
    await setFault(request, { ticketing: 'error' });
    await page.reload();
    await expect(page.getByTestId('cart-load-error')).toContainText(m.loadFailed);
    await expect(page.getByTestId('cart-empty')).toHaveCount(0);
    await setFault(request, { ticketing: null });
    await page.getByTestId('cart-load-error').getByRole('button', { name: t.retry }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart')).toHaveAttribute('data-cart-status', 'ok');

    // the checkout cannot load its confirmation while the backend is down
    await setFault(request, { ticketing: 'error' });
    await page.goto(p(locale, '/checkout'));
    await expect(page.getByText(t.refresh)).toBeVisible();
    await setFault(request, { ticketing: null });
    await page.reload();

    // the submit fails: nothing lost, and paying again makes exactly one order
    await page.getByRole('radio', { name: t.alipay }).check();
    const summary = page.getByTestId('checkout-summary');
    await summary.getByRole('button', { name: t.pay, exact: true }).click();
    const dialog = page.getByTestId('checkout-notice');
    await dialog.getByTestId('notice-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await setFault(request, { ticketing: 'error' });
    await dialog.getByTestId('notice-confirm').click();
    await expect(page.getByTestId('submit-error')).toContainText(m.submitFailed);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await setFault(request, { ticketing: null });
    expect(await orders(request, member.token)).toHaveLength(0);

    await summary.getByRole('button', { name: t.pay, exact: true }).click();
    await dialog.getByTestId('notice-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await dialog.getByTestId('notice-confirm').click();
    await expect(page).toHaveURL(/\/maipay\/pay\//);
    const made = await orders(request, member.token);
    expect(made).toHaveLength(1);
    expect(made[0].status).toBe('created');
  });
}

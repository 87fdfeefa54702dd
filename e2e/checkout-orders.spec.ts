import { expect, test } from './fixtures';
import {
  addToCart,
  expireOrder,
  newMember,
  orders,
  p,
  placeOrder,
  prices,
  seats,
  signIn,
  text,
} from './checkout-helpers';
import { aChineseOnlyShow, aShadowPlay, aShowWithoutSeats, aStandUpNight } from '../tests/fixtures/seed';

/**
 * After the order is placed (issue 7): a failed payment can be paid again before the deadline; an
 * unpaid order expires and its seat goes back on sale; an unpaid order can be cancelled; a double
 * submit (two tabs, a double click) makes one order.
 */

for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];

  test.describe(`orders (${locale})`, () => {
    test('a failed payment comes back to the order, which can be paid again before the deadline', async ({
      page,
      request,
    }) => {
      const member = await newMember(request);
      const [price] = await prices(request, aStandUpNight.event(1));
      await addToCart(request, member.token, [
        { eventId: aStandUpNight.event(1), superGoodId: price.superGoodId, goodCount: 2 },
      ]);
      await signIn(page, member.token, p(locale, '/checkout'));
      const token = await placeOrder(page, t, t.alipay);
      await page.getByRole('button', { name: '失败 Fail' }).click();

      await expect(page).toHaveURL(new RegExp(`${p(locale, `/profile/orders/${token}`)}\\?.*payResult=fail`));
      await expect(page.getByTestId('pay-result')).toHaveText(t.payFailed);
      await expect(page.getByTestId('order-status')).toHaveText(t.created);
      await expect(page.getByTestId('order-countdown')).toContainText(/\d\d:\d\d/);
      await page.getByTestId('order-detail').getByRole('link', { name: t.payAgain, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/maipay/pay/${token}`));
      await page.getByRole('button', { name: '支付 Pay' }).click();
      await expect(page.getByTestId('pay-result')).toHaveText(t.paySuccess);
      await expect(page.getByTestId('order-status')).toHaveText(t.success);
    });

    test('an unpaid order expires at its deadline and its seat goes back on sale', async ({ page, request }) => {
      const member = await newMember(request);
      const eventToken = locale === 'en' ? aChineseOnlyShow.event(1) : aChineseOnlyShow.event(2);
      const offset = test.info().project.name === 'mobile' ? 30 : 10;
      const seat = (await seats(request, eventToken)).filter((s) => s.status === 'available')[offset];
      await addToCart(request, member.token, [{ eventId: eventToken, superGoodId: seat.superGoodId, goodCount: 1 }]);
      await signIn(page, member.token, p(locale, '/checkout'));
      const token = await placeOrder(page, t, t.unionpay);

      // held by the unpaid order: the seat map shows it taken
      const onMap = (taken: boolean) =>
        page
          .getByTestId('seat-map')
          .locator(
            `g[role="button"][aria-label="${
              locale === 'en' ? `Row ${seat.row} Seat ${seat.number}, ` : `${seat.row}排${seat.number}座，`
            }${taken ? (locale === 'en' ? 'taken' : '已售') : `￥${seat.price}`}"]`,
          );
      await page.goto(`${p(locale, aChineseOnlyShow.seatsPage)}?event=${eventToken}`);
      await expect(onMap(true)).toHaveCount(1);
      await expect(onMap(false)).toHaveCount(0);

      await page.goto(p(locale, `/profile/orders/${token}`));
      await expect(page.getByTestId('order-countdown')).toBeVisible();
      await expireOrder(request, token);
      await page.reload();
      await expect(page.getByTestId('order-status')).toHaveText(t.abolished);
      await expect(page.getByTestId('order-countdown')).toHaveCount(0);

      // back on sale
      await page.goto(`${p(locale, aChineseOnlyShow.seatsPage)}?event=${eventToken}`);
      await expect(onMap(false)).toHaveCount(1);
      await expect(onMap(true)).toHaveCount(0);
    });

    test('cancel an unpaid order: its tickets go back on sale', async ({ page, request }) => {
      const member = await newMember(request);
      // a price of its own for this language and browser, so its stock moves only with this test
      const eventToken = test.info().project.name === 'mobile' ? aShadowPlay.event(3) : aShadowPlay.event(2);
      const pick = locale === 'en' ? 0 : 1;
      const before = (await prices(request, eventToken))[pick];
      await addToCart(request, member.token, [{ eventId: eventToken, superGoodId: before.superGoodId, goodCount: 3 }]);
      await signIn(page, member.token, p(locale, '/checkout'));
      const token = await placeOrder(page, t, t.alipay);
      expect((await prices(request, eventToken))[pick].saleCount).toBe(before.saleCount + 3);
      await page.goto(p(locale, `/profile/orders/${token}`));
      await page.getByTestId('order-detail').getByRole('button', { name: t.cancel, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
      await expect(page.getByTestId('order-status')).toHaveText(t.cancelled);
      const [order] = await orders(request, member.token);
      expect(order).toMatchObject({ orderToken: token, status: 'cancelled' });
      expect((await prices(request, eventToken))[pick].saleCount).toBe(before.saleCount);
    });

    test('a double submit makes one order: two tabs, and a double click', async ({ context, request }) => {
      const member = await newMember(request);
      const [price] = await prices(request, aShowWithoutSeats.event(2));
      await addToCart(request, member.token, [
        { eventId: aShowWithoutSeats.event(2), superGoodId: price.superGoodId, goodCount: 2 },
      ]);
      const first = await context.newPage();
      await signIn(first, member.token, p(locale, '/checkout'));
      const second = await context.newPage();
      await second.goto(p(locale, '/checkout'));
      for (const tab of [first, second]) {
        await tab.getByRole('radio', { name: t.alipay }).check();
        await tab.getByTestId('checkout-summary').getByRole('button', { name: t.pay, exact: true }).click();
        const dialog = tab.getByTestId('checkout-notice');
        await dialog.getByTestId('notice-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        await expect(dialog.getByTestId('notice-confirm')).toBeEnabled();
      }
      await Promise.all([first.getByTestId('notice-confirm').dblclick(), second.getByTestId('notice-confirm').click()]);
      await expect(first).toHaveURL(/\/maipay\/pay\//);
      await expect(second).toHaveURL(/\/maipay\/pay\//);
      const a = (await first.getByTestId('order-token').textContent())!.trim();
      const b = (await second.getByTestId('order-token').textContent())!.trim();
      expect(a).toBe(b);
      expect(await orders(request, member.token)).toHaveLength(1);
    });
  });
}

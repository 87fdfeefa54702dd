import { expect, test } from './fixtures';
import { expectAccessible } from './a11y-support';
import { api, expireOrder, newMember, p, prices, signIn } from './checkout-helpers';
import { aShadowPlay } from '../tests/fixtures/seed';

/**
 * A hold you can see (issue 44): from the order on, the time its seats are still held (the API's
 * payment deadline, 15 minutes) shows in the header wherever the member goes and on the page the
 * payment returns to; when the deadline passes, the page says plainly that the hold has ended.
 */
const words = {
  en: {
    held: /^Your seats are held for 1[45]:[0-5]\d$/,
    ended: 'The hold has ended: your seats went back on sale.',
    payFailed: 'The payment was not completed.',
  },
  'zh-hans': {
    held: /^座位为您保留 1[45]:[0-5]\d$/,
    ended: '保留时间已结束，座位已重新开售。',
    payFailed: '支付未完成',
  },
} as const;

for (const locale of ['en', 'zh-hans'] as const) {
  test(`the hold's time left shows in the header and on the payment return, and its end is said (${locale})`, async ({
    page,
    request,
  }) => {
    const w = words[locale];
    const member = await newMember(request);
    const [cheapest] = await prices(request, aShadowPlay.event(2));
    const order = await request.post(`${api}/trade/submitOrder`, {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        cartPrices: [{ eventId: aShadowPlay.event(2), superGoodId: cheapest.superGoodId, goodCount: 1 }],
        payGateway: 'alipay',
        requestId: `hold-${member.email}`,
      },
    });
    const body = (await order.json()) as { code: number; msg: string; data: { orderToken: string } };
    expect(body.code, body.msg).toBe(200);

    // the header, on any page
    await signIn(page, member.token, p(locale, '/'));
    const badge = page.getByTestId('hold-badge');
    await expect(badge.getByTestId('held-seats-text')).toHaveText(w.held);
    await expect(badge).toHaveAttribute('href', p(locale, `/profile/orders/${body.data.orderToken}`));
    await expectAccessible(page, `the header with the hold's countdown (${locale})`, 'header');

    // the page the payment returns to
    await page.goto(p(locale, `/profile/orders/${body.data.orderToken}?payResult=fail`));
    await expect(page.getByTestId('pay-result')).toContainText(w.payFailed);
    await expect(page.locator('main').getByTestId('held-seats-text')).toHaveText(w.held);

    // the deadline passes: said plainly
    await expireOrder(request, body.data.orderToken);
    await page.reload();
    await expect(page.locator('main').getByTestId('held-seats-text')).toHaveText(w.ended);
    await expect(page.getByTestId('hold-badge')).toHaveCount(0);
  });
}

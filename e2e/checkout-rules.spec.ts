import { expect, test } from './fixtures';
import { waitForHydration } from './support';
import { addToCart, confirmNotice, idCard, newMember, p, prices, seats, signIn, text } from './checkout-helpers';
import { aFamilyShow, aRealNameShow, aShowWithNonProfitPrices } from '../tests/fixtures/seed';

/** Each buying rule stops the member with its message (issue 7, spec sections 5 and 9). */
for (const locale of ['en', 'zh-hans'] as const) {
  const t = text[locale];
  const m =
    locale === 'en'
      ? {
          bind: 'Please Bind ID Card With Real-name Ticket.',
          realNameMax: 'A member may use at most 2 ID cards (2 tickets) per performance.',
          duplicate: 'One ticket per ID card per performance.',
          viewers: 'Please enter the name and ID card of every viewer of a real-name ticket.',
          nonProfit: 'Non-profit tickets: one order may hold at most 2',
          perPurchase: 'Non-seat quantity per purchase: 1 to 6',
        }
      : {
          bind: '购买实名制门票请先绑定身份证。',
          realNameMax: '每位会员每场次最多使用2个证件（2张票）。',
          duplicate: '每个证件每场次限购一张。',
          viewers: '请填写每张实名制门票观演人的姓名和身份证号。',
          nonProfit: '公益票每笔订单最多2张',
          perPurchase: '每次购买数量为1至6张',
        };

  test.describe(`checkout rules (${locale})`, () => {
    test('real-name tickets need a bound ID card', async ({ page, request }) => {
      const member = await newMember(request);
      const [jazz] = await prices(request, aRealNameShow.event(1));
      await addToCart(request, member.token, [
        { eventId: aRealNameShow.event(1), superGoodId: jazz.superGoodId, goodCount: 1 },
      ]);
      await signIn(page, member.token, p(locale, '/cart'));
      await expect(page.getByTestId('rule-issues')).toHaveText(m.bind);
      await expect(page.getByTestId('cart-checkout')).toBeDisabled();
      // the checkout says so too, in the server's words
      await page.goto(p(locale, '/checkout'));
      await expect(page.getByTestId('checkout-refusal')).toHaveText(m.bind);
    });

    test('at most 2 ID cards per member per performance, one ticket per ID card', async ({ page, request }) => {
      const member = await newMember(request, { idCard: idCard() });
      const [jazz] = await prices(request, aRealNameShow.event(2));
      await addToCart(request, member.token, [
        { eventId: aRealNameShow.event(2), superGoodId: jazz.superGoodId, goodCount: 3 },
      ]);
      await signIn(page, member.token, p(locale, '/cart'));
      await expect(page.getByTestId('rule-issues')).toHaveText(m.realNameMax);
      await expect(page.getByTestId('cart-checkout')).toBeDisabled();

      await page.getByTestId('cart-line').getByRole('button', { name: t.decrease }).click();
      await expect(page.getByTestId('line-quantity')).toHaveText('2');
      await expect(page.getByTestId('rule-issues')).toHaveCount(0);
      await page.getByTestId('cart-checkout').click();

      // two real-name tickets: a viewer each, on different ID cards
      await page.getByRole('radio', { name: t.alipay }).check();
      const summary = page.getByTestId('checkout-summary');
      await summary.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page.getByTestId('checkout-issues')).toHaveText(m.viewers);
      const viewers = page.getByTestId('viewers');
      // each field says its problem in the page's language, and the first one has the focus
      await expect(viewers.getByLabel(t.viewerIdCard).nth(1)).toHaveAccessibleDescription(m.viewers);
      await expect(viewers.getByLabel(t.viewerName).nth(0)).toBeFocused();
      const same = idCard();
      await viewers.getByLabel(t.viewerName).nth(0).fill('Wang Fang');
      await viewers.getByLabel(t.viewerIdCard).nth(0).fill(same);
      await viewers.getByLabel(t.viewerName).nth(1).fill('Li Lei');
      await viewers.getByLabel(t.viewerIdCard).nth(1).fill(same);
      await summary.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page.getByTestId('checkout-issues')).toHaveText(m.duplicate);
      await expect(viewers.getByLabel(t.viewerIdCard).nth(1)).toHaveAccessibleDescription(m.duplicate);
      await expect(viewers.getByLabel(t.viewerIdCard).nth(1)).toBeFocused();
      await expect(viewers.getByLabel(t.viewerName).nth(1)).toHaveValue('Li Lei');

      await viewers.getByLabel(t.viewerIdCard).nth(1).fill(idCard());
      await summary.getByRole('button', { name: t.pay, exact: true }).click();
      await confirmNotice(page, t.confirmNotice);
      await expect(page).toHaveURL(/\/maipay\/pay\//);
    });

    test('non-profit tickets: at most 2 per order', async ({ page, request }) => {
      const member = await newMember(request);
      const eventToken = locale === 'en' ? aShowWithNonProfitPrices.event(1) : aShowWithNonProfitPrices.event(2);
      const offset = test.info().project.name === 'mobile' ? 3 : 0;
      const np = (await seats(request, eventToken))
        .filter((s) => s.publicInterest === 1 && s.status === 'available')
        .slice(offset);
      await addToCart(
        request,
        member.token,
        np.slice(0, 2).map((s) => ({ eventId: eventToken, superGoodId: s.superGoodId, goodCount: 1 })),
      );
      await signIn(page, member.token, `${p(locale, aShowWithNonProfitPrices.seatsPage)}?event=${eventToken}`);
      await waitForHydration(page);
      // a third non-profit seat: the server refuses the cart
      await page
        .getByTestId('seat-map')
        .locator(`g[aria-label*="￥${aShowWithNonProfitPrices.nonProfit}"]:not([aria-disabled])`)
        .nth(5)
        .click();
      await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(1);
      await page.getByTestId('seats-add-to-cart').click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(m.nonProfit);
      await page.goto(p(locale, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
    });

    test('non-seat tickets: 1 to 6 per purchase and per performance', async ({ page, request }) => {
      const member = await newMember(request);
      const [price] = await prices(request, aFamilyShow.event(1));
      await addToCart(request, member.token, [
        { eventId: aFamilyShow.event(1), superGoodId: price.superGoodId, goodCount: 5 },
      ]);
      await signIn(page, member.token, p(locale, '/cart'));
      const line = page.getByTestId('cart-line');
      await line.getByRole('button', { name: t.increase }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('6');
      await expect(line.getByRole('button', { name: t.increase })).toBeDisabled();
      await line.getByRole('button', { name: t.decrease }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('5');
      await line.getByRole('button', { name: t.decrease }).click();
      await line.getByRole('button', { name: t.decrease }).click();
      await line.getByRole('button', { name: t.decrease }).click();
      await line.getByRole('button', { name: t.decrease }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('1');
      await expect(line.getByRole('button', { name: t.decrease })).toBeDisabled();

      // the show page cannot take the line past 6 either: the server refuses with the rule
      await addToCart(request, member.token, [
        { eventId: aFamilyShow.event(1), superGoodId: price.superGoodId, goodCount: 5 },
      ]);
      await page.goto(p(locale, aFamilyShow.page));
      await waitForHydration(page);
      const box = page.getByTestId('buy-box').first();
      await box.getByTestId('buy-button').click();
      await expect(box.getByRole('alert')).toHaveText(m.perPurchase);
    });
  });
}

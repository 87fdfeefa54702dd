import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout } from '@/components/checkout/CheckoutApp';
import { getGateways } from '@/lib/ticketing/checkout';
import {
  aMemberWithNothingSetUp,
  aMinimumSpendDiscountCode,
  anExpiredDiscountCode,
  aRealNameShow,
  aShowWithoutSeats,
  theDemoMember,
  theDemoMembersPercentCoupon,
} from './fixtures/seed';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { sandboxCall, sandboxLogin } from './checkout-support';
import { loginDemo, SANDBOX_ORIGIN, sandboxMswForFile } from './support/sandbox-msw';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/checkout' }),
);

const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
/** An amount in fen as the site shows it: whole yuan bare, otherwise with two decimals. */
const yuan = (fen: number) => `￥${fen % 100 === 0 ? fen / 100 : (fen / 100).toFixed(2)}`;

describe('checkout totals and discounts', { timeout: 60_000 }, () => {
  it('applies a coupon, a discount code, points and UnionPay, each shown, and the final amount adds up', async () => {
    // The amounts as the ticketing API prices them (sandbox/ticketing/pricing.ts), in fen, from the
    // seed: 3 tickets at the show's dearest price (3 × ￥320 = ￥960); the member's coupon takes its
    // share of that (10%: ￥96); the minimum-spend code its amount (￥50 over ￥300); 1000 points
    // at the API's 100 points a yuan (￥10); UnionPay 10% off what is left (804 → ￥80.40).
    const ticket = aShowWithoutSeats.good(2, aShowWithoutSeats.dearest);
    const total = 3 * ticket.price * 100;
    const couponOff = Math.round(total * (1 - theDemoMembersPercentCoupon.rate!));
    const codeOff = aMinimumSpendDiscountCode.amount!;
    const points = 1000;
    const pointsOff = points; // 100 points = ￥1 = 100 fen
    const gatewayOff = Math.round((total - couponOff - codeOff - pointsOff) / 10);
    const payable = total - couponOff - codeOff - pointsOff - gatewayOff;
    expect(total).toBeGreaterThanOrEqual(aMinimumSpendDiscountCode.min);

    const token = await loginDemo(env.sandbox);
    expect(
      (await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ ...ticket, goodCount: 3 }] }, token)).code,
    ).toBe(200);
    memberBrowser(token);
    const user = userEvent.setup();
    render(wrap(<Checkout />));
    const summary = await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('total')).toHaveTextContent(yuan(total)));
    expect(within(summary).getByTestId('payable')).toHaveTextContent(yuan(total));

    const coupon = await screen.findByLabelText('Coupon');
    await waitFor(() => expect(within(coupon).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(coupon, theDemoMembersPercentCoupon.code);
    await waitFor(() =>
      expect(within(summary).getByTestId('discount-coupon')).toHaveTextContent(`−${yuan(couponOff)}`),
    );

    // an expired code is refused in the server's words and changes nothing
    await user.type(screen.getByLabelText('Discount code'), anExpiredDiscountCode.code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('This discount code has expired');
    expect(within(summary).queryByTestId('discount-discountCode')).toBeNull();
    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), aMinimumSpendDiscountCode.code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(summary).getByTestId('discount-discountCode')).toHaveTextContent(`−${yuan(codeOff)}`),
    );
    expect(screen.getByTestId('discount-applied')).toHaveTextContent(aMinimumSpendDiscountCode.code);

    // points, confirmed by the pin; a wrong pin is refused. The balance, the most this order takes
    // (the balance, or half of what is left if less) and the rate are offered first
    const pointsForm = await screen.findByTestId('points-redeem');
    const mostPoints = Math.min(theDemoMember.points, Math.floor((total - couponOff - codeOff) / 2));
    await waitFor(() =>
      expect(pointsForm).toHaveTextContent(
        `You have ${theDemoMember.points} points; up to ${mostPoints} can be used on this order (100 points = ￥1).`,
      ),
    );
    await user.type(within(pointsForm).getByLabelText('Points to use'), String(points));
    await user.type(within(pointsForm).getByLabelText('Pin password'), '654321'); // not the demo member's
    await user.click(within(pointsForm).getByRole('button', { name: 'Use points' }));
    expect(await screen.findByTestId('points-error')).toHaveTextContent('Incorrect pay password');
    await user.clear(within(pointsForm).getByLabelText('Pin password'));
    await user.type(within(pointsForm).getByLabelText('Pin password'), theDemoMember.payPassword);
    await user.click(within(pointsForm).getByRole('button', { name: 'Use points' }));
    await waitFor(() =>
      expect(within(summary).getByTestId('discount-points')).toHaveTextContent(`−${yuan(pointsOff)}`),
    );
    expect(screen.getByTestId('points-applied')).toHaveTextContent(`${points} points used (${yuan(pointsOff)})`);

    // no gateway yet: Pay says so
    await user.click(within(summary).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('checkout-issues')).toHaveTextContent('Please select payment method');

    // gateways reversed: UnionPay first, with its 10% off
    const gateways = await screen.findAllByTestId('gateway');
    expect(gateways.map((g) => g.textContent)).toEqual([
      expect.stringContaining('UnionPay'),
      expect.stringContaining('WeChat Pay'),
      expect.stringContaining('Alipay'),
    ]);
    expect(gateways[0]).toHaveTextContent('UnionPay: 10% off');
    await user.click(within(gateways[0]).getByRole('radio'));
    await waitFor(() =>
      expect(within(summary).getByTestId('discount-gateway')).toHaveTextContent(`−${yuan(gatewayOff)}`),
    );
    expect(within(summary).getByTestId('payable')).toHaveTextContent(yuan(payable));
    const rows = within(summary)
      .getAllByTestId(/^discount-/)
      .map((r) => Math.round(money(within(r).getByRole('definition').textContent) * 100));
    expect(rows).toEqual([couponOff, codeOff, pointsOff, gatewayOff]);
    expect(screen.queryByTestId('checkout-issues')).toBeNull();
  });

  it('asks for the ID card of a real-name ticket, in the server words', async () => {
    const token = await sandboxLogin(env.sandbox, aMemberWithNothingSetUp.email, aMemberWithNothingSetUp.password);
    expect(
      (
        await sandboxCall(
          env.sandbox,
          '/api/cart/add',
          { lstCartInfo: [{ ...aRealNameShow.good(1, aRealNameShow.cheapest), goodCount: 1 }] },
          token,
        )
      ).code,
    ).toBe(200);
    memberBrowser(token);
    render(wrap(<Checkout />, 'zh-hans'));
    expect(await screen.findByTestId('checkout-refusal')).toHaveTextContent('购买实名制门票请先绑定身份证。');
  });

  it('a coupon list that cannot be loaded asks to refresh the page', async () => {
    const token = await loginDemo(env.sandbox);
    await sandboxCall(
      env.sandbox,
      '/api/cart/add',
      { lstCartInfo: [{ ...aShowWithoutSeats.good(3, aShowWithoutSeats.cheapest), goodCount: 1 }] },
      token,
    );
    memberBrowser(token);
    const { http, HttpResponse } = await import('msw');
    env.server.use(
      http.get('*/jsonapi/damai/api/user/couponCodes', () =>
        HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 }),
      ),
    );
    render(wrap(<Checkout />));
    expect(await screen.findByTestId('coupon-load-error')).toHaveTextContent(
      'Your coupons could not be loaded. Please refresh the page.',
    );
    env.server.resetHandlers();
  });

  it('lists the payment gateways in reversed order (spec section 7)', async () => {
    const res = await env.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/maipay/doGetPayGateway?channel=PC&langType=2`),
    );
    const raw = ((await res.json()) as { data: { dataList: { code: string }[] } }).data.dataList.map((g) => g.code);
    expect(raw.length).toBeGreaterThan(1);
    expect((await getGateways('en')).map((g) => g.code)).toEqual([...raw].reverse());
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout } from '@/components/checkout/CheckoutApp';
import { POINTS_PER_YUAN } from '@/components/checkout/PointsRedeem';
import { useCartLog } from '@/lib/bff/hooks/cart';
import { getGateways } from '@/lib/ticketing/checkout';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { sandboxCall, sandboxLogin } from './checkout-support';
import { loginDemo, SANDBOX_ORIGIN, startSandboxMsw } from './support/sandbox-msw';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/checkout',
  useSearchParams: () => new URLSearchParams(),
}));

let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
beforeEach(() => {
  useCartLog.setState({ errors: [], reloading: false });
  freshBrowser();
});


const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('checkout totals and discounts', { timeout: 60_000 }, () => {
  it('applies a coupon, a discount code, points and UnionPay, each shown, and the final amount adds up', async () => {
    const token = await loginDemo(env.sandbox);
    // Thunderstorm, 3 tickets at ￥320 = ￥960
    expect((await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E2', superGoodId: 'G100422', goodCount: 3 }] }, token)).code).toBe(200);
    memberBrowser(token);
    const user = userEvent.setup();
    render(wrap(<Checkout />));
    const summary = await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('total')).toHaveTextContent('￥960'));
    expect(within(summary).getByTestId('payable')).toHaveTextContent('￥960');

    // coupon: Gold member 10% off -> ￥96
    const coupon = await screen.findByLabelText('Coupon');
    await waitFor(() => expect(within(coupon).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(coupon, 'DEMO-GOLD90');
    await waitFor(() => expect(within(summary).getByTestId('discount-coupon')).toHaveTextContent('−￥96'));

    // an expired code is refused in the server's words and changes nothing
    await user.type(screen.getByLabelText('Discount code'), 'EXPIRED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('This discount code has expired');
    expect(within(summary).queryByTestId('discount-discountCode')).toBeNull();
    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'SPRING50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(summary).getByTestId('discount-discountCode')).toHaveTextContent('−￥50'));
    expect(screen.getByTestId('discount-applied')).toHaveTextContent('SPRING50');

    // points: 1000 points = ￥10, confirmed by the pin; a wrong pin is refused
    const points = await screen.findByTestId('points-redeem');
    await user.type(within(points).getByLabelText('Points to use'), '1000');
    await user.type(within(points).getByLabelText('Pin password'), '654321');
    await user.click(within(points).getByRole('button', { name: 'Use points' }));
    expect(await screen.findByTestId('points-error')).toHaveTextContent('Incorrect pay password');
    await user.clear(within(points).getByLabelText('Pin password'));
    await user.type(within(points).getByLabelText('Pin password'), '123456');
    await user.click(within(points).getByRole('button', { name: 'Use points' }));
    await waitFor(() => expect(within(summary).getByTestId('discount-points')).toHaveTextContent(`−￥${1000 / POINTS_PER_YUAN}`));

    // no gateway yet: Pay says so
    await user.click(within(summary).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('checkout-issues')).toHaveTextContent('Please select payment method');

    // gateways reversed: UnionPay first, with its 10% off
    const gateways = await screen.findAllByTestId('gateway');
    expect(gateways.map((g) => g.textContent)).toEqual([expect.stringContaining('UnionPay'), expect.stringContaining('WeChat Pay'), expect.stringContaining('Alipay')]);
    expect(gateways[0]).toHaveTextContent('UnionPay: 10% off');
    await user.click(within(gateways[0]).getByRole('radio'));
    // (960 - 96 - 50 - 10) = 804; UnionPay 10% off = 80.40; payable 723.60
    await waitFor(() => expect(within(summary).getByTestId('discount-gateway')).toHaveTextContent('−￥80.40'));
    expect(within(summary).getByTestId('payable')).toHaveTextContent('￥723.60');
    const rows = within(summary).getAllByTestId(/^discount-/).map((r) => money(within(r).getByRole('definition').textContent));
    expect(Math.round((960 - rows.reduce((a, b) => a + b, 0)) * 100) / 100).toBe(723.6);
    expect(screen.queryByTestId('checkout-issues')).toBeNull();
  });

  it('asks for the ID card of a real-name ticket, in the server words', async () => {
    const token = await sandboxLogin(env.sandbox, 'guest@theatre.test', 'Guest1234');
    expect((await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1005-E1', superGoodId: 'G100510', goodCount: 1 }] }, token)).code).toBe(200);
    memberBrowser(token);
    render(wrap(<Checkout />, 'zh-hans'));
    expect(await screen.findByTestId('checkout-refusal')).toHaveTextContent('购买实名制门票请先绑定身份证。');
  });

  it('a coupon list that cannot be loaded asks to refresh the page', async () => {
    const token = await loginDemo(env.sandbox);
    await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E3', superGoodId: 'G100430', goodCount: 1 }] }, token);
    memberBrowser(token);
    const { http, HttpResponse } = await import('msw');
    env.server.use(http.get('*/jsonapi/damai/api/user/couponCodes', () => HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 })));
    render(wrap(<Checkout />));
    expect(await screen.findByTestId('coupon-load-error')).toHaveTextContent('Your coupons could not be loaded. Please refresh the page.');
    env.server.resetHandlers();
  });

  it('lists the payment gateways in reversed order (spec section 7)', async () => {
    const res = await env.sandbox.fetch(new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/maipay/doGetPayGateway?channel=PC&langType=2`));
    const raw = ((await res.json()) as { data: { dataList: { code: string }[] } }).data.dataList.map((g) => g.code);
    expect(raw.length).toBeGreaterThan(1);
    expect((await getGateways('en')).map((g) => g.code)).toEqual([...raw].reverse());
  });
});

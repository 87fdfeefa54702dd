import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetail } from '@/components/member/profile/OrderDetail';
import { OrdersList } from '@/components/member/profile/OrdersList';
import { PinPassword } from '@/components/member/profile/PinPassword';
import { countdownText } from '@/components/member/profile/format';
import { memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, loginDemo, sandboxMswForFile } from './support/sandbox-msw';

const env = sandboxMswForFile();
let token: string;
beforeEach(async () => {
  token = await loginDemo(env.sandbox);
  memberBrowser(token);
});

describe('orders', { timeout: 20_000 }, () => {
  it('formats the countdown as minutes:seconds', () => {
    expect(countdownText(1_000_000 + 14 * 60_000 + 5_000, 1_000_000)).toBe('14:05');
    expect(countdownText(1_000, 5_000)).toBe('00:00');
  });

  it('labels every status, and a created order can be cancelled after confirming', async () => {
    const user = userEvent.setup();
    render(wrap(<OrdersList locale="en" />));
    const orders = await screen.findAllByTestId('order');
    const labels = orders.map((o) => within(o).getByTestId('order-status').textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Waiting for payment',
        'Success',
        'Cancelled',
        'Waiting for seat selection',
        'Abolished',
      ]),
    );
    const created = orders.find(
      (o) => within(o).getByTestId('order-status').getAttribute('data-status') === 'created',
    )!;
    expect(within(created).getByTestId('order-countdown')).toHaveTextContent(/Time left to pay: \d{2,}:\d{2}/);
    expect(within(created).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      expect.stringContaining('/jsonapi/damai/maipay/pay/'),
    );

    await user.click(within(created).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(within(created).getByTestId('order-status')).toHaveTextContent('Waiting for payment');

    await user.click(within(created).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order', hidden: true }));
    await waitFor(() => expect(within(created).getByTestId('order-status')).toHaveTextContent('Cancelled'));
  });

  it("an order's detail lists the discounts it had, and only those", async () => {
    render(wrap(<OrdersList locale="en" />));
    const orders = await screen.findAllByTestId('order');
    // the demo member's paid order with a coupon (sandbox seed: 2 tickets, coupon DEMO-USED30)
    const facts = (order: HTMLElement) =>
      Object.fromEntries(
        within(order)
          .getAllByRole('term')
          .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
    for (const order of orders)
      expect(facts(order)).toEqual(
        expect.objectContaining({ Venue: expect.any(String), Tickets: expect.stringMatching(/^\d+$/) }),
      );
    const tokens = orders.map((o) => o.getAttribute('data-order-token')!);
    const details = await Promise.all(
      tokens.map(async (token) => {
        const view = render(wrap(<OrderDetail locale="en" orderToken={token} accessByShow={{}} />));
        const detail = await within(view.container).findByTestId('order-detail');
        const result = facts(detail);
        view.unmount();
        return result;
      }),
    );
    const withCoupon = details.filter((d) => 'Coupon' in d);
    expect(withCoupon).toHaveLength(1);
    const [coupon] = withCoupon;
    expect(coupon.Coupon).toMatch(/^-￥\d/);
    expect(coupon).not.toHaveProperty('Points');
    expect(coupon).not.toHaveProperty('Discount code');
    const amount = (text: string | undefined) => Number(text!.replace(/[^\d.]/g, ''));
    expect(amount(coupon.Payable)).toBe(amount(coupon.Total) - amount(coupon.Coupon));
    for (const d of details)
      expect(d).toEqual(
        expect.objectContaining({
          Venue: expect.any(String),
          Ordered: expect.any(String),
          Total: expect.any(String),
          Payable: expect.any(String),
        }),
      );
  });
});

describe('pin password', () => {
  it('asks for the current pin and the new one twice, and says when they differ', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(wrap(<PinPassword />));
    const pin = await screen.findByLabelText('New pin password (6 digits)');
    const confirm = screen.getByLabelText('Confirm pin password');
    const save = screen.getByRole('button', { name: 'Save pin password' });
    expect(save).toBeDisabled();
    // the demo member has a pin: changing it asks for the current one
    await user.type(screen.getByLabelText('Current pin password'), '123456');
    await user.click(pin);
    await user.click(confirm);
    expect(screen.getByText('Please input your password')).toBeInTheDocument();
    await user.type(pin, '111222');
    await user.type(confirm, '111223');
    await user.click(pin);
    expect(screen.getByText('Two fields must be matched')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, '111222');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Your pin password has been saved.')).toBeInTheDocument();
    const res = await env.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/paypswd/checkPayPassword`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ payPassword: '111222', validateType: 1 }),
      }),
    );
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });
});

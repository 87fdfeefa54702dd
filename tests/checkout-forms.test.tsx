import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout } from '@/components/checkout/CheckoutApp';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { sandboxCall, sandboxMember } from './checkout-support';
import { loginDemo, startSandboxMsw } from './support/sandbox-msw';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/checkout' }),
);

/**
 * The checkout's forms (issue 25) on React Hook Form and the checkout's zod rules: each problem is
 * shown on the field it is about, and nothing is sent while a field is wrong.
 */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
const sent: string[] = [];
beforeAll(async () => {
  env = await startSandboxMsw();
  env.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/jsonapi/damai/')) sent.push(path.replace('/jsonapi/damai', ''));
  });
});
afterAll(() => env.close());
beforeEach(() => {
  sent.length = 0;
  resetLimits();
  freshBrowser();
});

const ID_A = '110101199003074518';

/** The member's checkout with one cart line in it (sandbox event and price ids). */
async function checkoutWith(token: string, eventId: string, superGoodId: string, goodCount: number) {
  const added = await sandboxCall(
    env.sandbox,
    '/api/cart/add',
    { lstCartInfo: [{ eventId, superGoodId, goodCount }] },
    token,
  );
  expect(added.code).toBe(200);
  memberBrowser(token);
  render(wrap(<Checkout />));
}

/** A member with a bound ID card at the checkout with two real-name tickets (two viewers to enter). */
async function realNameCheckout() {
  const token = await sandboxMember(env.sandbox);
  await sandboxCall(env.sandbox, '/api/user/modifyUser', { idCard: '31010119900101123X' }, token);
  // Jazz Night is sold by real name: two tickets need two viewers
  await checkoutWith(token, 'PRJ1005-E2', 'G100521', 2);
  const viewers = await screen.findByTestId('viewers');
  const payButton = within(await screen.findByTestId('checkout-summary')).getByRole('button', { name: 'Pay' });
  await waitFor(() => expect(payButton).toBeEnabled());
  return { viewers, pay: () => userEvent.setup().click(payButton) };
}

describe('checkout forms', { timeout: 60_000 }, () => {
  it('real-name viewers: each problem is said at its field, a repeated ID card on the second viewer', async () => {
    const { viewers, pay } = await realNameCheckout();
    const user = userEvent.setup();
    const names = within(viewers).getAllByLabelText('Name');
    const cards = within(viewers).getAllByLabelText('ID card number');
    await user.type(names[0], 'Wang Fang');
    await user.type(cards[0], ID_A);
    await user.type(names[1], 'Li Lei');
    await user.type(cards[1], ID_A.toLowerCase());
    await user.tab();
    await waitFor(() => expect(cards[1]).toHaveAccessibleDescription('One ticket per ID card per performance.'));
    expect(cards[1]).toHaveAttribute('aria-invalid', 'true');
    expect(cards[0]).not.toHaveAttribute('aria-invalid');
    expect(names[1]).not.toHaveAttribute('aria-invalid');

    await pay();
    expect(await screen.findByTestId('checkout-issues')).toHaveTextContent('One ticket per ID card per performance.');
    // the field says it; the section repeats no problem a field carries
    expect(within(viewers).queryByTestId('viewers-issues')).toBeNull();
    await waitFor(() => expect(cards[1]).toHaveFocus());
    expect(sent).not.toContain('/api/order/submitOrder');

    await user.clear(cards[1]);
    await user.type(cards[1], '12345');
    await user.tab();
    await waitFor(() => expect(cards[1]).toHaveAccessibleDescription('Incorrect ID card number (18 characters).'));
    expect(cards[1]).toHaveAttribute('aria-invalid', 'true');
  });

  it('real-name viewers: Pay with fields never touched says each one, focuses the first and keeps what was typed', async () => {
    const { viewers, pay } = await realNameCheckout();
    const user = userEvent.setup();
    const names = within(viewers).getAllByLabelText('Name');
    const cards = within(viewers).getAllByLabelText('ID card number');
    // nothing is said before the member leaves a field or presses Pay
    expect(within(viewers).queryAllByTestId('field-error')).toEqual([]);

    await pay();
    const required = 'Please enter the name and ID card of every viewer of a real-name ticket.';
    await waitFor(() => {
      for (const field of [...names, ...cards]) expect(field).toHaveAccessibleDescription(required);
    });
    for (const field of [...names, ...cards]) expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(names[0]).toHaveFocus());

    await user.type(names[0], 'Wang Fang');
    await user.type(cards[0], '1101');
    await pay();
    await waitFor(() => expect(cards[0]).toHaveAccessibleDescription('Incorrect ID card number (18 characters).'));
    await waitFor(() => expect(cards[0]).toHaveFocus());
    expect(names[0]).toHaveValue('Wang Fang');
    expect(names[0]).not.toHaveAttribute('aria-invalid');
    expect(cards[0]).toHaveValue('1101');
    expect(sent).not.toContain('/api/order/submitOrder');
  });

  it('points: more than the order allows is said at the field, and neither the pin nor the points are sent', async () => {
    await checkoutWith(await loginDemo(env.sandbox), 'PRJ1004-E2', 'G100422', 1);
    const user = userEvent.setup();
    const points = await screen.findByTestId('points-redeem');
    const amount = await within(points).findByLabelText('Points to use');
    const balance = within(points).getByText(/up to \d+ can be used/);
    const max = Number(/up to (\d+)/.exec(balance.textContent ?? '')![1]);
    await user.type(amount, String(max + 1));
    await user.type(within(points).getByLabelText('Pin password'), '123456');
    await user.click(within(points).getByRole('button', { name: 'Use points' }));
    expect(await within(points).findByText(`At most ${max} points can be used on this order.`)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((p) => p.includes('checkPayPassword'))).toEqual([]);

    // by SMS: the shared code field, sent to the member's number
    await user.click(within(points).getByRole('radio', { name: 'With an SMS code' }));
    expect(within(points).getByLabelText('Phone number')).toHaveValue('13800138000');
    await user.click(within(points).getByRole('button', { name: 'Get code' }));
    expect(await within(points).findByRole('status')).toHaveTextContent('The verification code has been sent.');
    expect(within(points).getByLabelText('SMS code')).toHaveAttribute('maxlength', '6');
  });

  it('discount code: an empty one is refused at the field and nothing is asked', async () => {
    const token = await loginDemo(env.sandbox);
    memberBrowser(token);
    const user = userEvent.setup();
    render(wrap(<Checkout />));
    const field = await screen.findByLabelText('Discount code');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('Please enter a discount code.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

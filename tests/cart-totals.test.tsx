import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartApp, lineMax } from '@/components/cart/CartApp';
import { HeaderCart } from '@/components/layout/HeaderAccount';
import { cartStatus, useAddGuestSeats } from '@/lib/bff/client/hooks/cart';
import { useGuestCart } from '@/lib/stores/guest-cart';
import { cartTotals, groupCart } from '@/lib/cart/totals';
import { reshapeCartLine } from '@/lib/ticketing/cart';
import type { CartItem } from '@/lib/ticketing/types';
import { aSeatedShow, aShowWithoutSeats } from './fixtures/seed';
import { freshBrowser, memberBrowser, withApp as wrap } from './support/app';
import { sandboxCall, sandboxMember } from './checkout-support';
import { SANDBOX_ORIGIN, sandboxMswForFile } from './support/sandbox-msw';

const item = (over: Partial<CartItem>): CartItem => ({
  eventId: 'E1',
  superGoodId: 'G1',
  goodCount: 1,
  projectToken: 'P1',
  projectName: 'Show',
  siteName: 'Hall',
  showTime: 2_000_000_000_000,
  priceId: 1,
  price: 100,
  subtotal: 100,
  publicInterest: false,
  realName: false,
  seated: false,
  seatLabel: null,
  ended: false,
  available: true,
  ...over,
});

describe('cart totals and grouping', () => {
  it('adds up tickets and yuan without floating-point dust', () => {
    const items = [
      item({ price: 0.1, goodCount: 1 }),
      item({ superGoodId: 'G2', price: 0.2, goodCount: 1 }),
      item({ superGoodId: 'G3', price: 180, goodCount: 3 }),
    ];
    expect(cartTotals(items)).toEqual({ lines: 3, tickets: 5, amount: 540.3 });
    expect(cartTotals([])).toEqual({ lines: 0, tickets: 0, amount: 0 });
  });

  it('groups by show, then performance in date order', () => {
    const groups = groupCart([
      item({
        projectToken: 'A',
        projectName: 'Aida',
        eventId: 'A-2',
        showTime: 20,
        superGoodId: 'a2',
        goodCount: 2,
        subtotal: 200,
      }),
      item({ projectToken: 'B', projectName: 'Boris', eventId: 'B-1', showTime: 5, superGoodId: 'b1' }),
      item({ projectToken: 'A', projectName: 'Aida', eventId: 'A-1', showTime: 10, superGoodId: 'a1' }),
      item({ projectToken: 'A', projectName: 'Aida', eventId: 'A-2', showTime: 20, superGoodId: 'a3', subtotal: 100 }),
    ]);
    expect(groups.map((g) => g.projectName)).toEqual(['Aida', 'Boris']);
    expect(groups[0].performances.map((p) => [p.eventId, p.tickets, p.subtotal])).toEqual([
      ['A-1', 1, 100],
      ['A-2', 3, 300],
    ]);
  });

  it('limits a line: 6, 2 for non-profit (with the other non-profit lines), 6 per performance', () => {
    const a = item({ goodCount: 2 });
    expect(lineMax(a, [a])).toBe(6);
    const b = item({ superGoodId: 'G2', goodCount: 3 });
    expect(lineMax(a, [a, b])).toBe(3);
    const np = item({ superGoodId: 'N', publicInterest: true });
    const np2 = item({ superGoodId: 'N2', eventId: 'E2', publicInterest: true, seated: true });
    expect(lineMax(np, [np])).toBe(2);
    expect(lineMax(np, [np, np2])).toBe(1);
  });

  it('reads the API line: non-profit flag, seat, availability', () => {
    const line = reshapeCartLine(
      {
        superGoodId: 'X',
        eventId: 'E',
        goodCount: 2,
        price: 80,
        publicInterest: 1,
        seatType: 1,
        seatLabel: 'Row 1, Seat 2',
        showTime: 10,
      },
      20,
    );
    expect(line).toMatchObject({
      publicInterest: true,
      seated: true,
      seatLabel: 'Row 1, Seat 2',
      subtotal: 160,
      ended: true,
      available: false,
    });
  });

  it('follows the spec states: initial, loading, ok, error, getcart', () => {
    expect(cartStatus({ status: 'pending', fetchStatus: 'idle' }, false)).toBe('initial');
    expect(cartStatus({ status: 'pending', fetchStatus: 'fetching' }, false)).toBe('loading');
    expect(cartStatus({ status: 'success', fetchStatus: 'idle' }, false)).toBe('ok');
    expect(cartStatus({ status: 'error', fetchStatus: 'idle' }, false)).toBe('error');
    expect(cartStatus({ status: 'success', fetchStatus: 'fetching' }, true)).toBe('getcart');
  });
});

const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
});

/** A free seat of the seated show, as the seat map puts it in a guest's cart. */
async function aFreeSeatAsGuestLine(): Promise<CartItem[]> {
  const goods = (await (
    await env.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/goods/seatGoods?eventToken=${aSeatedShow.event(2)}&langType=2`),
    )
  ).json()) as {
    data: {
      dataList: {
        superGoodId: string;
        status: string;
        price: number;
        priceId: number;
        publicInterest: number;
        label: string;
      }[];
    };
  };
  const seat = goods.data.dataList.find((g) => g.status === 'available')!;
  return [
    {
      eventId: aSeatedShow.event(2),
      superGoodId: seat.superGoodId,
      goodCount: 1,
      projectToken: aSeatedShow.projectToken,
      projectName: aSeatedShow.title.en,
      siteName: aSeatedShow.venueName.en,
      showTime: Date.now() + 86_400_000,
      priceId: seat.priceId,
      price: seat.price,
      subtotal: seat.price,
      publicInterest: false,
      realName: false,
      seated: true,
      seatLabel: seat.label,
      ended: false,
      available: true,
    },
  ];
}

describe('the cart page', { timeout: 30_000 }, () => {
  it('shows lines by show and performance, changes quantities within the rules and removes lines', async () => {
    const token = await sandboxMember(env.sandbox);
    const ticket = aShowWithoutSeats.good(1, aShowWithoutSeats.cheapest);
    const add = await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ ...ticket, goodCount: 5 }] }, token);
    expect(add.code, add.msg).toBe(200);
    memberBrowser(token);
    const user = userEvent.setup();
    render(wrap(<CartApp />));
    const line = await screen.findByTestId('cart-line');
    expect(screen.getByRole('heading', { level: 2, name: aShowWithoutSeats.title.en })).toBeInTheDocument();
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('5');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(`￥${5 * ticket.price}`);

    await user.click(within(line).getByRole('button', { name: 'One ticket more' }));
    await waitFor(() => expect(within(line).getByTestId('line-quantity')).toHaveTextContent('6'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(`￥${6 * ticket.price}`);
    // 6 is the most: plus is off
    expect(within(line).getByRole('button', { name: 'One ticket more' })).toBeDisabled();
    expect(screen.getByTestId('cart')).toHaveAttribute('data-cart-status', 'ok');

    await user.click(within(line).getByRole('button', { name: 'One ticket fewer' }));
    await waitFor(() => expect(within(line).getByTestId('line-quantity')).toHaveTextContent('5'));

    await user.click(within(line).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
  });

  it("shows the server refusing a change in the server's words, and keeps the line as it was", async () => {
    // one ticket in the cart; other buyers then order all but one of the rest (the cart holds no stock)
    const ticket = aShowWithoutSeats.good(2, aShowWithoutSeats.dearest);
    const { stock, sold = 0 } = aShowWithoutSeats.prices.find((p) => p.price === ticket.price)!;
    const token = await sandboxMember(env.sandbox);
    expect(
      (await sandboxCall(env.sandbox, '/api/cart/add', { lstCartInfo: [{ ...ticket, goodCount: 1 }] }, token)).code,
    ).toBe(200);
    for (let left = stock - sold; left > 1;) {
      const goodCount = Math.min(6, left - 1);
      const order = await sandboxCall(
        env.sandbox,
        '/api/trade/submitOrder',
        { cartPrices: [{ ...ticket, goodCount }], payGateway: 'alipay' },
        await sandboxMember(env.sandbox),
      );
      expect(order.code, order.msg).toBe(200);
      left -= goodCount;
    }
    memberBrowser(token);
    const user = userEvent.setup();
    render(wrap(<CartApp />, 'zh-hans'));
    const line = await screen.findByTestId('cart-line');
    await user.click(within(line).getByRole('button', { name: '增加一张' }));
    expect(await screen.findByTestId('cart-errors')).toHaveTextContent('余票不足');
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('1');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(`￥${ticket.price}`);
  });

  it("keeps a guest's seats in the browser, and moves them into the member's cart at login", async () => {
    const [seat] = await aFreeSeatAsGuestLine();
    useGuestCart.getState().add([seat]);
    const view = render(wrap(<CartApp />, 'zh-hans'));
    const line = await screen.findByTestId('cart-line');
    // priced and labelled again by the server, in the page's language
    expect(line).toHaveTextContent(/\d+排\d+座/);
    expect(screen.getByRole('link', { name: '登录后结算' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login?returnTo=%2Fcart'),
    );
    view.unmount();

    const token = await sandboxMember(env.sandbox);
    memberBrowser(token);
    render(wrap(<CartApp />));
    const moved = await screen.findByTestId('cart-line');
    expect(moved).toHaveAttribute('data-good', seat.superGoodId);
    expect(useGuestCart.getState().items).toEqual([]);
    expect(localStorage.getItem('_guestcart')).not.toContain(seat.superGoodId);
    const server = await env.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/cart/queryCartInfo`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(
      ((await server.json()) as { data: { dataList: { superGoodId: string }[] } }).data.dataList.map(
        (l) => l.superGoodId,
      ),
    ).toEqual([seat.superGoodId]);
  });

  it("counts a guest's seats in the header as soon as the seat map adds them (the add is a mutation that reads the cart again)", async () => {
    const lines = await aFreeSeatAsGuestLine();
    function SeatMapAdd() {
      const add = useAddGuestSeats();
      return (
        <button type="button" onClick={() => add.mutate(lines)}>
          add the seat
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      wrap(
        <>
          <HeaderCart />
          <SeatMapAdd />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('cart-icon')).toHaveAccessibleName('Cart, 0 items'));
    await user.click(screen.getByRole('button', { name: 'add the seat' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(useGuestCart.getState().items.map((line) => line.superGoodId)).toEqual([lines[0].superGoodId]);
    expect(JSON.parse(localStorage.getItem('_guestcart') ?? '{}').state.items).toHaveLength(1);
  });
});

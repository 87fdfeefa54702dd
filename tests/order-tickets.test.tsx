import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OrderPage from '@/app/[locale]/profile/orders/[orderToken]/page';
import { ProfileShell } from '@/components/member/profile/ProfileShell';
import { entryTickets } from '@/components/member/profile/order-tickets';
import { memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, loginDemo, sandboxMswForFile } from './support/sandbox-msw';
import { sandboxCall } from './checkout-support';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/profile/orders/x' }),
);

// Outside a Next build 'use cache' is an inert string; cacheTag needs a cache scope, so it is stubbed
// (the page reads the shows' access performances from the CMS).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  cacheTag: () => undefined,
  cacheLife: () => undefined,
}));

/** After paying (issue 21.5): the result first, then each ticket with its QR entry code. */
const env = sandboxMswForFile();
let token: string;
beforeEach(async () => {
  token = await loginDemo(env.sandbox);
  memberBrowser(token);
});

/** The order's page as the profile's layout frames it. */
async function orderPage(orderToken: string) {
  const page = await OrderPage({
    params: Promise.resolve({ locale: 'en', orderToken }),
    searchParams: Promise.resolve({}),
  });
  return wrap(<ProfileShell>{page}</ProfileShell>);
}

type Summary = { orderToken: string; status: string; ticketCount: number; lines: { seatLabel?: string | null }[] };

async function demoOrder(status: string): Promise<Summary> {
  const res = await env.sandbox.fetch(
    new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/order/pager?pageSize=0&status=${status}&langType=2`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  const list = ((await res.json()) as { data: { dataList: Summary[] } }).data.dataList;
  return list.find((o) => o.lines.some((l) => l.seatLabel)) ?? list[0];
}

describe("a paid order's page", { timeout: 20_000 }, () => {
  it('puts the payment result before the card and the menu, then the tickets, each with its seat, QR code and how to enter', async () => {
    const order = await demoOrder('success');
    window.history.replaceState(
      null,
      '',
      `/en/profile/orders/${order.orderToken}?orderToken=${order.orderToken}&payResult=success`,
    );
    const view = render(await orderPage(order.orderToken));
    const result = await screen.findByText('Payment successful. Your tickets are booked.', {}, { timeout: 5000 });
    const tickets = await screen.findByRole(
      'region',
      { name: new RegExp(`^Your (ticket|${order.ticketCount} tickets)$`) },
      { timeout: 5000 },
    );
    const menu = screen.getByRole('navigation');
    const heading = screen.getByRole('heading', { level: 1 });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(result, heading)).toBe(true);
    expect(follows(result, menu)).toBe(true);
    expect(follows(result, tickets)).toBe(true);
    expect(follows(tickets, screen.getByTestId('order-detail'))).toBe(true);
    expect(follows(tickets, menu)).toBe(true);

    const each = within(tickets).getAllByRole('article');
    expect(each).toHaveLength(order.ticketCount);
    const first = each[0];
    expect(first).toHaveAccessibleName(`Ticket 1 of ${order.ticketCount}`);
    expect(within(first).getByRole('img', { name: 'Entry QR code of ticket 1' }).tagName.toLowerCase()).toBe('svg');
    expect(first).toHaveTextContent(`Entry code ${order.orderToken}-1`);
    expect(first).toHaveTextContent(order.lines[0].seatLabel!);
    expect(first).toHaveTextContent('Show this code at the entrance');
    expect(within(tickets).getByRole('button', { name: 'Print tickets' })).toBeEnabled();
    view.unmount();
  });

  it('saves the tickets as one file with their QR codes, no script and nothing to fetch (readable offline)', async () => {
    const order = await demoOrder('success');
    window.history.replaceState(null, '', `/en/profile/orders/${order.orderToken}`);
    const saved: Blob[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob) => (saved.push(blob as Blob), 'blob:tickets'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    render(await orderPage(order.orderToken));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Save tickets to this device' }, { timeout: 5000 }));
    expect(saved).toHaveLength(1);
    const file = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    expect(file).toMatch(/^<!doctype html>/);
    expect(file.match(/<svg/g)).toHaveLength(order.ticketCount);
    expect(file).toContain(`${order.orderToken}-1`);
    expect(file).not.toMatch(/<script|<link|src=/i);
    create.mockRestore();
    revoke.mockRestore();
  });

  it('an unpaid order shows no tickets', async () => {
    const order = await demoOrder('created');
    window.history.replaceState(null, '', `/en/profile/orders/${order.orderToken}`);
    render(await orderPage(order.orderToken));
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('button', { name: 'Print tickets' })).not.toBeInTheDocument();
  });

  it('numbers one entry code per ticket across the lines', () => {
    const lines = [
      {
        key: 'a',
        price: 120,
        count: 2,
        subtotal: 240,
        seatLabel: null,
        eventToken: 'E1',
        seatId: null,
        features: null,
      },
      {
        key: 'b',
        price: 300,
        count: 1,
        subtotal: 300,
        seatLabel: 'Row 3 Seat 7',
        eventToken: 'E1',
        seatId: 'S0307',
        features: null,
      },
    ];
    expect(entryTickets({ orderToken: 'OT1', lines }).map((t) => [t.code, t.seatLabel])).toEqual([
      ['OT1-1', null],
      ['OT1-2', null],
      ['OT1-3', 'Row 3 Seat 7'],
    ]);
  });
});

describe(
  "an order's seats and performance say what they are, as the seat map and show page do (issue 46)",
  { timeout: 20_000 },
  () => {
    /**
     * Turandot's last performance in the Lyric Theatre: wheelchair space L1010 and its companion
     * L1011; a relaxed performance (the CMS names it by its date and time).
     */
    const EVENT = 'PRJ1001-E3';

    async function paidWheelchairOrder(seats = ['L1010', 'L1011', 'L0305']): Promise<string> {
      const goods = await env.sandbox.fetch(
        new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/api/goods/seatGoods?eventToken=${EVENT}&langType=2`),
      );
      const list = ((await goods.json()) as { data: { dataList: { seatId: string; superGoodId: string }[] } }).data
        .dataList;
      const line = (seatId: string) => ({
        eventId: EVENT,
        superGoodId: list.find((g) => g.seatId === seatId)!.superGoodId,
        goodCount: 1,
      });
      const order = await sandboxCall(
        env.sandbox,
        '/api/trade/submitOrder',
        {
          cartPrices: seats.map(line),
          payGateway: 'alipay',
          requestId: `r${Math.random()}`,
        },
        token,
      );
      const orderToken = (order.data as { orderToken: string }).orderToken;
      const paid = await env.sandbox.fetch(
        new Request(`${SANDBOX_ORIGIN}/jsonapi/damai/maipay/pay/${orderToken}/complete`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ result: 'success' }),
        }),
      );
      expect(paid.status).toBe(200);
      return orderToken;
    }

    it('the wheelchair space and its companion seat are badged in words on the order and on their tickets; a plain seat is not; the relaxed performance is badged on all', async () => {
      const orderToken = await paidWheelchairOrder();
      window.history.replaceState(null, '', `/en/profile/orders/${orderToken}`);
      const view = render(await orderPage(orderToken));
      const tickets = await screen.findByRole('region', { name: 'Your 3 tickets' }, { timeout: 5000 });
      const [space, companion, plain] = within(tickets).getAllByRole('article');
      expect(within(space).getByTestId('seat-feature-badges')).toHaveTextContent(
        /^Wheelchair space Aisle seat Step-free$/,
      );
      expect(within(companion).getByTestId('seat-feature-badges')).toHaveTextContent(
        /^Companion seat \(sold with its wheelchair space\) Step-free$/,
      );
      expect(within(plain).queryByTestId('seat-feature-badges')).not.toBeInTheDocument();
      const rows = within(screen.getByTestId('order-detail')).getAllByRole('row');
      expect(rows[1]).toHaveTextContent(/Row 10, Seat 10.*Wheelchair space/);
      expect(rows[2]).toHaveTextContent(/Row 10, Seat 11.*Companion seat/);
      // the performance is relaxed: every ticket and line says so
      for (const ticket of [space, companion, plain])
        expect(within(ticket).getByTestId('access-badges')).toHaveTextContent(/^Relaxed$/);
      for (const row of rows.slice(1)) expect(within(row).getByTestId('access-badges')).toHaveTextContent(/^Relaxed$/);
      view.unmount();
    });

    it('still shows the order and its tickets, without access badges, when the CMS fails', async () => {
      // the other wheelchair space and its companion (the test above bought the first pair)
      const orderToken = await paidWheelchairOrder(['L1009', 'L1008']);
      window.history.replaceState(null, '', `/en/profile/orders/${orderToken}`);
      const { http, HttpResponse } = await import('msw');
      // a failure with no last good answer to fall back on (a 5xx would get the last good copy)
      env.server.use(
        http.get('*/jsonapi/node/*', () => HttpResponse.json({ errors: [{ status: '403' }] }, { status: 403 })),
      );
      try {
        const view = render(await orderPage(orderToken));
        const tickets = await screen.findByRole('region', { name: 'Your 2 tickets' }, { timeout: 5000 });
        expect(within(tickets).getAllByRole('article')[0]).toHaveTextContent(/Wheelchair space/);
        expect(screen.getByTestId('order-detail')).toBeInTheDocument();
        expect(screen.queryByTestId('access-badges')).not.toBeInTheDocument();
        view.unmount();
      } finally {
        env.server.resetHandlers();
      }
    });
  },
);

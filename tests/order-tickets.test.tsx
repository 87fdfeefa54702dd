import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderPage from '@/app/[locale]/profile/orders/[orderToken]/page';
import { ProfileShell } from '@/components/member/profile/ProfileShell';
import { entryTickets } from '@/components/member/profile/order-tickets';
import { memberBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, loginDemo, startSandboxMsw } from './support/sandbox-msw';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/profile/orders/x',
  useSearchParams: () => new URLSearchParams(),
}));

/** After paying (issue 21.5): the result first, then each ticket with its QR entry code. */
let env: Awaited<ReturnType<typeof startSandboxMsw>>;
beforeAll(async () => {
  env = await startSandboxMsw();
});
afterAll(() => env.close());
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
    const result = await screen.findByText('Payment successful. Your tickets are booked.');
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
      { key: 'a', price: 120, count: 2, subtotal: 240, seatLabel: null },
      { key: 'b', price: 300, count: 1, subtotal: 300, seatLabel: 'Row 3 Seat 7' },
    ];
    expect(entryTickets({ orderToken: 'OT1', lines }).map((t) => [t.code, t.seatLabel])).toEqual([
      ['OT1-1', null],
      ['OT1-2', null],
      ['OT1-3', 'Row 3 Seat 7'],
    ]);
  });
});

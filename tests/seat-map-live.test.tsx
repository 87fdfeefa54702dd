import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SeatPicker from '@/components/shows/seats/SeatPicker';
import type { SeatMap } from '@/lib/ticketing/types';
import { sandboxCall, sandboxMember } from './checkout-support';
import { aSeatedShow } from './fixtures/seed';
import { freshBrowser, withApp } from './support/app';
import { sandboxMswForFile } from './support/sandbox-msw';

const EVENT = aSeatedShow.event(2);
vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, {
    pathname: '/en/project/x/seats',
    search: () => `event=${EVENT}`,
  }),
);

const env = sandboxMswForFile();
freshBrowser();

/** The seat map as every visitor reads it. */
async function freeSeats() {
  const res = await fetch(`${window.location.origin}/api/availability/en/seats/${EVENT}`);
  const map = ((await res.json()) as { data: SeatMap }).data;
  return map.seats.filter((s) => s.good?.status === 'available');
}

describe('a seat map that updates itself (issue 44)', { timeout: 30_000 }, () => {
  it('a chosen seat someone else takes turns grey, leaves the choice with a polite note; the other chosen seat stays', async () => {
    const user = userEvent.setup();
    render(withApp(<SeatPicker projectToken={aSeatedShow.projectToken} showHref="/shows/turandot" />));
    const map = await screen.findByTestId('seat-map');
    // seats with no feature (issue 46) named by row, number and price alone
    const free = (await freeSeats()).filter(
      ({ features: f }) => !f.wheelchair && !f.companionOf && !f.restrictedView && !f.aisle && !f.stepFree,
    );
    const [lost, kept] = [free[free.length - 1], free[free.length - 2]];
    const label = (s: (typeof free)[number]) => `Row ${s.row} Seat ${s.number}, ￥${s.good!.price}`;
    await user.click(within(map).getByRole('button', { name: label(lost) }));
    await user.click(within(map).getByRole('button', { name: label(kept) }));
    expect(within(screen.getByTestId('chosen-seats')).getAllByRole('listitem')).toHaveLength(2);

    const order = await sandboxCall(
      env.sandbox,
      '/api/trade/submitOrder',
      {
        cartPrices: [{ eventId: EVENT, superGoodId: lost.good!.superGoodId, goodCount: 1 }],
        payGateway: 'alipay',
        requestId: `live-${lost.seatId}`,
      },
      await sandboxMember(env.sandbox),
    );
    expect(order.code, order.msg).toBe(200);

    // the map reads its seats again by itself: no click, no reload
    await waitFor(
      () =>
        expect(screen.getByTestId('seat-gone-note')).toHaveTextContent(
          `Row ${lost.row} Seat ${lost.number} was just taken by someone else and has been removed from your selection.`,
        ),
      { timeout: 6000 },
    );
    const taken = within(map).getByRole('button', { name: `Row ${lost.row} Seat ${lost.number}, taken` });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveAttribute('aria-pressed', 'false');
    const chosen = within(screen.getByTestId('chosen-seats')).getAllByRole('listitem');
    expect(chosen.map((li) => li.textContent)).toEqual([expect.stringContaining(label(kept))]);
    expect(within(map).getByRole('button', { name: label(kept) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('seat-gone-note')).toHaveAttribute('role', 'status');
  });

  it('says before the order how long the seats will be held', async () => {
    render(withApp(<SeatPicker projectToken={aSeatedShow.projectToken} showHref="/shows/turandot" />));
    expect(await screen.findByText('Seats are yours once you place the order, for 15 minutes.')).toBeVisible();
  });
});

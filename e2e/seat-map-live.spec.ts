import { expect, test } from './fixtures';
import { expectAccessible } from './a11y-support';
import { waitForHydration } from './support';
import { api, newMember, p } from './checkout-helpers';
import { aSeatedShow } from '../tests/fixtures/seed';

/**
 * A seat map that updates itself (issue 44): while the map is open, a seat someone else buys
 * through the ticketing API turns grey within seconds, and when it was one of the buyer's chosen
 * seats it leaves the choice with a polite note; the other chosen seat stays chosen. Turandot's
 * matinee (aSeatedShow, event 3): each project and language takes seats from the back of its own
 * end of the list, far from the front seats other tests choose. axe checks the page with the map live.
 */
const words = {
  en: {
    seat: (row: number, n: number, price: number) => `Row ${row} Seat ${n}, ￥${price}`,
    taken: (row: number, n: number) => `Row ${row} Seat ${n}, taken`,
    gone: (row: number, n: number) =>
      `Row ${row} Seat ${n} was just taken by someone else and has been removed from your selection.`,
  },
  'zh-hans': {
    seat: (row: number, n: number, price: number) => `${row}排${n}座，￥${price}`,
    taken: (row: number, n: number) => `${row}排${n}座，已售`,
    gone: (row: number, n: number) => `${row}排${n}座刚被他人选走，已从您的选择中移除。`,
  },
} as const;

type Seat = {
  seatId: string;
  row: number;
  number: number;
  good: { superGoodId: string; price: number; status: string } | null;
  features: {
    wheelchair: boolean;
    companionOf: string | null;
    restrictedView: unknown;
    aisle: boolean;
    stepFree: boolean;
  };
};

for (const locale of ['en', 'zh-hans'] as const) {
  test(`a seat sold meanwhile turns grey on the open map and the buyer is told (${locale})`, async ({
    page,
    request,
  }) => {
    const event = aSeatedShow.event(3);
    const w = words[locale];
    await page.goto(`${p(locale, aSeatedShow.seatsPage)}?event=${event}`);
    await waitForHydration(page);
    const map = page.getByTestId('seat-map');
    await expect(map.locator('g[role="button"]').first()).toBeVisible();

    const read = await request.get(`/api/availability/${locale}/seats/${event}`);
    expect(read.headers()['cache-control']).toBe('public, max-age=1, stale-while-revalidate=5');
    // seats with no feature (issue 46), named by row, number and price alone
    const free = ((await read.json()) as { data: { seats: Seat[] } }).data.seats.filter(
      ({ good, features: f }) =>
        good?.status === 'available' && !f.wheelchair && !f.companionOf && !f.restrictedView && !f.aisle && !f.stepFree,
    );
    // each project and language its own pair, counted from the back
    const offset = (test.info().project.name === 'mobile' ? 4 : 0) + (locale === 'en' ? 0 : 2);
    const [lost, kept] = [free[free.length - 1 - offset], free[free.length - 2 - offset]];
    for (const seat of [lost, kept]) {
      const button = map.getByRole('button', { name: w.seat(seat.row, seat.number, seat.good!.price), exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }

    const buyer = await newMember(request);
    const order = await request.post(`${api}/trade/submitOrder`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: {
        cartPrices: [{ eventId: event, superGoodId: lost.good!.superGoodId, goodCount: 1 }],
        payGateway: 'alipay',
        requestId: `live-${lost.seatId}-${buyer.email}`,
      },
    });
    const body = (await order.json()) as { code: number; msg: string };
    expect(body.code, body.msg).toBe(200);

    // no click, no reload: the map reads its seats again by itself
    await expect(page.getByTestId('seat-gone-note')).toHaveText(w.gone(lost.row, lost.number));
    const taken = map.getByRole('button', { name: w.taken(lost.row, lost.number), exact: true });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await expect(taken).toHaveAttribute('aria-pressed', 'false');
    await expect(
      map.getByRole('button', { name: w.seat(kept.row, kept.number, kept.good!.price), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, `the live seat map with a seat taken meanwhile (${locale})`, 'main');
  });
}

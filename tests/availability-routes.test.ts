// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as seatsGET } from '@/app/api/availability/[locale]/seats/[eventToken]/route';
import { GET as showGET } from '@/app/api/availability/[locale]/show/[projectToken]/route';
import { resetSharedReads } from '@/lib/availability/shared-read';
import type { SeatMap, Show } from '@/lib/ticketing/types';
import { aSeatedShow } from './fixtures/seed';
import { signInCookie, sandboxTicketingForFile } from './support/sandbox-msw';
import { sandboxCall, sandboxMember } from './checkout-support';
import { handleOperation } from '@/lib/bff/server/handler';
import { NextRequest } from 'next/server';

/**
 * The shared availability reads (issue 44): every visitor's buy box and seat map read the same
 * answer, and the ticketing API hears of it once per performance, however many ask at once.
 */
const { env, backend } = sandboxTicketingForFile();
afterEach(() => {
  resetSharedReads();
});

const SITE = 'http://localhost:3000';
const readSeats = (eventToken: string, locale = 'en') =>
  seatsGET(new Request(`${SITE}/api/availability/${locale}/seats/${eventToken}`), {
    params: Promise.resolve({ locale, eventToken }),
  });
const readShow = (projectToken: string, locale = 'en') =>
  showGET(new Request(`${SITE}/api/availability/${locale}/show/${projectToken}`), {
    params: Promise.resolve({ locale, projectToken }),
  });
const calls = (path: string) => backend.filter((p) => p === path).length;

async function order(eventToken: string, superGoodId: string, token: string) {
  return sandboxCall(
    env.sandbox,
    '/api/trade/submitOrder',
    {
      cartPrices: [{ eventId: eventToken, superGoodId, goodCount: 1 }],
      payGateway: 'alipay',
      requestId: `r-${superGoodId}-${token}`,
    },
    token,
  );
}

describe('shared availability reads', () => {
  it('forty visitors asking at once for a performance cost the ticketing API one read of its seats', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => readSeats(aSeatedShow.event(1))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(calls('/api/goods/seatGoods')).toBe(1);
    const maps = await Promise.all(answers.map(async (a) => ((await a.json()) as { data: SeatMap }).data));
    expect(new Set(maps.map((m) => JSON.stringify(m))).size).toBe(1);
    expect(maps[0].seats.length).toBeGreaterThan(0);
  });

  it('forty visitors of a show cost one read of its stock; each language is its own copy', async () => {
    await Promise.all(Array.from({ length: 40 }, () => readShow(aSeatedShow.projectToken)));
    expect(calls('/api/pro/project')).toBe(1);
    const zh = await readShow(aSeatedShow.projectToken, 'zh-hans');
    expect(calls('/api/pro/project')).toBe(2);
    expect(((await zh.json()) as { data: Show }).data.performances.length).toBeGreaterThan(0);
  });

  it('answers public and shared for a second with grace, naming nothing of the visitor; failures are never kept', async () => {
    const ok = await readShow(aSeatedShow.projectToken);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=5');
    expect(ok.headers.get('set-cookie')).toBeNull();
    const unknown = await readShow('NOPE404');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    const malformed = await readSeats('../../api/user');
    expect(malformed.status).toBe(400);
    const wrongLanguage = await readSeats(aSeatedShow.event(1), 'fr');
    expect(wrongLanguage.status).toBe(400);
  });

  it('an add refused because the seat went meanwhile refreshes the shared copy at once', async () => {
    const eventToken = aSeatedShow.event(1);
    const [someoneElse, buyer] = [await sandboxMember(env.sandbox), await sandboxMember(env.sandbox)];
    // the clock stands still: the shared copy would be kept however slow this machine is
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const before = ((await (await readSeats(eventToken)).json()) as { data: SeatMap }).data;
      const free = before.seats.find((s) => s.good?.status === 'available')!;
      expect(free).toBeDefined();
      // someone else orders the seat: the shared copy still says it is free (kept for its second)
      expect((await order(eventToken, free.good!.superGoodId, someoneElse)).code).toBe(200);
      const kept = ((await (await readSeats(eventToken)).json()) as { data: SeatMap }).data;
      expect(kept.seats.find((s) => s.seatId === free.seatId)!.good!.status).toBe('available');

      const refused = await handleOperation(
        new NextRequest(`${SITE}/api/ticketing/cart.add?locale=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, cookie: signInCookie(buyer) },
          body: JSON.stringify({ items: [{ eventId: eventToken, superGoodId: free.good!.superGoodId, goodCount: 1 }] }),
        }),
        'cart.add',
      );
      expect(refused.status).toBe(409);
      const after = ((await (await readSeats(eventToken)).json()) as { data: SeatMap }).data;
      expect(after.seats.find((s) => s.seatId === free.seatId)!.good!.status).not.toBe('available');
    } finally {
      clock.mockRestore();
    }
  });
});

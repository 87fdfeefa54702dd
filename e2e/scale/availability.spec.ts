import { expect, test } from '../fixtures';
import { api, newMember } from '../checkout-helpers';
import { sandboxURL, sessionCookies } from '../support';
import { aSeatedShow } from '../../tests/fixtures/seed';
import { clusterState } from './cluster';

/**
 * Availability at any crowd (issue 44): a crowd reading a performance's seats and its show's stock
 * through the edge costs the ticketing API about one read a second, whatever its size: the edge
 * keeps and collapses, each instance single-flights, the instances share through Redis. Counted
 * at the sandbox (`/sandbox/capacity/calls`: when each call was answered).
 */
const EVENT = aSeatedShow.event(3);

async function callTimes(path: string, since: number): Promise<number[]> {
  const res = await fetch(`${sandboxURL}/sandbox/capacity/calls?path=${encodeURIComponent(path)}&since=${since}`);
  return ((await res.json()) as { calls: number[] }).calls;
}

/** The most calls answered within any one second. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; j < sorted.length; j++) {
    while (sorted[j] - sorted[i] >= 1000) i++;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

test('500 concurrent availability reads of one performance cost the ticketing API at most 3 calls in any second', async () => {
  const { edge } = clusterState();
  const since = Date.now();
  // three waves of 500 visitors, half a second apart: seat maps and buy boxes at once
  for (let wave = 0; wave < 3; wave++) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fetch(
          i % 2
            ? `${edge.url}/api/availability/en/seats/${EVENT}`
            : `${edge.url}/api/availability/en/show/${aSeatedShow.projectToken}`,
          { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) },
        ).then(async (res) => ({ status: res.status, body: (await res.json()) as { data?: unknown } })),
      ),
    );
    expect(answers.filter((a) => a.status !== 200 || !a.body.data)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 500 - (Date.now() - started))));
  }
  const seats = await callTimes('/api/goods/seatGoods', since);
  const stock = await callTimes('/api/pro/project', since);
  expect(seats.length).toBeGreaterThan(0);
  expect(busiestSecond(seats)).toBeLessThanOrEqual(3);
  expect(busiestSecond(stock)).toBeLessThanOrEqual(3);
  test.info().annotations.push({
    type: 'ticketing calls',
    description: `seatGoods ${seats.length}, project ${stock.length} for 1,500 reads`,
  });
});

type Seat = { seatId: string; good: { superGoodId: string; status: string } | null };

test('an add refused for a seat taken meanwhile refreshes the shared copy at the edge at once', async ({ request }) => {
  const { edge } = clusterState();
  const seatsAt = async () =>
    ((await (await fetch(`${edge.url}/api/availability/en/seats/${EVENT}`)).json()) as { data: { seats: Seat[] } }).data
      .seats;
  const free = (await seatsAt()).filter((s) => s.good?.status === 'available');
  const seat = free[Math.floor(free.length / 2)];
  // someone else orders the seat straight at the API; the edge's copy does not know yet
  const other = await newMember(request);
  const order = await request.post(`${api}/trade/submitOrder`, {
    headers: { Authorization: `Bearer ${other.token}` },
    data: {
      cartPrices: [{ eventId: EVENT, superGoodId: seat.good!.superGoodId, goodCount: 1 }],
      payGateway: 'alipay',
      requestId: `scale-${seat.seatId}-${other.email}`,
    },
  });
  expect(((await order.json()) as { code: number }).code).toBe(200);

  const buyer = await newMember(request);
  const cookie = (await sessionCookies(request, buyer.token)).map((c) => `${c.name}=${c.value}`).join('; ');
  const refused = await fetch(`${edge.url}/api/ticketing/cart.add?locale=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: edge.url, Cookie: cookie },
    body: JSON.stringify({ items: [{ eventId: EVENT, superGoodId: seat.good!.superGoodId, goodCount: 1 }] }),
  });
  expect(refused.status).toBe(409);
  // the refusal purged the edge, Redis and the instance: the next read is the truth
  const after = (await seatsAt()).find((s) => s.seatId === seat.seatId)!;
  expect(after.good!.status).not.toBe('available');
});

import { expect, test } from '../fixtures';
import { adminToken, isQueuePage, switchRoom, Visitor } from '../waiting-room-support';
import { aSeatedMusical } from '../../tests/fixtures/seed';
import { clusterState, until } from './cluster';

/**
 * The waiting room as it runs in production: one line for the three instances (Redis), and the edge
 * answering the queue page itself to a crowd once an instance has said a room is open.
 */
const SHOW = aSeatedMusical;
const SCOPE = `show:${SHOW.projectToken}`;
const seatPage = `/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`;

test.afterAll(async () => {
  await switchRoom(clusterState().edge.url, { scope: SCOPE, reset: true });
});

test('three instances share one line; a pass from one is good on the others; the edge answers the crowd', async () => {
  const { edge, instances } = clusterState();
  await switchRoom(edge.url, { scope: SCOPE, mode: 'on', rate: 60 });
  // every instance has read the switch from the shared store (an earlier test stopped its Redis)
  for (const instance of instances)
    await until(30_000, async () => {
      const report = (await (
        await fetch(`${instance.url}/api/queue/admin`, { headers: { Authorization: `Bearer ${adminToken}` } })
      ).json()) as { rooms: { scope: string; open: boolean }[]; degraded: boolean };
      return !report.degraded && report.rooms.some((room) => room.scope === SCOPE && room.open);
    });

  // newcomers taking numbers at once on the three instances: one sequence, no number twice
  const crowd = Array.from({ length: 12 }, () => new Visitor(edge.url));
  const joined = await Promise.all(crowd.map((v, i) => v.join(SCOPE, seatPage, instances[i % 3].url)));
  const numbers = joined.map((a) => a.ticket!);
  expect(new Set(numbers).size).toBe(12);
  expect(Math.max(...numbers) - Math.min(...numbers)).toBe(11);
  // each asks another instance for their place: the same number, the same line
  for (const [i, v] of crowd.entries()) {
    const answer = await v.status(SCOPE, seatPage, instances[(i + 1) % 3].url);
    expect(answer.ticket).toBe(numbers[i]);
    expect(['waiting', 'admitted']).toContain(answer.state);
  }

  // through the edge: the first newcomer reaches an instance, which puts them in line and tells
  // the edge; the next is answered by the edge itself, with the queue page and no number yet
  const first = new Visitor(edge.url);
  expect(isQueuePage(await (await first.page(seatPage)).text())).toBe(true);
  expect(first.cookies.has('wr_ticket')).toBe(true);
  const next = new Visitor(edge.url);
  const atTheEdge = await next.page(seatPage);
  expect(atTheEdge.status).toBe(200);
  expect(atTheEdge.headers.get('x-waiting-room')).toBe('edge');
  expect(await atTheEdge.text()).toContain('Joining the line');
  expect(next.cookies.has('wr_ticket')).toBe(false);

  // the line moves faster (same run: the numbers stand); the first visitor's turn, asked on instance 2
  await switchRoom(edge.url, { scope: SCOPE, mode: 'on', rate: 6000, tickMs: 200 });
  const [lucky] = crowd.slice().sort((a, b) => numbers[crowd.indexOf(a)] - numbers[crowd.indexOf(b)]);
  await until(20_000, async () => (await lucky.status(SCOPE, seatPage, instances[1].url)).state === 'admitted');
  // let in on instance 3, with a pass every instance takes
  const page = await lucky.page(seatPage, instances[2].url);
  expect(isQueuePage(await page.text())).toBe(false);
  expect(lucky.cookies.has('wr_pass')).toBe(true);
  for (const instance of instances)
    expect((await lucky.ticketing('seats.get', { eventToken: SHOW.event(1) }, instance.url)).status).toBe(200);
  // and through the edge
  expect((await lucky.page(seatPage)).headers.get('x-waiting-room')).toBeNull();
  expect(lucky.statuses.filter((s) => s >= 500)).toEqual([]);
});

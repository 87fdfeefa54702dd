import { expect, test } from '../fixtures';
import { crowdConcurrency, isQueuePage, sleep, switchRoom, Visitor } from '../waiting-room-support';
import { aSeatedMusical, aShowWithNonProfitPrices } from '../../tests/fixtures/seed';
import { clusterState } from './cluster';

/**
 * Issue 43, an on-sale night as an attacker tries it, through the whole production shape: hitch
 * (TLS) in front of the edge, handing it each visitor's address in a PROXY v2 header, then
 * Varnish and the instances. Every visitor is a plain HTTPS client with its own cookie jar,
 * connecting from its own loopback address (all of 127/8 is this machine), so the site can tell
 * them apart only if the address survives the terminator.
 */
const SHOW = aSeatedMusical;
const SCOPE = `show:${SHOW.projectToken}`;
const seatPage = `/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`;
const seats = { eventToken: SHOW.event(1) };
/** the copied pass: another show's room, so the line the other tests leave behind plays no part */
const COPIED = {
  scope: `show:${aShowWithNonProfitPrices.projectToken}`,
  seatPage: `/en/project/${aShowWithNonProfitPrices.projectToken}/seats?event=${aShowWithNonProfitPrices.event(1)}`,
  seats: { eventToken: aShowWithNonProfitPrices.event(1) },
};
/** The `k`th address of a block of 250 (127.<block>.<1 + k / 250>.<1 + k % 250>). */
const address = (block: number, k: number) => `127.${block}.${1 + Math.floor(k / 250)}.${1 + (k % 250)}`;

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => crowdConcurrency(64));

function terminator(): string {
  const url = clusterState().terminator?.url;
  if (!url) throw new Error('the scale cluster runs with --tls (playwright.config.ts): no terminator in its state');
  return url;
}

test.afterEach(async () => {
  for (const scope of [SCOPE, COPIED.scope]) await switchRoom(clusterState().edge.url, { scope, reset: true });
});

test('visitors who joined before the room opened are in line after it; a seat read without a pass is held', async () => {
  const origin = terminator();
  await switchRoom(clusterState().edge.url, { scope: SCOPE, reset: true });
  const bots = Array.from({ length: 10 }, (_, i) => new Visitor(origin, address(2, i)));
  // the evening before: every bot asks for a number (and whatever else the door gives)
  for (const bot of bots) await bot.join(SCOPE, seatPage);
  await switchRoom(clusterState().edge.url, { scope: SCOPE, mode: 'on', rate: 1 });
  await sleep(1500); // every instance reads the switch within a second
  for (const bot of bots) {
    expect(isQueuePage(await (await bot.page(seatPage)).text()), 'the queue page, not the seat map').toBe(true);
    const read = await bot.ticketing('seats.get', seats);
    expect(read.status, 'no seat read before their turn').not.toBe(200);
    expect(read.queue).not.toBeNull();
  }
  const stranger = new Visitor(origin, address(2, 50));
  expect((await stranger.ticketing('seats.get', seats)).status).not.toBe(200);
  expect(bots.flatMap((b) => b.statuses).filter((s) => s >= 500)).toEqual([]);
});

test('a pass copied into five other browsers lets at most two of them read the seats', async () => {
  const origin = terminator();
  await switchRoom(clusterState().edge.url, { scope: COPIED.scope, mode: 'on', rate: 6000, tickMs: 200 });
  await sleep(1500);
  const owner = new Visitor(origin, address(3, 0));
  // in line, or at the front of it let in with the first page already (the room lets 100 in a second)
  await owner.page(COPIED.seatPage);
  for (let i = 0; i < 50 && !owner.cookies.has('wr_pass'); i++) {
    const answer = await owner.status(COPIED.scope, COPIED.seatPage);
    if (answer.state === 'admitted') await owner.page(COPIED.seatPage);
    else await sleep(500);
  }
  expect(owner.cookies.has('wr_pass'), 'let in, with a pass').toBe(true);
  expect((await owner.ticketing('seats.get', COPIED.seats)).status).toBe(200);
  // the line slows to one a minute (the same run: the pass stands), so a copy whose pass is revoked
  // and who queues again waits there, rather than being let in at once by an empty, fast line
  await switchRoom(clusterState().edge.url, { scope: COPIED.scope, mode: 'on', rate: 1 });
  await sleep(1500);
  const copies = Array.from({ length: 5 }, (_, i) => {
    const copy = new Visitor(origin, address(3, i + 1));
    for (const [name, value] of owner.cookies) copy.cookies.set(name, value);
    return copy;
  });
  let through = 0;
  for (const copy of copies) if ((await copy.ticketing('seats.get', COPIED.seats)).status === 200) through++;
  expect(through).toBeLessThanOrEqual(2);
});

test('the edge and the instances count each visitor by their own address through the terminator', async () => {
  const origin = terminator();
  await switchRoom(clusterState().edge.url, { scope: SCOPE, mode: 'on', rate: 1 });
  await sleep(1500);
  // one address hammering the join route far more often than the queue page does: refused at the
  // edge, which counts it by the address hitch gave (the wrong method: each is answered at once)
  const greedy = new Visitor(origin, address(4, 0));
  const answers = await Promise.all(Array.from({ length: 120 }, () => greedy.fetch('/api/queue/join?locale=en')));
  expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  // meanwhile a neighbour on another address takes a number as usual
  const neighbour = new Visitor(origin, address(4, 1));
  const joined = await neighbour.join(SCOPE, seatPage);
  expect(typeof joined.ticket).toBe('number');
});

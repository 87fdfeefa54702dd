import { expect, test } from '../fixtures';
import {
  isQueuePage,
  letIn,
  lineHint,
  passTicket,
  sleep,
  switchRoom,
  Visitor,
  type LineAnswer,
} from '../waiting-room-support';
import { aSeatedShow } from '../../tests/fixtures/seed';
import { clusterState } from './cluster';

/**
 * Issue 45, a fair start through the whole production shape (hitch, the edge, three instances,
 * Redis): a show with an on-sale time a few seconds ahead and a pre-queue from now. Visitors who
 * come during the pre-queue hold a ticket without a place; at the opening one instance draws their
 * order at random, and those who come after the opening queue behind them in arrival order. Each
 * visitor connects from its own loopback address (its own share of every per-address limit).
 */
const SHOW = aSeatedShow;
const SCOPE = `show:${SHOW.projectToken}`;
const seatPage = `/en/project/${SHOW.projectToken}/seats?event=${SHOW.event(1)}`;
const EARLY = 300;
const EARLY_MS = 20_000;
const LATE = 100;
const LATE_MS = 5_000;
/**
 * the opening, from when the schedule is set: the pre-queue's 20 s of arrivals, and 20 s more for
 * the last of them to get through the crowd's shared connections on a busy machine
 */
const LEAD_MS = 40_000;
const RATE = 1200;
const TICK_MS = 500;
/**
 * The largest |Spearman rho| between arrival and drawn place that passes: for a random order of n
 * (250 to 300 here), rho is close to normal with standard deviation 1 / sqrt(n - 1), 0.058 to
 * 0.063, so 0.25 is 4 of them or more (a fair draw fails it less than once in 15,000 runs), while
 * the arrival order itself is rho 1.
 */
const RHO_LIMIT = 0.25;
/** how many of the 300 must have reached the site before the opening for the test to say anything */
const MIN_PREQUEUE = 250;
/** The `k`th address of a block (127.<block>.<1 + k / 250>.<1 + k % 250>): blocks 6 and 7, no other spec's. */
const address = (block: number, k: number) => `127.${block}.${1 + Math.floor(k / 250)}.${1 + (k % 250)}`;

type Arrival = Visitor & { arrivedAt?: number; ticket?: number | null; admitted: number; requeued: boolean };

function terminator(): string {
  const url = clusterState().terminator?.url;
  if (!url) throw new Error('the scale cluster runs with --tls (playwright.config.ts): no terminator in its state');
  return url;
}

/** Spearman's rank correlation of two orderings of the same items (no ties): 1 - 6 sum d^2 / (n (n^2 - 1)). */
function spearman(a: number[], b: number[]): number {
  const rank = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
    const ranks = new Array<number>(values.length);
    order.forEach(([, i], r) => (ranks[i] = r + 1));
    return ranks;
  };
  const [ra, rb] = [rank(a), rank(b)];
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - rb[i]) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

test.afterAll(async () => {
  await switchRoom(clusterState().edge.url, { scope: SCOPE, reset: true });
});

test(`${EARLY} visitors in the pre-queue and ${LATE} after the opening: the pre-queue drawn at random and first, each let in once`, async () => {
  test.setTimeout(4 * 60_000);
  const origin = terminator();
  const opensAt = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  await switchRoom(clusterState().edge.url, {
    scope: SCOPE,
    opensAt: new Date(opensAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    rate: RATE,
    tickMs: TICK_MS,
    prequeueSeconds: 120,
  });
  await sleep(1500); // every instance reads the switch within a second
  const start = Date.now();
  expect(start + EARLY_MS, 'the pre-queue arrivals end before the opening').toBeLessThan(opensAt);

  const early: Arrival[] = Array.from({ length: EARLY }, (_, i) =>
    Object.assign(new Visitor(origin, address(6, i)), { admitted: 0, requeued: false }),
  );
  const late: Arrival[] = Array.from({ length: LATE }, (_, i) =>
    Object.assign(new Visitor(origin, address(7, i)), { admitted: 0, requeued: false }),
  );
  const inPrequeue: Arrival[] = [];

  /**
   * Arrives at `at`: the seat map, which is the queue page (null: let in at once, the line being
   * empty by the time the request got through), then the ticket its script asks for.
   */
  const arrive = async (visitor: Arrival, at: number): Promise<LineAnswer | null> => {
    await sleep(at - Date.now());
    const first = await visitor.page(seatPage);
    if (!isQueuePage(await first.text())) return null;
    const hint = lineHint(visitor);
    const answer = hint ?? (await visitor.join(SCOPE, seatPage));
    // the line knows them from the request that gave them their ticket
    visitor.arrivedAt = hint ? first.sentAt : visitor.lastSentAt;
    return answer;
  };

  /** goes on to the seat map once let in, and once more after: never queued again */
  const goIn = async (visitor: Arrival, visits: number) => {
    for (let visit = 0; visit < visits; visit++) {
      const page = await visitor.page(seatPage);
      if (isQueuePage(await page.text())) visitor.requeued = true;
      else if (visit === 0) visitor.admitted++;
    }
  };

  /** asks as the queue page does until let in, then goes in */
  const wait = async (visitor: Arrival, answer: LineAnswer) => {
    while (!letIn(answer)) {
      if (answer.state !== 'prequeue') {
        visitor.ticket ??= answer.ticket;
        expect(answer.ticket, 'one place per visitor, however often they ask').toBe(visitor.ticket);
      }
      expect(['prequeue', 'waiting']).toContain(answer.state);
      await sleep(answer.pollSeconds * 1000);
      answer = await visitor.status(SCOPE, seatPage);
    }
    visitor.ticket ??= answer.ticket;
    await goIn(visitor, 2);
  };

  const early$ = early.map(async (visitor, i) => {
    const answer = await arrive(visitor, start + (i * EARLY_MS) / EARLY);
    expect(answer, 'before the opening: the queue page').not.toBeNull();
    // answered before the opening: received before it, so in the pre-queue. One sent before it
    // and answered after may have reached the site after it (a loaded machine's queues): the site
    // decides by when it got the request, and such a visitor counts with those after the opening
    if (Date.now() < opensAt) expect(answer).toMatchObject({ state: 'prequeue', ticket: null, place: null });
    if (answer!.state === 'prequeue') {
      expect((answer as LineAnswer & { drawAt: number | null }).drawAt, 'the draw at the opening').toBe(opensAt);
      inPrequeue.push(visitor);
    }
    await wait(visitor, answer!);
  });
  const late$ = late.map(async (visitor, i) => {
    const answer = await arrive(visitor, opensAt + 1000 + (i * LATE_MS) / LATE);
    if (answer) return wait(visitor, answer);
    // let in with the first page: their number is the pass's
    visitor.ticket = passTicket(visitor, SCOPE);
    visitor.admitted++;
    if (isQueuePage(await (await visitor.page(seatPage)).text())) visitor.requeued = true;
  });
  await Promise.all([...early$, ...late$]);

  const crowd = [...early, ...late];
  expect(crowd.flatMap((v) => v.statuses).filter((s) => s >= 500)).toEqual([]);
  const after = crowd.filter((v) => !inPrequeue.includes(v));
  test.info().annotations.push({
    type: 'fair start',
    description: `${inPrequeue.length} of ${EARLY} early arrivals reached the site in the pre-queue`,
  });
  expect(inPrequeue.length, 'nearly all the early arrivals reached the site before the opening').toBeGreaterThanOrEqual(
    MIN_PREQUEUE,
  );
  // the draw placed the pre-queue at 1..n, everyone after the opening behind all of them
  const drawn = inPrequeue.map((v) => v.ticket!);
  const behind = after.map((v) => v.ticket!);
  expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: drawn.length }, (_, i) => i + 1));
  expect(Math.min(...behind)).toBeGreaterThan(drawn.length);
  expect(new Set(behind).size).toBe(behind.length);
  // the pre-queue's order is not its arrival order
  const rho = spearman(
    inPrequeue.map((v) => v.arrivedAt!),
    drawn,
  );
  test
    .info()
    .annotations.push({ type: 'fair start', description: `Spearman rho of arrival and place: ${rho.toFixed(3)}` });
  expect(Math.abs(rho)).toBeLessThan(RHO_LIMIT);
  // each let in once, and not queued again after
  expect(crowd.filter((v) => v.admitted !== 1).length).toBe(0);
  expect(crowd.filter((v) => v.requeued).length).toBe(0);
});

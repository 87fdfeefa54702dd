// @ts-check
/**
 * `npm run bench -- --availability`: the shared availability reads under a crowd (issue 44). N
 * simulated visitors on one show's seat page, through the cluster's edge (scripts/cluster:
 * Varnish, INSTANCES instances, Redis): each arrives within the first RAMP_S seconds, reads the
 * show's stock once (the buy box's own request) and then its performance's seats every 2 s (the
 * open seat map's polling) until the end, as a browser sends them (no cookies, `gzip, br`).
 * Reports, per crowd: ticketing API calls a second for that performance (seatGoods) and its show
 * (project), counted at the sandbox (sandbox/capacity.ts), on average and in the busiest second;
 * the availability reads a second, their p50/p99, and 5xx.
 *
 * Options: BENCH_AVAILABILITY_CROWDS ("200,1000,2000"), BENCH_DURATION (60 s a crowd: the map open
 * a minute), BENCH_JSON. Not a test; only figures within one run count on a shared machine.
 */
import { benchSecrets, log, startStack } from './stack.mjs';
import { recordFigures } from './figures.mjs';
import { fmt, table } from './report.mjs';

/** @typedef {import('./stack.mjs').Stack} Stack */
/** @typedef {{ times: number[], errors5xx: number, other: number, failed: number }} ReadStats */
/** `GET /sandbox/capacity/calls` (sandbox/capacity.ts): when each matching call was answered (ms). */
/** @typedef {{ calls: number[] }} CapacityCalls */
/** @typedef {Awaited<ReturnType<typeof crowd>>} CrowdLevel */

const crowds = (process.env.BENCH_AVAILABILITY_CROWDS || '200,1000,2000').split(',').map(Number);
const duration = Number(process.env.BENCH_DURATION || 60);
const POLL_MS = 2000;
const RAMP_S = 2;
const SHOW = 'PRJ1002';
const LOCALE = 'en';

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]
    : NaN;

/**
 * @param {string} sandboxUrl
 * @param {string} path
 * @returns {Promise<unknown>} read by the caller as the route it asked answers
 */
async function sandboxJson(sandboxUrl, path) {
  const res = await fetch(`${sandboxUrl}${path}`, {
    headers: { Authorization: `Bearer ${benchSecrets.CMS_PREVIEW_TOKEN}` },
  });
  return res.json();
}

/**
 * The most calls answered within any one second.
 * @param {number[]} times
 */
function busiestSecond(times) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; j < sorted.length; j++) {
    while (sorted[j] - sorted[i] >= 1000) i++;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

/**
 * @param {string} origin
 * @param {string} path
 * @param {ReadStats} stats
 */
async function read(origin, path, stats) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${path}`, {
      headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip, br' },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    stats.times.push(performance.now() - started);
    if (res.status >= 500) stats.errors5xx += 1;
    else if (res.status !== 200) stats.other += 1;
  } catch {
    stats.failed += 1;
  }
}

/**
 * @param {string} origin
 * @param {string} eventToken
 * @param {number} until
 * @param {ReadStats} stats
 */
async function visitor(origin, eventToken, until, stats) {
  await new Promise((r) => setTimeout(r, Math.random() * RAMP_S * 1000));
  await read(origin, `/api/availability/${LOCALE}/show/${SHOW}`, stats);
  while (Date.now() < until) {
    const next = Date.now() + POLL_MS;
    await read(origin, `/api/availability/${LOCALE}/seats/${eventToken}`, stats);
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
}

/**
 * @param {Stack} stack
 * @param {string} origin
 * @param {number} size
 * @param {string} eventToken
 */
async function crowd(stack, origin, size, eventToken) {
  /** @type {ReadStats} */
  const stats = { times: [], errors5xx: 0, other: 0, failed: 0 };
  const since = Date.now();
  const until = since + duration * 1000;
  await Promise.all(Array.from({ length: size }, () => visitor(origin, eventToken, until, stats)));
  const elapsed = (Date.now() - since) / 1000;
  const seatCalls = /** @type {CapacityCalls} */ (
    await sandboxJson(stack.sandboxUrl, `/sandbox/capacity/calls?path=/api/goods/seatGoods&since=${since}`)
  ).calls;
  const showCalls = /** @type {CapacityCalls} */ (
    await sandboxJson(stack.sandboxUrl, `/sandbox/capacity/calls?path=/api/pro/project&since=${since}`)
  ).calls;
  return {
    size,
    reads: stats.times.length + stats.failed,
    readsPerS: (stats.times.length + stats.failed) / elapsed,
    p50: percentile(stats.times, 50),
    p99: percentile(stats.times, 99),
    errors5xx: stats.errors5xx,
    failed: stats.failed,
    other: stats.other,
    seatCallsPerS: seatCalls.length / elapsed,
    seatCallsBusiest: busiestSecond(seatCalls),
    showCallsPerS: showCalls.length / elapsed,
    showCallsBusiest: busiestSecond(showCalls),
  };
}

export async function main() {
  /** @type {{ date: string, duration: number, crowds: number[], instances?: number, levels: CrowdLevel[] }} */
  const report = { date: new Date().toISOString(), duration, crowds, levels: [] };
  const stack = await startStack({ cluster: true });
  try {
    const origin = stack.state().edge.url;
    report.instances = stack.state().instances.length;
    const show = /** @type {{ data: { eventVoList: { eventToken: string }[] } }} */ (
      await sandboxJson(stack.sandboxUrl, `/jsonapi/damai/api/pro/project?projectToken=${SHOW}&langType=2`)
    );
    const eventToken = show.data.eventVoList[0].eventToken;
    // warm: the routes compiled and the venue's map read once
    await crowd(stack, origin, 2, eventToken).catch(() => undefined);
    for (const size of crowds) {
      log(`availability: ${size} visitors for ${duration} s through the edge`);
      report.levels.push(await crowd(stack, origin, size, eventToken));
    }
  } finally {
    await stack.stop();
  }
  const figures = recordFigures('availability');
  figures.print(
    `\nnpm run bench -- --availability, ${report.date}: the cluster (${report.instances} instances, Redis, Varnish), one show's seat page open ${duration} s, polling every ${POLL_MS / 1000} s\n`,
  );
  figures.print(
    table(
      [
        'visitors',
        'reads/s',
        'p50 ms',
        'p99 ms',
        '5xx',
        'failed',
        'seatGoods calls/s (busiest s)',
        'project calls/s (busiest s)',
      ],
      report.levels.map((l) => [
        l.size,
        fmt(l.readsPerS, 0),
        fmt(l.p50, 1),
        fmt(l.p99, 1),
        l.errors5xx,
        l.failed,
        `${fmt(l.seatCallsPerS, 2)} (${l.seatCallsBusiest})`,
        `${fmt(l.showCallsPerS, 2)} (${l.showCallsBusiest})`,
      ]),
    ),
  );
  figures.save(report);
}

// @ts-check
/**
 * `npm run bench -- --buy`: the buying path's capacity, as a crowd of buyers uses it, against one
 * instance and against the cluster (scripts/cluster: Varnish, INSTANCES instances, Redis), with the
 * sandbox's ticketing API given a fixed service time and a concurrency limit as a real backend has
 * (sandbox/capacity.ts). The waiting room is off: this measures what it must protect, and is the
 * figure its rate is set from (docs/waiting-room.md).
 *
 * Each buyer is a member with a session of their own, going round the buying path as fast as
 * answers come (a closed loop): the seat map (its page and its seats), a seat held (cart.add), the
 * cart read, the checkout submitted, and the order cancelled again (not measured: it only gives
 * the seat back, so that the crowd never runs out of seats). Per crowd size, for BENCH_DURATION
 * seconds: purchases a second, requests a second, the ticketing API's calls a second, p50 and p99
 * of each step, errors (5xx, timeouts, unreachable) and refusals (4xx: a seat someone else took).
 * The saturation point is the smallest crowd past which purchases a second grow by less than 10%.
 *
 * Options: BENCH_BUY_CROWDS ("4,16,64,256"), BENCH_DURATION (15 s a crowd),
 * BENCH_TICKETING_SERVICE_MS (25), BENCH_TICKETING_CONCURRENCY (8), BENCH_BUY_TARGETS
 * ("instance,cluster"), BENCH_JSON. Not a test; only ratios within one run count on a shared machine.
 */
import { tsImport } from 'tsx/esm/api';
import { benchSecrets, log, startStack } from './stack.mjs';
import { recordFigures } from './figures.mjs';
import { fmt, table } from './report.mjs';

/** @typedef {import('./stack.mjs').Stack} Stack */
/**
 * The parts of the site's ticketing operations' answers read here (lib/bff).
 * @typedef {{ status?: string, superGoodId: string }} SeatGood
 * @typedef {{ seats?: { good?: SeatGood }[], orderToken?: string }} TicketingData
 * @typedef {{ status: number, requests?: number, data?: TicketingData }} StepResult
 */
/**
 * The parts of the sandbox's answers read here: a member API answer, `/sandbox/capacity`.
 * @typedef {{ code?: number, msg?: string, data: { token: string, userToken: string } }} MemberAnswer
 * @typedef {{ served: { total: number }, rejected: number }} Capacity
 */

const { seal } = /** @type {typeof import('../../lib/auth/seal')} */ (
  await tsImport('../../lib/auth/seal.ts', import.meta.url)
);
const { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_TTL_MS } =
  /** @type {typeof import('../../lib/auth/cookie-names')} */ (
    await tsImport('../../lib/auth/cookie-names.ts', import.meta.url)
  );

const crowds = (process.env.BENCH_BUY_CROWDS || '4,16,64,256').split(',').map(Number);
const duration = Number(process.env.BENCH_DURATION || 15);
const serviceMs = Number(process.env.BENCH_TICKETING_SERVICE_MS || 25);
const concurrency = Number(process.env.BENCH_TICKETING_CONCURRENCY || 8);
const targets = (process.env.BENCH_BUY_TARGETS || 'instance,cluster').split(',');
const STEPS = ['seat map', 'hold', 'cart', 'checkout'];
const SHOW = 'PRJ1002';
const REQUEST_TIMEOUT_MS = 30_000;
// the bench's members log in with a known captcha answer (the sandbox's test setting)
process.env.SANDBOX_FIXED_CAPTCHA ||= 'BENCH';

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]
    : NaN;

/** A buyer's HTTP, with the cookies its answers set. */
class Buyer {
  /** @type {Map<string, string>} */
  cookies = new Map();
  /** @param {string} origin */
  constructor(origin) {
    this.origin = origin;
  }
  /**
   * @param {string} path
   * @param {RequestInit} [init]
   */
  async fetch(path, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.origin}${path}`, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      if (value.join('=')) this.cookies.set(name.trim(), value.join('='));
      else this.cookies.delete(name.trim());
    }
    return res;
  }
  /**
   * @param {string} operation
   * @param {unknown} input
   * @returns {Promise<StepResult>}
   */
  async call(operation, input) {
    const res = await this.fetch(`/api/ticketing/${operation}?locale=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: this.origin },
      body: JSON.stringify(input),
    });
    /** @type {{ data?: TicketingData } | null} */
    const body = await res.json().catch(() => null);
    return { status: res.status, data: body?.data };
  }
}

/**
 * @param {string} sandboxUrl
 * @param {string} path
 * @param {{ method?: string, body?: string, headers?: Record<string, string> }} [init]
 * @returns {Promise<unknown>} read by the caller as the route it asked answers
 */
async function sandboxJson(sandboxUrl, path, init = {}) {
  const res = await fetch(`${sandboxUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${benchSecrets.CMS_PREVIEW_TOKEN}`,
      ...init.headers,
    },
  });
  return res.json();
}

/**
 * `count` members, each with a session on the site: the cookies a login on the site leaves (a
 * `?token=` link asks the visitor first, and the login form's limits are per address).
 * @param {Stack} stack
 * @param {string} origin
 * @param {number} count
 */
async function buyers(stack, origin, count) {
  const run = Date.now().toString(36);
  /** @type {Buyer[]} */
  const made = [];
  for (let i = 0; i < count; i += 16) {
    const batch = Array.from({ length: Math.min(16, count - i) }, async (_, k) => {
      const email = `buy-${run}-${i + k}@theatre.test`;
      /** @param {string} path @param {unknown} body */
      const api = (path, body) =>
        sandboxJson(stack.sandboxUrl, `/jsonapi/damai/api/user${path}`, { method: 'POST', body: JSON.stringify(body) });
      await api('/register', { email, password: 'Bench1234' });
      const identifier = `bench-${run}-${i + k}`;
      await api('/genarateRandomStr', { identifier });
      const login = /** @type {MemberAnswer} */ (
        await api('/login', {
          email,
          identifier,
          loginPass: 'Bench1234',
          captcha: process.env.SANDBOX_FIXED_CAPTCHA,
          langType: 2,
        })
      );
      if (login.code !== 200) throw new Error(`member ${email}: ${login.msg}`);
      const buyer = new Buyer(origin);
      const info = /** @type {MemberAnswer} */ (
        await sandboxJson(stack.sandboxUrl, '/jsonapi/damai/api/user/userInfo', {
          method: 'POST',
          headers: { Authorization: `Bearer ${login.data.token}` },
          body: '{}',
        })
      );
      // the session cookie a login on the site leaves, sealed with the bench site's key
      const session = { token: login.data.token, member: info.data.userToken, expiresAt: Date.now() + SESSION_TTL_MS };
      buyer.cookies.set(SESSION_COOKIE, seal(session, benchSecrets.SESSION_SECRET, SESSION_COOKIE));
      buyer.cookies.set(SESSION_HINT_COOKIE, '1');
      return buyer;
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/**
 * One crowd for `duration` seconds: every buyer round the buying path, again and again.
 * @param {Stack} stack
 * @param {string} origin
 * @param {Buyer[]} members
 * @param {string[]} events
 */
async function crowd(stack, origin, members, events) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(STEPS.map((s) => [s, []]));
  /** @type {{ purchases: number, requests: number, errors: number, refused: number, errorKinds: Record<string, number> }} */
  const tally = { purchases: 0, requests: 0, errors: 0, refused: 0, errorKinds: {} };
  const before = /** @type {Capacity} */ (await sandboxJson(stack.sandboxUrl, '/sandbox/capacity'));
  const started = performance.now();
  const until = started + duration * 1000;

  /**
   * @param {string} step
   * @param {() => Promise<StepResult>} work
   * @returns {Promise<StepResult | null>}
   */
  const timed = async (step, work) => {
    const t0 = performance.now();
    try {
      const result = await work();
      tally.requests += result.requests ?? 1;
      if (result.status >= 500) {
        tally.errors++;
        tally.errorKinds[`${step} ${result.status}`] = (tally.errorKinds[`${step} ${result.status}`] ?? 0) + 1;
        return null;
      }
      samples[step].push(performance.now() - t0);
      if (result.status >= 400) {
        tally.refused++;
        return null;
      }
      return result;
    } catch (error) {
      tally.errors++;
      const kind = `${step} ${/** @type {Error} */ (error).name === 'TimeoutError' ? 'timeout' : 'unreachable'}`;
      tally.errorKinds[kind] = (tally.errorKinds[kind] ?? 0) + 1;
      return null;
    }
  };

  /** @param {Buyer} buyer @param {number} b */
  const loop = async (buyer, b) => {
    for (let round = 0; performance.now() < until; round++) {
      const eventToken = events[(b + round) % events.length];
      const map = await timed('seat map', async () => {
        const page = await buyer.fetch(`/en/project/${SHOW}/seats?event=${eventToken}`, {
          headers: { Accept: 'text/html' },
        });
        await page.arrayBuffer();
        if (page.status >= 400) return { status: page.status };
        const seats = await buyer.call('seats.get', { eventToken });
        return { ...seats, requests: 2 };
      });
      const free =
        map?.data?.seats?.filter(/** @returns {s is { good: SeatGood }} */ (s) => s.good?.status === 'available') ?? [];
      if (!free.length) continue;
      const seat = free[(b * 7 + round) % free.length];
      const items = [{ eventId: eventToken, superGoodId: seat.good.superGoodId, goodCount: 1 }];
      if (!(await timed('hold', () => buyer.call('cart.add', { items })))) continue;
      await timed('cart', () => buyer.call('cart.get', {}));
      const order = await timed('checkout', () =>
        buyer.call('checkout.submit', {
          items,
          options: { payGateway: 'alipay', requestId: `b${b}-${round}-${Date.now()}` },
        }),
      );
      if (!order) continue;
      tally.purchases++;
      // the seat goes back, so the crowd never runs out (not measured)
      // (a checkout answered below 400 carries its order)
      await buyer
        .call('orders.cancel', { orderToken: /** @type {TicketingData} */ (order.data).orderToken })
        .catch(() => undefined);
    }
  };
  await Promise.all(members.map(loop));
  const seconds = (performance.now() - started) / 1000;
  const after = /** @type {Capacity} */ (await sandboxJson(stack.sandboxUrl, '/sandbox/capacity'));
  return {
    buyers: members.length,
    seconds,
    purchasesPerS: tally.purchases / seconds,
    requestsPerS: tally.requests / seconds,
    backendPerS: (after.served.total - before.served.total) / seconds,
    backendRejected: after.rejected - before.rejected,
    errors: tally.errors,
    errorKinds: tally.errorKinds,
    refused: tally.refused,
    steps: Object.fromEntries(
      STEPS.map((s) => [s, { n: samples[s].length, p50: percentile(samples[s], 50), p99: percentile(samples[s], 99) }]),
    ),
  };
}

/** @param {string} target `instance` or `cluster` */
async function measure(target) {
  const stack = await startStack({ cluster: target === 'cluster' });
  try {
    const origin = target === 'cluster' ? stack.state().edge.url : stack.siteUrl;
    const show = /** @type {{ data: { eventVoList: { eventToken: string }[] } }} */ (
      await sandboxJson(stack.sandboxUrl, `/jsonapi/damai/api/pro/project?projectToken=${SHOW}&langType=2`)
    );
    const events = show.data.eventVoList.map((e) => e.eventToken);
    log(`${target}: ${Math.max(...crowds)} members and their sessions`);
    const members = await buyers(stack, origin, Math.max(...crowds));
    // warm: every page and route rendered once
    await crowd(stack, origin, members.slice(0, 2), events);
    log(`${target}: the ticketing API at ${concurrency} calls at once, ${serviceMs} ms each`);
    await sandboxJson(stack.sandboxUrl, '/sandbox/capacity', {
      method: 'POST',
      body: JSON.stringify({ serviceMs, concurrency, queueLimit: 10_000 }),
    });
    /** @type {CrowdLevel[]} */
    const levels = [];
    for (const size of crowds) {
      log(`${target}: ${size} buyers for ${duration} s`);
      levels.push(await crowd(stack, origin, members.slice(0, size), events));
    }
    return { target, instances: target === 'cluster' ? stack.state().instances.length : 1, levels };
  } finally {
    await stack.stop();
  }
}

/** @typedef {Awaited<ReturnType<typeof crowd>>} CrowdLevel */
/**
 * @typedef {Awaited<ReturnType<typeof measure>> & {
 *   saturation?: { buyers: number, purchasesPerMinute: number } | null }} TargetResult
 */

/**
 * The smallest crowd past which purchases a second grow by less than 10% (or the errors begin).
 * @param {CrowdLevel[]} levels
 */
function saturation(levels) {
  for (let i = 1; i < levels.length; i++) {
    const grew = levels[i].purchasesPerS / levels[i - 1].purchasesPerS;
    if (grew < 1.1 || levels[i].errors > 0) return levels[i - 1];
  }
  return null;
}

export async function main() {
  /** @type {{ date: string, duration: number, serviceMs: number, concurrency: number, crowds: number[], results: TargetResult[] }} */
  const report = { date: new Date().toISOString(), duration, serviceMs, concurrency, crowds, results: [] };
  for (const target of targets) report.results.push(await measure(target));
  const apiCapacity = (concurrency * 1000) / serviceMs;
  const figures = recordFigures('buy');
  figures.print(
    `\nnpm run bench -- --buy, ${report.date}: the ticketing API at ${concurrency} calls at once, ${serviceMs} ms each (at most ${fmt(apiCapacity, 0)} calls a second); ${duration} s per crowd; waiting room off\n`,
  );
  /** @type {unknown[][]} */
  const rows = [];
  for (const r of report.results)
    for (const l of r.levels)
      rows.push([
        r.target === 'cluster' ? `cluster (${r.instances})` : 'one instance',
        l.buyers,
        fmt(l.purchasesPerS, 1),
        fmt(l.requestsPerS, 0),
        fmt(l.backendPerS, 0),
        ...STEPS.flatMap((s) => [fmt(l.steps[s].p50, 0), fmt(l.steps[s].p99, 0)]),
        l.errors,
        l.refused,
      ]);
  figures.print(
    table(
      [
        'target',
        'buyers',
        'purchases/s',
        'req/s',
        'API calls/s',
        ...STEPS.flatMap((s) => [`${s} p50 ms`, `${s} p99 ms`]),
        'errors',
        'refused',
      ],
      rows,
    ),
  );
  for (const r of report.results) {
    const kinds = r.levels.flatMap((l) =>
      Object.entries(l.errorKinds).map(([k, n]) => `${l.buyers} buyers: ${n} ${k}`),
    );
    if (kinds.length) figures.print(`\n${r.target} errors: ${kinds.join('; ')}`);
    const point = saturation(r.levels);
    r.saturation = point ? { buyers: point.buyers, purchasesPerMinute: point.purchasesPerS * 60 } : null;
    figures.print(
      point
        ? `${r.target}: saturates at about ${point.buyers} buyers: ${fmt(point.purchasesPerS * 60, 0)} purchases a minute, ${fmt(point.backendPerS, 0)} API calls a second; a waiting room rate of about ${fmt(point.purchasesPerS * 60 * 0.8, 0)} visitors a minute (80% of it) keeps the API there`
        : `${r.target}: not saturated by ${Math.max(...crowds)} buyers (raise BENCH_BUY_CROWDS)`,
    );
  }
  figures.save(report);
}

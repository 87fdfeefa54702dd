import type { Hono, MiddlewareHandler } from 'hono';
import type { SandboxContext } from './context';

/**
 * The ticketing API's capacity, as a real backend has one (off by default, so other tests see the
 * sandbox as fast as ever): `concurrency` workers, each call holding one for `serviceMs` before it
 * is handled; calls beyond that wait their turn in arrival order, and past `queueLimit` waiting
 * calls the API answers 503 at once, as an overloaded backend's balancer does. Its throughput is
 * then at most concurrency / serviceMs calls a millisecond, whatever the site does.
 *
 * Always on, whatever the limits: a count of the calls it served, by method and path (the query
 * left out), with the time each one was answered (the last MAX_TIMES), for tests and benchmarks.
 *
 * - `GET /sandbox/capacity`: the limits, the counts, calls in service and waiting, the peak.
 * - `GET /sandbox/capacity/calls?path=/api/goods/seatGoods&since=<ms>`: when each such call was answered.
 * - `POST /sandbox/capacity {"serviceMs", "concurrency", "queueLimit"}` (preview token as bearer)
 *   sets the limits; `{"off": true}` lifts them. `DELETE /sandbox/capacity` also forgets the counts.
 * - At start: SANDBOX_TICKETING_SERVICE_MS, SANDBOX_TICKETING_CONCURRENCY, SANDBOX_TICKETING_QUEUE.
 */
export type CapacityLimits = { serviceMs: number; concurrency: number; queueLimit: number };

const TICKETING = '/jsonapi/damai';
const MAX_TIMES = 50_000;

export function limitsFromEnv(env: Record<string, string | undefined> = process.env): CapacityLimits | null {
  const concurrency = Number(env.SANDBOX_TICKETING_CONCURRENCY || 0);
  const serviceMs = Number(env.SANDBOX_TICKETING_SERVICE_MS || 0);
  if (!(concurrency > 0) && !(serviceMs > 0)) return null;
  return checkLimits({ serviceMs, concurrency: concurrency || 1_000, queueLimit: Number(env.SANDBOX_TICKETING_QUEUE) });
}

function checkLimits(value: Partial<CapacityLimits>): CapacityLimits | null {
  const serviceMs = Number(value.serviceMs ?? 0);
  const concurrency = Number(value.concurrency ?? 0);
  const queueLimit =
    value.queueLimit === undefined || Number.isNaN(value.queueLimit) ? 10_000 : Number(value.queueLimit);
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!valid(serviceMs, 60_000) || !valid(concurrency, 10_000) || concurrency < 1 || !valid(queueLimit, 1_000_000))
    return null;
  return { serviceMs, concurrency, queueLimit };
}

/** A fixed number of workers; calls wait for one in arrival order. */
class Workers {
  busy = 0;
  peak = 0;
  rejected = 0;
  private waiting: (() => void)[] = [];

  constructor(public limits: CapacityLimits) {}

  get queued() {
    return this.waiting.length;
  }

  /** false: the queue is full, answer at once */
  async acquire(): Promise<boolean> {
    if (this.busy < this.limits.concurrency) {
      this.busy++;
      this.peak = Math.max(this.peak, this.busy);
      return true;
    }
    if (this.waiting.length >= this.limits.queueLimit) {
      this.rejected++;
      return false;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }

  /** the worker passes straight to the next call in line, if one waits */
  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}

export function mountCapacity(app: Hono, ctx: SandboxContext, initial: CapacityLimits | null = limitsFromEnv()): void {
  let workers = initial ? new Workers(initial) : null;
  let byPath = new Map<string, number>();
  let times: { path: string; at: number }[] = [];
  let total = 0;
  const authorized = (header: string | undefined) => header === `Bearer ${ctx.config.previewToken}`;

  const served = (path: string) => {
    total++;
    byPath.set(path, (byPath.get(path) ?? 0) + 1);
    times.push({ path, at: Date.now() });
    if (times.length > MAX_TIMES) times = times.slice(-MAX_TIMES / 2);
  };

  const limit: MiddlewareHandler = async (c, next) => {
    const path = c.req.path.slice(TICKETING.length);
    if (path.startsWith('/sandbox/')) return next();
    const key = `${c.req.method} ${path}`;
    const pool = workers;
    if (!pool) {
      await next();
      served(key);
      return;
    }
    if (!(await pool.acquire()))
      return c.json(
        { errors: [{ status: '503', title: 'Service Unavailable', detail: 'Too many calls waiting' }] },
        503,
      );
    try {
      if (pool.limits.serviceMs > 0) await new Promise((r) => setTimeout(r, pool.limits.serviceMs));
      await next();
      served(key);
    } finally {
      pool.release();
    }
  };
  app.use(`${TICKETING}/*`, limit);

  app.get('/sandbox/capacity', (c) =>
    c.json({
      limits: workers?.limits ?? null,
      served: { total, byPath: Object.fromEntries(byPath) },
      inService: workers?.busy ?? 0,
      waiting: workers?.queued ?? 0,
      peakInService: workers?.peak ?? 0,
      rejected: workers?.rejected ?? 0,
    }),
  );

  app.get('/sandbox/capacity/calls', (c) => {
    const path = c.req.query('path');
    const since = Number(c.req.query('since') ?? 0);
    const matching = times.filter((t) => t.at >= since && (!path || t.path.endsWith(` ${path}`)));
    return c.json({ calls: matching.map((t) => t.at) });
  });

  app.post('/sandbox/capacity', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = (await c.req.json().catch(() => null)) as (Partial<CapacityLimits> & { off?: boolean }) | null;
    if (body?.off === true) {
      workers = null;
      return c.json({ limits: null });
    }
    const limits = body ? checkLimits(body) : null;
    if (!limits)
      return c.json(
        { message: 'Expected {serviceMs: 0-60000, concurrency: 1-10000, queueLimit?} or {off: true}' },
        400,
      );
    if (workers) workers.limits = limits;
    else workers = new Workers(limits);
    return c.json({ limits });
  });

  app.delete('/sandbox/capacity', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    workers = null;
    byPath = new Map();
    times = [];
    total = 0;
    return c.json({ limits: null });
  });
}

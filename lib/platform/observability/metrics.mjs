// @ts-check
/**
 * The process's metrics, in the Prometheus format (prom-client), served on /api/metrics
 * (request.ts). One registry, on `globalThis` (the cache handlers, loaded by Node, and the app's
 * bundle each load this module). Every name and label is listed in docs/operating.md; a label
 * never takes a value a visitor chooses (paths become kinds and endpoint templates, operations
 * and rules are the site's own names), so no request can grow the number of series.
 * METRICS=off turns every function here into a no-op.
 */
import promClient from 'prom-client';
import { observabilitySettings } from '../config/observability-settings.mjs';

const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = promClient;

/** @typedef {'ok' | 'refused' | 'error' | 'timeout' | 'unreachable' | 'cancelled'} BackendOutcome */
/**
 * @typedef {object} RoomFigure
 * @property {string} room
 * @property {'on' | 'off' | 'auto'} mode
 * @property {boolean} open
 * @property {number | null} waiting
 * @property {number | null} [prequeue] pre-queue tickets taken (rooms with an on-sale time)
 * @property {{ at: number, size: number } | null} [draw]
 * @property {number | null} [admitted] numbers whose turn came, and those of them who reached the buying path
 * @property {number | null} [arrived]
 */
/** @typedef {import('prom-client').Gauge<string>} AnyGauge */

/** How long a scrape waits for the waiting room's figures before it answers without them. */
export const ROOM_FIGURES_TIMEOUT_MS = 300;
/** How long one read of them serves (both gauges of a scrape, and scrapes close together). */
const ROOM_FIGURES_FRESH_MS = 1000;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const FAST_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5];

/** @param {import('prom-client').Registry} registry */
function define(registry) {
  /**
   * @param {string} name
   * @param {string} help
   * @param {string[]} [labelNames]
   * @returns {import('prom-client').Counter<string>}
   */
  const counter = (name, help, labelNames = []) => new Counter({ name, help, labelNames, registers: [registry] });
  /**
   * @param {string} name
   * @param {string} help
   * @param {string[]} [labelNames]
   * @param {import('prom-client').CollectFunction<AnyGauge>} [collect]
   * @returns {AnyGauge}
   */
  const gauge = (name, help, labelNames = [], collect = undefined) =>
    new Gauge({ name, help, labelNames, registers: [registry], ...(collect ? { collect } : {}) });
  /**
   * a figure per room, read at the scrape (reportRooms); `value(figure)`: the number, or null for none
   * @param {string} name
   * @param {string} help
   * @param {(figure: RoomFigure) => number | null | undefined} value
   */
  const roomGauge = (name, help, value) =>
    gauge(name, help, ['room'], async function collect() {
      await reportRooms(this, (figure) => {
        const v = value(figure);
        return v == null ? null : [{ room: figure.room }, v];
      });
    });
  /**
   * @param {string} name
   * @param {string} help
   * @param {string[]} labelNames
   * @param {number[]} [buckets]
   * @returns {import('prom-client').Histogram<string>}
   */
  const histogram = (name, help, labelNames, buckets = SECONDS) =>
    new Histogram({ name, help, labelNames, buckets, registers: [registry] });
  return {
    requests: histogram(
      'theatre_http_request_duration_seconds',
      'Requests this instance answered, by kind of route, method and status, with their time to the last byte',
      ['kind', 'method', 'status'],
    ),
    inFlight: gauge('theatre_http_requests_in_flight', 'Requests being answered now, by kind of route', ['kind']),
    routeCache: counter(
      'theatre_route_cache_results_total',
      "What a page request got from Next's route cache (x-nextjs-cache): hit, stale (served while it is rendered again) or miss (rendered now)",
      ['result'],
    ),
    cacheLookups: counter(
      'theatre_cache_lookups_total',
      'Lookups in each layer of the caches (route: rendered pages; data: use cache entries and last good answers; answer: last good answers in Redis)',
      ['cache', 'layer', 'result'],
    ),
    staleAnswers: counter(
      'theatre_content_stale_answers_total',
      'Content reads answered from the last good copy because the content backend failed (stale-if-error)',
    ),
    backend: histogram(
      'theatre_backend_request_duration_seconds',
      "Calls to the content and ticketing APIs by endpoint and outcome (ok, refused: 4xx, error: 5xx, timeout, unreachable, cancelled), time to the answer's headers",
      ['backend', 'endpoint', 'outcome'],
    ),
    relay: histogram(
      'theatre_relay_request_duration_seconds',
      "Browser requests relayed to the backends (lib/platform/backend-proxy) by target and outcome, time to the answer's headers",
      ['target', 'outcome'],
    ),
    throttle: counter(
      'theatre_throttle_decisions_total',
      'Limit checks against guessing and mass sign-ups, by rule (lib/platform/throttle/limits.ts) and decision (allowed, throttled)',
      ['rule', 'decision'],
    ),
    operationsInFlight: gauge(
      'theatre_ticketing_operations_in_flight',
      "The site's ticketing routes (POST /api/ticketing/<operation>) being answered now",
      ['operation'],
    ),
    operations: counter(
      'theatre_ticketing_operations_total',
      "The site's ticketing routes answered, by operation and HTTP status",
      ['operation', 'status'],
    ),
    webhooks: counter(
      'theatre_webhook_requests_total',
      "The content system's revalidation webhook, by outcome (ok, invalid, unauthorized, retry_later: the content system must send it again)",
      ['outcome'],
    ),
    webhookFailures: counter(
      'theatre_webhook_failures_total',
      'Webhooks answered 503 for the content system to retry, by reason (tags_not_recorded: Redis; edge_not_purged: the edge; path_not_resolved: Drupal did not say what a path is)',
      ['reason'],
    ),
    tagExpirations: counter(
      'theatre_tag_expirations_total',
      'Cache tag expirations this instance applied, by source (local: a webhook or revalidateTag here; pubsub: another instance; sync: a full read from Redis)',
      ['source'],
    ),
    edgePurges: counter('theatre_edge_purges_total', 'Purge requests to the edge caches, by outcome (ok, failed)', [
      'outcome',
    ]),
    redisUp: gauge('theatre_redis_up', "1 while this instance's Redis connection is ready, 0 while it is down", [
      'connection',
    ]),
    redisCommands: histogram(
      'theatre_redis_command_duration_seconds',
      'Redis commands by group (route.get, data.set, tags.write, ...) and outcome (ok, failed, skipped: Redis resting after a failure)',
      ['group', 'outcome'],
      FAST_SECONDS,
    ),
    ready: gauge('theatre_ready', '1 when the last readiness check (/api/ready) passed, else 0'),
    dependencyUp: gauge(
      'theatre_dependency_up',
      'What the last readiness check found: 1 reachable, 0 not (redis only when configured)',
      ['dependency'],
    ),
    roomNumbers: counter(
      'theatre_waiting_room_numbers_total',
      "Numbers asked for in the waiting room's lines on this instance, by room and outcome (issued; refused: the address had taken its share, rule queue-address)",
      ['room', 'outcome'],
    ),
    roomAdmissions: counter(
      'theatre_waiting_room_admissions_total',
      'Visitors the waiting room let in on this instance, by room and how (turn: their number came up; inside: a purchase in progress when the room opened; fail_open: the line could not be read, let in at the safe rate; revoked: a pass used by more than one buyer, taken back)',
      ['room', 'how'],
    ),
    roomOpen: gauge(
      'theatre_waiting_room_open',
      'Each configured waiting room, read at the scrape: 1 while it stands in front of the buying path, else 0; mode on, off or auto (the line is shared: every instance reports the same)',
      ['room', 'mode'],
      async function collect() {
        await reportRooms(this, (figure) => [{ room: figure.room, mode: figure.mode }, figure.open ? 1 : 0]);
      },
    ),
    roomWaiting: roomGauge(
      'theatre_waiting_room_waiting',
      "Numbers given and not yet let in, in each open room's line, read at the scrape (one Redis call; the line is shared: every instance reports the same)",
      (figure) => figure.waiting,
    ),
    roomPrequeue: roomGauge(
      'theatre_waiting_room_prequeue',
      "Pre-queue tickets taken in each open room with an on-sale time (issue 45), read at the scrape; after the draw, the draw's size",
      (figure) => figure.prequeue,
    ),
    roomDrawTime: roomGauge(
      'theatre_waiting_room_draw_time_seconds',
      "When each open room's pre-queue was drawn (Unix time), once it has been",
      (figure) => (figure.draw ? figure.draw.at / 1000 : null),
    ),
    roomDrawSize: roomGauge(
      'theatre_waiting_room_draw_size',
      "How many pre-queue tickets each open room's draw placed, once it has been made",
      (figure) => figure.draw?.size,
    ),
    roomAdmitted: roomGauge(
      'theatre_waiting_room_admitted',
      "Numbers whose turn has come in each open room's line (admitted), read at the scrape: compare with arrived",
      (figure) => figure.admitted,
    ),
    roomArrived: roomGauge(
      'theatre_waiting_room_arrived',
      "Admitted visitors who reached the buying path (their pass given) in each open room's line: far below admitted, many abandon and the rate can be raised",
      (figure) => figure.arrived,
    ),
  };
}

/**
 * The waiting room's figures for one scrape: asked once for all its gauges (the others share the
 * first's answer), waited for ROOM_FIGURES_TIMEOUT_MS at most; without an answer the gauges are
 * left empty for this scrape (absent, not zero: Prometheus sees no figure rather than a wrong one).
 * @param {AnyGauge} gauge
 * @param {(figure: RoomFigure) => [Partial<Record<string, string>>, number] | null} entry the labels and value of a figure's series, null for none
 */
async function reportRooms(gauge, entry) {
  gauge.reset();
  const s = state();
  if (!s?.roomFigures) return;
  const now = Date.now();
  if (!s.roomFiguresRead || now - s.roomFiguresRead.at > ROOM_FIGURES_FRESH_MS) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<null>} */
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), ROOM_FIGURES_TIMEOUT_MS);
    });
    const figures = Promise.race([s.roomFigures().catch(() => null), timeout]).finally(() => clearTimeout(timer));
    s.roomFiguresRead = { at: now, figures };
  }
  const figures = await s.roomFiguresRead.figures;
  for (const figure of figures ?? []) {
    const value = entry(figure);
    if (value) gauge.set(value[0], value[1]);
  }
}

const STATE = Symbol.for('theatre.observability.metrics');

/** @typedef {ReturnType<typeof define>} Metrics */
/**
 * @typedef {object} MetricsState
 * @property {import('prom-client').Registry} registry
 * @property {Metrics} metrics
 * @property {Map<string, unknown>} children the series made so far, by metric name and label values
 * @property {boolean} defaults whether the process's own metrics are collected
 * @property {() => Promise<RoomFigure[]>} [roomFigures]
 * @property {{ at: number, figures: Promise<RoomFigure[] | null> }} [roomFiguresRead]
 */

/** `globalThis`, seen as the holder of the one registry per process */
const shared = /** @type {{ [STATE]?: MetricsState | null }} */ (globalThis);

/**
 * The registry and the metrics, made once per process; null with METRICS=off.
 * @returns {MetricsState | null}
 */
function state() {
  if (shared[STATE] === undefined) {
    if (observabilitySettings().METRICS === 'off') {
      shared[STATE] = null;
    } else {
      const registry = new Registry();
      shared[STATE] = { registry, metrics: define(registry), children: new Map(), defaults: false };
    }
  }
  return shared[STATE];
}

/**
 * The series of `name` with these label values (kept: prom-client would hash the labels on every call).
 * @template {keyof Metrics} K
 * @param {K} name
 * @param {string[]} values
 * @returns {ReturnType<Metrics[K]['labels']> | null}
 */
function series(name, ...values) {
  const s = state();
  if (!s) return null;
  const key = `${name}\u0001${values.join('\u0001')}`;
  let found = /** @type {ReturnType<Metrics[K]['labels']> | undefined} */ (s.children.get(key));
  if (!found) {
    found = /** @type {ReturnType<Metrics[K]['labels']>} */ (s.metrics[name].labels(...values));
    s.children.set(key, found);
  }
  return found;
}

/** The process's own: CPU, memory and heap, event-loop lag, handles, garbage collection (prom-client's defaults). */
export function collectProcessMetrics() {
  const s = state();
  if (!s || s.defaults) return;
  s.defaults = true;
  collectDefaultMetrics({ register: s.registry });
}

/**
 * @param {string} kind
 * @param {string} method
 * @param {number} status
 * @param {number} seconds
 */
export function observeRequest(kind, method, status, seconds) {
  series('requests', kind, method, String(status))?.observe(seconds);
}

/**
 * `delta`: 1 when a request starts, -1 when it ends
 * @param {string} kind
 * @param {1 | -1} delta
 */
export function requestsInFlight(kind, delta) {
  const gauge = series('inFlight', kind);
  if (delta > 0) gauge?.inc();
  else gauge?.dec();
}

/**
 * `result`: hit, stale or miss
 * @param {'hit' | 'stale' | 'miss'} result
 */
export function countRouteCache(result) {
  series('routeCache', result)?.inc();
}

/**
 * `layer`: memory, disk, redis
 * @param {string} cache
 * @param {'memory' | 'disk' | 'redis'} layer
 * @param {boolean} hit
 */
export function countCacheLookup(cache, layer, hit) {
  series('cacheLookups', cache, layer, hit ? 'hit' : 'miss')?.inc();
}

export function countStaleAnswer() {
  state()?.metrics.staleAnswers.inc();
}

/**
 * @param {'content' | 'ticketing'} backend
 * @param {string} endpoint
 * @param {BackendOutcome} outcome
 * @param {number} seconds
 */
export function observeBackendCall(backend, endpoint, outcome, seconds) {
  series('backend', backend, endpoint, outcome)?.observe(seconds);
}

/**
 * @param {string} target
 * @param {BackendOutcome} outcome
 * @param {number} seconds
 */
export function observeRelay(target, outcome, seconds) {
  series('relay', target, outcome)?.observe(seconds);
}

/**
 * @param {string} rule
 * @param {'allowed' | 'throttled'} decision
 */
export function countThrottle(rule, decision) {
  series('throttle', rule, decision)?.inc();
}

/**
 * @param {string} operation
 * @param {1 | -1} delta
 */
export function operationsInFlight(operation, delta) {
  const gauge = series('operationsInFlight', operation);
  if (delta > 0) gauge?.inc();
  else gauge?.dec();
}

/**
 * @param {string} operation
 * @param {number} status
 */
export function countOperation(operation, status) {
  series('operations', operation, String(status))?.inc();
}

/**
 * @param {string} outcome
 */
export function countWebhook(outcome) {
  series('webhooks', outcome)?.inc();
}

/**
 * @param {'tags_not_recorded' | 'edge_not_purged' | 'path_not_resolved'} reason
 */
export function countWebhookFailure(reason) {
  series('webhookFailures', reason)?.inc();
}

/**
 * @param {'local' | 'pubsub' | 'sync'} source
 * @param {number} count
 */
export function countTagExpirations(source, count) {
  if (count > 0) series('tagExpirations', source)?.inc(count);
}

/**
 * @param {'ok' | 'failed'} outcome
 */
export function countEdgePurge(outcome) {
  series('edgePurges', outcome)?.inc();
}

/**
 * @param {string} connection
 * @param {boolean} up
 */
export function setRedisUp(connection, up) {
  series('redisUp', connection)?.set(up ? 1 : 0);
}

/**
 * @param {string} group
 * @param {'ok' | 'failed' | 'skipped'} outcome
 * @param {number} seconds
 */
export function observeRedisCommand(group, outcome, seconds) {
  series('redisCommands', group, outcome)?.observe(seconds);
}

/**
 * Where the scrape reads the waiting room's figures (lib/platform/waiting-room/figures.ts, set at start).
 * @param {() => Promise<RoomFigure[]>} source
 */
export function setRoomFigures(source) {
  const s = state();
  if (!s) return;
  s.roomFigures = source;
  s.roomFiguresRead = undefined;
}

/**
 * `outcome`: issued, refused
 * @param {string} room
 * @param {'issued' | 'refused'} outcome
 */
export function countRoomNumber(room, outcome) {
  series('roomNumbers', room, outcome)?.inc();
}

/**
 * `how`: turn, inside, fail_open, revoked
 * @param {string} room
 * @param {'turn' | 'inside' | 'fail_open' | 'revoked'} how
 */
export function countRoomAdmission(room, how) {
  series('roomAdmissions', room, how)?.inc();
}

/**
 * @param {boolean} ready
 * @param {Record<string, boolean>} dependencies
 */
export function setReadiness(ready, dependencies) {
  const s = state();
  if (!s) return;
  s.metrics.ready.set(ready ? 1 : 0);
  for (const [dependency, up] of Object.entries(dependencies)) series('dependencyUp', dependency)?.set(up ? 1 : 0);
}

/**
 * The text Prometheus scrapes, and its content type; null with METRICS=off.
 * @returns {Promise<{ contentType: string, body: string } | null>}
 */
export async function metricsText() {
  const s = state();
  if (!s) return null;
  return { contentType: s.registry.contentType, body: await s.registry.metrics() };
}

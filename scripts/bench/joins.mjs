#!/usr/bin/env node
// @ts-check
/**
 * How many numbers one instance hands out a second (issue 43: joining the line must be cheap
 * enough for the arrival rate the edge lets through). Switches a show's room on, then newcomers
 * (no cookies, each join a new visitor) take numbers with `POST /api/queue/join` straight at one
 * instance, CONCURRENCY at a time for SECONDS, from 250 loopback addresses (127.0.3.x: the site
 * counts numbers per address, and on Linux all of 127/8 is this machine), and prints the joins a
 * second that got a number, the answers' statuses and their times. The room is reset afterwards.
 *
 *   node scripts/bench/joins.mjs --origin http://127.0.0.1:3721 --show PRJ1002 [--seconds 10] [--concurrency 32]
 *
 * WAITING_ROOM_ADMIN_TOKEN is the operators' token (against the sandbox, its demo value).
 */
import http from 'node:http';

const args = process.argv.slice(2);
/**
 * @template {string | number | undefined} F
 * @param {string} name
 * @param {F} [fallback]
 * @returns {string | F}
 */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : /** @type {F} */ (fallback); // F is undefined when none is given
};
const origin = option('origin', 'http://127.0.0.1:3021').replace(/\/+$/, '');
const show = option('show');
const seconds = Number(option('seconds', 10));
const concurrency = Number(option('concurrency', 32));
const token = process.env.WAITING_ROOM_ADMIN_TOKEN || 'sandbox-waiting-room-admin-token';
if (!show) {
  console.error('joins: --show <projectToken> names the show whose room is switched on');
  process.exit(2);
}
const scope = `show:${show}`;
const to = `/en/project/${show}/seats`;
const ADDRESSES = 250;
const agents = Array.from(
  { length: ADDRESSES },
  (_, i) => new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: `127.0.3.${i + 1}` }),
);

/**
 * @param {string} path
 * @param {unknown} body sent as JSON
 * @param {http.Agent | undefined} agent
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, ms: number, text: string }>}
 */
function post(path, body, agent, headers = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    req.end(JSON.stringify(body));
  });
}

/** @param {Record<string, unknown>} body */
async function admin(body) {
  const res = await post('/api/queue/admin', body, undefined, { Authorization: `Bearer ${token}` });
  if (res.status !== 200) throw new Error(`the admin route answered ${res.status}: ${res.text}`);
}

await admin({ scope, mode: 'on', rate: 60 });
// every instance reads the switch within a second
await new Promise((r) => setTimeout(r, 1500));
/** @type {Map<number, number>} */
const statuses = new Map();
/** @type {number[]} */
const times = [];
let numbers = 0;
let next = 0;
const started = performance.now();
const endAt = started + seconds * 1000;
async function worker() {
  while (performance.now() < endAt) {
    const agent = agents[next++ % ADDRESSES];
    const res = await post(`/api/queue/join?locale=en`, { scope, to }, agent);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    times.push(res.ms);
    try {
      if (res.status === 200 && typeof JSON.parse(res.text).ticket === 'number') numbers++;
    } catch {
      // not JSON: counted in its status
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
await admin({ scope, reset: true });
times.sort((a, b) => a - b);
const at = (/** @type {number} */ q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
console.log(
  JSON.stringify({
    origin,
    seconds: Math.round(elapsed * 10) / 10,
    concurrency,
    joinsPerSecond: Math.round((numbers / elapsed) * 10) / 10,
    numbers,
    statuses: Object.fromEntries(statuses),
    ms: { p50: at(0.5), p95: at(0.95), max: at(1) },
  }),
);
for (const agent of agents) agent.destroy();

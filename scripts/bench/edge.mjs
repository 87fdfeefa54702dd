// @ts-check
/**
 * `npm run bench -- --cluster`: the site as it runs in production (scripts/cluster: Varnish in
 * front of INSTANCES instances sharing Redis), loaded the way visitors' browsers load it
 * (`Accept-Encoding: gzip, br`), with wrk.
 *
 * - Through the edge, each warm page beside the edge's own rate for the floor page (budget: at
 *   least 0.9 of it, p99 at most 2x the floor's) and beside one instance serving the same page
 *   with the same headers (budget: at least 5x; an instance compresses every answer again).
 * - Edit to everywhere: BENCH_EDITS (10) edits of a show's title in the content system, each timed
 *   until the edge and every instance serve the new title; p95 and the slowest.
 * - The cluster's memory: the resident memory of every process (Redis, Varnish, the instances).
 *
 * Options: BENCH_DURATION (5 s), BENCH_CLUSTER_CONNECTIONS (64), BENCH_EDITS (10), INSTANCES (3),
 * BENCH_JSON. Exit code 1 when a budget is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { benchPages, benchSecrets, floorPage, log, startStack } from './stack.mjs';
import { recordFigures } from './figures.mjs';
import { fmt, table } from './report.mjs';
import { wrk } from './wrk.mjs';

/** @typedef {import('./stack.mjs').Stack} Stack */
/** @typedef {import('./stack.mjs').BenchPage} BenchPage */
/** @typedef {import('./wrk.mjs').WrkResult} WrkResult */
/**
 * One page through the edge and from one instance, and its ratios (set once the floor is known).
 * @typedef {{ page: string, path: string, edge: WrkResult, instance: WrkResult, vsFloor: number,
 *   p99VsFloor: number, vsInstance: number }} EdgeLoad
 */
/**
 * @typedef {{ date: string, duration: number, connections: number, loads: EdgeLoad[],
 *   floor: { rps: number, p99: number, before: WrkResult, after: WrkResult },
 *   propagation: { path: string, times: number[] },
 *   memoryMb: { redis: number, varnish: number, instances: number[] } }} EdgeReport
 */

const duration = Number(process.env.BENCH_DURATION || 5);
const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS || 64);
const edits = Number(process.env.BENCH_EDITS || 10);
const browserHeaders = { 'Accept-Encoding': 'gzip, br' };

/** @param {BenchPage} page */
const label = (page) => (page.locale === '-' ? page.name : `${page.name} (${page.locale === 'en' ? 'en' : 'zh'})`);
/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** @param {string} url */
async function text(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return res.text();
}

/**
 * Resident memory (MB) of a process and all its descendants, from /proc.
 * @param {number | null} rootPid
 */
function treeMemoryMb(rootPid) {
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/**
 * A show's title changed `edits` times; each timed until the edge and every instance serve it.
 * @param {Stack} stack
 * @param {string[]} targets origins: the edge and every instance
 */
async function propagation(stack, targets) {
  /** @type {{ data: { id: string, attributes: { title: string, path: { alias: string } } }[] }} */
  const list = await (
    await fetch(
      `${stack.sandboxUrl}/en/jsonapi/node/project?filter[status]=1&filter[langcode]=en&page[limit]=1&sort=-created`,
    )
  ).json();
  const show = list.data[0];
  const path = `/en${show.attributes.path.alias}`;
  const original = show.attributes.title;
  for (const target of targets) await text(`${target}${path}`);
  /** @type {number[]} */
  const times = [];
  try {
    for (let i = 1; i <= edits; i++) {
      const title = `${original} (edit ${i})`;
      const started = performance.now();
      const res = await fetch(`${stack.sandboxUrl}/sandbox/content/${show.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${benchSecrets.CMS_PREVIEW_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ langcode: 'en', title }),
      });
      if (!res.ok) throw new Error(`the sandbox refused the edit (${res.status})`);
      await Promise.all(
        targets.map(async (target) => {
          while (!(await text(`${target}${path}`)).includes(title)) {
            if (performance.now() - started > 30_000)
              throw new Error(`${target}${path} did not show the edit within 30 s`);
            await new Promise((r) => setTimeout(r, 10));
          }
        }),
      );
      times.push(performance.now() - started);
    }
  } finally {
    await fetch(`${stack.sandboxUrl}/sandbox/content/${show.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${benchSecrets.CMS_PREVIEW_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ langcode: 'en', title: original }),
    });
  }
  return { path, times };
}

export async function main() {
  const stack = await startStack({ cluster: true });
  // its figures are filled in below, and read only once all of them are
  const report = /** @type {EdgeReport} */ ({
    date: new Date().toISOString(),
    duration,
    connections,
    loads: /** @type {EdgeLoad[]} */ ([]),
  });
  try {
    const state = stack.state();
    const edge = state.edge.url;
    const instance = state.instances[0].url;
    const pages = await benchPages(stack.sandboxUrl);
    log('warming the edge and instance 1');
    for (const page of [floorPage, ...pages]) {
      for (let i = 0; i < 3; i++)
        await fetch(`${edge}${page.path}`, { headers: browserHeaders }).then((r) => r.arrayBuffer());
      await fetch(`${instance}${page.path}`, { headers: browserHeaders }).then((r) => r.arrayBuffer());
    }
    const load = (/** @type {string} */ url) => wrk({ url, connections, duration, headers: browserHeaders });
    log(
      `${connections} connections, ${duration} s each: the floor through the edge, then each page through the edge and from one instance`,
    );
    const floorBefore = await load(`${edge}${floorPage.path}`);
    for (const page of pages) {
      const atEdge = await load(`${edge}${page.path}`);
      const atInstance = await load(`${instance}${page.path}`);
      // its ratios are set below, once the floor is measured
      report.loads.push(
        /** @type {EdgeLoad} */ ({ page: label(page), path: page.path, edge: atEdge, instance: atInstance }),
      );
    }
    const floorAfter = await load(`${edge}${floorPage.path}`);
    report.floor = {
      rps: (floorBefore.rps + floorAfter.rps) / 2,
      p99: (floorBefore.p99 + floorAfter.p99) / 2,
      before: floorBefore,
      after: floorAfter,
    };
    for (const l of report.loads) {
      l.vsFloor = l.edge.rps / report.floor.rps;
      l.p99VsFloor = l.edge.p99 / report.floor.p99;
      l.vsInstance = l.edge.rps / l.instance.rps;
    }

    log(`${edits} edits in the content system, each until the edge and every instance show it`);
    report.propagation = await propagation(stack, [edge, ...state.instances.map((i) => i.url)]);

    const current = stack.state();
    report.memoryMb = {
      redis: current.redis.pid ? treeMemoryMb(current.redis.pid) : 0,
      varnish: treeMemoryMb(current.edge.pid),
      instances: current.instances.map((i) => treeMemoryMb(i.pid)),
    };
  } finally {
    await stack.stop();
  }

  const { times } = report.propagation;
  const memory = report.memoryMb;
  const totalMemory = memory.redis + memory.varnish + memory.instances.reduce((a, b) => a + b, 0);
  const figures = recordFigures('edge');
  figures.print(
    `\nnpm run bench -- --cluster, ${report.date}: ${report.loads.length ? '' : '(no loads) '}wrk, ${connections} connections, ${duration} s each, Accept-Encoding: gzip, br; edge floor ${fmt(report.floor.rps, 0)} req/s (${fmt(report.floor.before.rps, 0)} / ${fmt(report.floor.after.rps, 0)}), p99 ${fmt(report.floor.p99, 1)} ms\n`,
  );
  figures.print(
    table(
      [
        'page',
        'edge req/s',
        'vs edge floor',
        'edge p99 ms',
        'p99 vs floor',
        'one instance req/s',
        'edge vs instance',
        'failed',
      ],
      report.loads.map((l) => [
        l.page,
        fmt(l.edge.rps, 0),
        fmt(l.vsFloor, 2),
        fmt(l.edge.p99, 1),
        fmt(l.p99VsFloor, 2),
        fmt(l.instance.rps, 0),
        fmt(l.vsInstance, 1),
        l.edge.errors + l.edge.non2xx + l.instance.errors + l.instance.non2xx,
      ]),
    ),
  );
  figures.print(
    `\nedit to everywhere (${times.length} edits of ${report.propagation.path}, edge and ${memory.instances.length} instances): p50 ${fmt(percentile(times, 50), 0)} ms, p95 ${fmt(percentile(times, 95), 0)} ms, slowest ${fmt(Math.max(...times), 0)} ms`,
  );
  figures.print(
    `memory (resident): ${fmt(totalMemory, 0)} MB in all: Redis ${fmt(memory.redis, 0)} MB, Varnish ${fmt(memory.varnish, 0)} MB, instances ${memory.instances.map((m) => fmt(m, 0)).join(' / ')} MB`,
  );
  const verdicts = report.loads.map((l) => ({
    ok: l.vsFloor >= 0.9 && l.vsInstance >= 5 && l.p99VsFloor <= 2 && l.edge.errors + l.edge.non2xx === 0,
    text: `${l.page} through the edge: ${fmt(l.vsFloor, 2)} of the edge floor's req/s (>= 0.9), ${fmt(l.vsInstance, 1)}x one instance (>= 5x), p99 ${fmt(l.p99VsFloor, 2)}x the floor's (<= 2x)`,
  }));
  figures.print('\nBudgets');
  for (const v of verdicts) figures.print(`${v.ok ? 'ok  ' : 'MISS'} ${v.text}`);
  figures.save(report);
  process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
}

#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench [-- --MODE]`: the benchmarks, one module each in scripts/bench/ (each exports
 * `main`). Not tests; not in `npm test`. Their options are in each module's own comment.
 *
 * - (no mode) pages.mjs: one instance's pages against static pages of the same bytes, and the
 *   backend calls of an uncached render;
 * - `--cluster` edge.mjs: the cluster (Varnish, instances, Redis) through its edge;
 * - `--buy` buy.mjs: the buying path's capacity under a crowd of buyers, against one instance and
 *   the cluster (`--buy --cluster`: the cluster alone);
 * - `--availability` availability.mjs: a crowd on one show's seat map through the edge.
 *
 * Two measure a site already running, so they take their own arguments: `node
 * scripts/bench/joins.mjs` (numbers a second one instance hands out) and `node
 * scripts/bench/page-js.mjs` (the JavaScript a page's first load transfers).
 */
/** @param {string} flag */
const has = (flag) => process.argv.includes(flag);

let mode = './bench/pages.mjs';
if (has('--availability')) mode = './bench/availability.mjs';
else if (has('--buy')) {
  // read when buy.mjs loads
  if (has('--cluster')) process.env.BENCH_BUY_TARGETS ||= 'cluster';
  mode = './bench/buy.mjs';
} else if (has('--cluster')) mode = './bench/edge.mjs';

/** @type {{ main: () => Promise<void> }} */
const { main } = await import(mode);
await main().catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exit(1);
});

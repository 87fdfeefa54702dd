#!/usr/bin/env node
// @ts-check
/**
 * Where `npm test`'s time goes, from Playwright's JSON reports: the time per spec file and project,
 * and the slowest tests. scripts/test.mjs prints them and writes `.test-results/timings.md` after a
 * run; `npm run test:times` (this file run with `--docs`) copies that file's tables into
 * docs/test-times.md, between its markers. Timings are only reported, never asserted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('./test-report.mjs').Report} Report */
/** @typedef {import('./test-report.mjs').ReportSuite} ReportSuite */
/** @typedef {{ file: string | undefined, project: string, tests: number, seconds: number }} SpecRow */
/** @typedef {{ name: string, seconds: number }} NamedSeconds */

const fullRun = 'a full run';

/**
 * Every test of a report with its file, project and time (all its attempts, retries included).
 * @param {Report} report
 */
function testsOf(report) {
  /** @type {{ file: string | undefined, project: string, title: string[], ms: number }[]} */
  const tests = [];
  /** @param {ReportSuite} suite @param {string[]} path */
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ file: spec.file ?? suite.file, project: test.projectName, title: [...path, spec.title], ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return tests;
}

/**
 * One row per spec file and project: how many tests, and their summed time in seconds; slowest first.
 * @param {Report} report
 * @returns {SpecRow[]}
 */
export function specTimes(report) {
  /** @type {Map<string, SpecRow>} */
  const rows = new Map();
  for (const t of testsOf(report)) {
    const key = `${t.file}\u0000${t.project}`;
    const row = rows.get(key) ?? { file: t.file, project: t.project, tests: 0, seconds: 0 };
    row.tests += 1;
    row.seconds += t.ms / 1000;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.seconds - a.seconds);
}

/**
 * The `count` slowest tests, as "project › file › title" with seconds.
 * @param {Report} report
 * @param {number} [count]
 * @returns {NamedSeconds[]}
 */
export function slowestTests(report, count = 20) {
  return testsOf(report)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => ({ name: `${t.project} › ${t.title.join(' › ')}`, seconds: t.ms / 1000 }));
}

/** @param {number} seconds */
const s = (seconds) => (seconds >= 100 ? seconds.toFixed(0) : seconds.toFixed(1));
/** @param {number} seconds */
export const formatSeconds = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${s(seconds)} s`;

/**
 * The markdown of `.test-results/timings.md`: each run's wall time and the whole (`total` seconds), the time per spec file and
 * project (summed over the tests, so with two workers a run's wall time is about half its sum),
 * and the slowest tests.
 * @param {{ phases: NamedSeconds[], total: number, rows: SpecRow[], slowest: NamedSeconds[], args?: string[], date?: Date }} run
 * @returns {string}
 */
export function timingsMarkdown({ phases, total, rows, slowest, args = [], date = new Date() }) {
  const what = args.length ? `\`npm test -- ${args.join(' ')}\`, a partial run` : `\`npm test\`, ${fullRun}`;
  const lines = [`${what} of ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC.`, ''];
  lines.push('| run | wall time |', '|---|---|');
  for (const p of phases) lines.push(`| ${p.name} | ${formatSeconds(p.seconds)} |`);
  lines.push(
    `| all (lint and type check side by side, then vitest beside the e2e build) | ${formatSeconds(total)} |`,
    '',
  );
  lines.push('| spec file | project | tests | seconds (summed) |', '|---|---|---|---|');
  for (const r of rows) lines.push(`| ${r.file} | ${r.project} | ${r.tests} | ${s(r.seconds)} |`);
  lines.push('', `Slowest ${slowest.length} tests:`, '', '| test | seconds |', '|---|---|');
  for (const t of slowest) lines.push(`| ${t.name.replaceAll('|', '\\|')} | ${s(t.seconds)} |`);
  return `${lines.join('\n')}\n`;
}

export const docsStart = '<!-- timings:start (npm run test:times writes between these markers) -->';
export const docsEnd = '<!-- timings:end -->';

/**
 * docs/test-times.md with the part between its markers replaced by `tables`.
 * @param {string} doc
 * @param {string} tables
 * @returns {string}
 */
export function withTimings(doc, tables) {
  const from = doc.indexOf(docsStart);
  const to = doc.indexOf(docsEnd);
  if (from < 0 || to < from) throw new Error(`docs/test-times.md lacks the markers ${docsStart} ... ${docsEnd}`);
  return `${doc.slice(0, from + docsStart.length)}\n${tables.trim()}\n${doc.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--docs')) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const source = join(root, '.test-results', 'timings.md');
  if (!existsSync(source)) {
    console.error('no .test-results/timings.md: run `npm test` (a full run) first');
    process.exit(1);
  }
  const tables = readFileSync(source, 'utf8');
  if (!tables.includes(fullRun)) {
    console.error(
      `.test-results/timings.md is from a partial run (${tables.split('\n')[0]}): run \`npm test\` in full first`,
    );
    process.exit(1);
  }
  const target = join(root, 'docs', 'test-times.md');
  writeFileSync(target, withTimings(readFileSync(target, 'utf8'), tables));
  console.log('docs/test-times.md: tables copied from .test-results/timings.md');
}

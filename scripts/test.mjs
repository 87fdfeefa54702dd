#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every test: the lint and the type check (one check each), vitest (sandbox contract
 * tests, site unit and component tests), then Playwright (e2e against a production build with a
 * fresh sandbox). Ends with one line `N passed, N failed` adding up all of them. Extra arguments go to
 * both runners' filters: `npm test -- --unit` runs vitest only, `npm test -- --e2e` Playwright only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './e2e-server.mjs';
import { playwrightOutcomes } from './test-report.mjs';
import { formatSeconds, slowestTests, specTimes, timingsMarkdown } from './test-timings.mjs';

/** @typedef {import('./test-report.mjs').ReportSuite} ReportSuite */
/**
 * The parts of vitest's JSON report read here.
 * @typedef {{ status?: string, fullName?: string, title?: string }} VitestAssertion
 * @typedef {{ name?: string, status?: string, assertionResults?: VitestAssertion[] }} VitestFile
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, testResults?: VitestFile[] }} VitestReport
 */
/**
 * The parts of Playwright's JSON report read here (and by test-report.mjs / test-timings.mjs).
 * @typedef {{ expected?: number, flaky?: number, unexpected?: number, skipped?: number }} PlaywrightStats
 * @typedef {{ suites?: ReportSuite[], stats?: PlaywrightStats }} PlaywrightReport
 */

const startedAt = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const argv = process.argv.slice(2);
const onlyUnit = argv.includes('--unit');
const onlyE2e = argv.includes('--e2e');
const rest = argv.filter((a) => a !== '--unit' && a !== '--e2e');

/** Each run's wall time, printed as it ends and in the timings at the end. */
/** @type {{ name: string, seconds: number }[]} */
const phases = [];

/**
 * Runs one command, timed. `held`: its output is kept and printed in one piece when it ends, so
 * that two commands running side by side do not mix their lines.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @param {{ held?: boolean }} [options]
 * @returns {Promise<number>} the exit code (1 when ended by a signal)
 */
function run(name, cmd, args, env = {}, { held = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      const seconds = (Date.now() - started) / 1000;
      phases.push({ name, seconds });
      console.log(`${name}: ${formatSeconds(seconds)}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * A runner's JSON report, or null when it is missing or unreadable. Its shape is the caller's
 * declaration (the parts it reads, each optional: a cut-short run writes a partial report).
 * @template T
 * @param {string} file
 * @returns {T | null}
 */
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
/** @type {number[]} */
let codes = [];
/** the type check passed in this run: the e2e build skips its own */
let typesChecked = false;
/** Names of what failed, printed just above the summary: CI shows only the end of the log. */
/** @type {string[]} */
const failures = [];
/** Playwright tests that failed and then passed on their retry (CI only): named, never hidden. */
/** @type {string[]} */
const flaky = [];

if (!onlyE2e && !onlyUnit) {
  // The lint (ESLint's import rules and Prettier's formatting) and the types, one check each, side
  // by side: each keeps one core busy. The lint so that CI holds the tree to it as it holds it to
  // the tests; the types because vitest does not check them, and the e2e build would stop on them
  // with no more than "the web server did not start".
  const [lint, types] = await Promise.all([
    run('lint', 'npm', ['run', '--silent', 'lint'], {}, { held: true }),
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], {}, { held: true }),
  ]);
  for (const [name, code] of /** @type {[string, number][]} */ ([
    ['lint', lint],
    ['typecheck', types],
  ])) {
    console.log(code === 0 ? `${name}: passed` : `${name}: FAILED`);
    if (code === 0) passed += 1;
    else {
      failed += 1;
      failures.push(name);
    }
    codes.push(code);
  }
  typesChecked = types === 0; // the e2e build need not check them again (next.config.ts)
}

/**
 * The e2e site's production build, made while vitest runs instead of after it (the first
 * Playwright run's web server finds it made, and so do the later runs). On 2 cores both are mostly
 * CPU-bound: this takes the idle part of each off the run's critical path (docs/test-times.md).
 * Started after the type check so that it need not check the types again.
 * @type {Promise<number> | null}
 */
const e2eBuild =
  !onlyUnit && !onlyE2e
    ? run(
        'e2e build',
        process.execPath,
        [join(root, 'scripts/start.mjs'), '--build-only', '--reset-sandbox'],
        { ...e2eServerEnv, ...(typesChecked ? { NEXT_TYPES_CHECKED: '1' } : {}) },
        { held: true },
      )
    : null;

if (!onlyE2e) {
  const file = join(outDir, 'vitest.json');
  const code = await run('vitest', process.execPath, [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...rest,
  ]);
  /** @type {VitestReport | null} */
  const report = readJson(file);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // a test file that fails to load has no tests: count it as one failure
    for (const suite of report.testResults ?? []) {
      const file = suite.name?.replace(root, '') ?? '?';
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push(`vitest › ${file} (did not load)`);
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`vitest › ${file} › ${test.fullName ?? test.title}`);
      }
    }
  } else if (code !== 0) {
    failed += 1;
    failures.push('vitest (no report)');
  }
  codes.push(code);
}

/**
 * Playwright in four runs, each with its own fresh sandbox: the browser tests, then the floods of
 * hostile and concurrent requests, then the tests that break the backends on purpose, then the
 * site as a cluster (instances behind the edge, sharing Redis; E2E_CLUSTER). Separate runs
 * (not project dependencies) so that one failing browser test cannot keep the later ones from
 * running. A `--project` of the caller's own makes it one run.
 */
const e2ePhases = rest.some((a) => a.startsWith('--project'))
  ? [{ name: 'e2e', args: [] }]
  : [
      { name: 'browser', args: ['--project=desktop', '--project=mobile'] },
      { name: 'stress', args: ['--project=stress', '--no-deps'] },
      { name: 'faults', args: ['--project=faults', '--no-deps'] },
      { name: 'scale', args: ['--project=scale', '--no-deps'], env: { E2E_CLUSTER: '1' } },
    ];

/** the Playwright reports, for the timings at the end */
/** @type {PlaywrightReport[]} */
const reports = [];

if (e2eBuild && (await e2eBuild) !== 0) {
  failed += 1;
  failures.push('e2e build (see its log above): the Playwright runs were skipped');
  codes.push(1);
} else if (!onlyUnit) {
  for (const phase of e2ePhases) {
    const file = join(outDir, `playwright-${phase.name}.json`);
    const cli = join(root, 'node_modules/@playwright/test/cli.js');
    const code = await run(
      `playwright ${phase.name}`,
      process.execPath,
      [cli, 'test', '--pass-with-no-tests', ...phase.args, ...rest],
      { ...phase.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...(typesChecked ? { NEXT_TYPES_CHECKED: '1' } : {}) },
    );
    /** @type {PlaywrightReport | null} */
    const report = readJson(file);
    if (report) reports.push(report);
    const stats = report?.stats;
    const outcomes = playwrightOutcomes(report);
    failures.push(...outcomes.failed);
    flaky.push(...outcomes.flaky);
    if (stats) {
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      // a test that did not run (a dependency failed, the run was cut short) is not a pass
      const unexpected = (stats.unexpected ?? 0) + (stats.skipped ?? 0);
      failed += unexpected;
      if (code !== 0 && unexpected === 0) {
        failed += 1; // e.g. the web server did not start
        failures.push(`playwright ${phase.name}: exit ${code} with no failed test (see its log above)`);
      }
    } else if (code !== 0) {
      failed += 1;
      failures.push(`playwright ${phase.name}: exit ${code}, no report`);
    }
    codes.push(code);
  }
}

// Where the time went: each run, the slowest tests, and per spec file in .test-results/timings.md
// (`npm run test:times` copies it into docs/test-times.md after a full run).
{
  const merged = { suites: reports.flatMap((r) => r.suites ?? []) };
  const slowest = slowestTests(merged, 20);
  const total = (Date.now() - startedAt) / 1000;
  writeFileSync(
    join(outDir, 'timings.md'),
    timingsMarkdown({ phases, total, rows: specTimes(merged), slowest, args: argv }),
  );
  console.log(`\nWall time per run:\n${phases.map((p) => `  ${p.name}: ${formatSeconds(p.seconds)}`).join('\n')}`);
  console.log(`  all: ${formatSeconds(total)}`);
  if (slowest.length) {
    console.log(
      `\nSlowest ${slowest.length} tests:\n${slowest.map((t) => `  ${formatSeconds(t.seconds)}  ${t.name}`).join('\n')}`,
    );
  }
  console.log('Per spec file: .test-results/timings.md');
}

if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((f) => `  - ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || codes.some((c) => c !== 0) ? 1 : 0);

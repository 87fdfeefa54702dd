#!/usr/bin/env node
// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (performance, its default mobile settings: a Moto G class phone,
 * simulated slow 4G and 4x CPU slowdown) on the benchmark's pages in both languages, beside the
 * floor page that loads the site's stylesheets (app/floor/styled: a page paints only once its
 * stylesheets are in, which a bare text page does not wait for) of the same build in the same run.
 * Prints the performance score, LCP, CLS, TBT and transferred JavaScript of each page and their
 * ratios to the floor's. Budgets: LCP at most 1.3x the floor's and at most 2.5 s.
 *
 * Chromium reaches the pages as a phone reaches the site, over HTTPS and HTTP/2, through a TLS
 * terminator in front of the stack's site (scripts/bench/tls-edge.mjs, nginx), unless
 * LIGHTHOUSE_ORIGIN=direct: the site's own port speaks HTTP/1.1 in the clear, and the simulation
 * gives such an origin six connections, each with its own handshake and slow start, which the
 * page's 20 to 25 requests queue on (docs/speed.md).
 *
 * Uses Debian's /usr/bin/chromium, else Playwright's Chromium. The stack (sandbox + production
 * build, its own ports and folder) is the one `npm run bench` starts (scripts/bench/stack.mjs).
 * Before measuring, every page is opened once on Lighthouse's phone screen (and a desktop one), so
 * that the image service's first resize of each image width is not counted. The floor is measured
 * before the first page and after every page, and each of its figures is the median of all those
 * runs: a single floor run's LCP moved between 0.65 and 1.66 s, and every page's ratio moved with
 * it. LIGHTHOUSE_RUNS (5, as Lighthouse's variability guide advises) runs per page, each figure the
 * median of them: in some runs headless Chromium's display compositor sends the loading page no
 * frame for a second, so the first paint (ready at 0.2 s) is shown at 1.25 or 2.25 s, the floor's
 * too, and the simulation counts everything that finished before it (GoogleChrome/lighthouse
 * issue 17148, open; PageSpeed Insights has it too). LIGHTHOUSE_JSON writes the raw figures to a
 * file. Exit code 1 when a budget is missed. Not a test; not in `npm test`.
 *
 * Each page's LCP is also taken with Lighthouse's applied throttling (`throttlingMethod:
 * 'devtools'`: the same phone, the page really loaded at slow 4G and 4x CPU; LIGHTHOUSE_APPLIED_RUNS,
 * 3). Lighthouse's default, simulated throttling, computes its figures from one unthrottled load;
 * from localhost that load has every script downloaded and run (hydration included) before the
 * first paint, which no phone on slow 4G sees, and the simulation charges all of it to the largest
 * paint (docs/speed.md). The LCP budget applies to both.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPages, log, startStack, styledFloorPage as floorPage } from './bench/stack.mjs';
import { recordFigures } from './bench/figures.mjs';
import { fmt, table } from './bench/report.mjs';
import { startTlsEdge } from './bench/tls-edge.mjs';

/** @typedef {import('./bench/stack.mjs').BenchPage} BenchPage */
/**
 * The parts of a Lighthouse result (`lhr`) read here: the audits' values and the rows of their
 * tables (the largest paint's element and phases, the resource summary).
 * @typedef {{ nodeLabel?: string, snippet?: string }} LhrNode
 * @typedef {{ items?: LhrItem[], node?: LhrNode, phase?: unknown, timing?: number, resourceType?: string,
 *   transferSize?: number, requestCount?: number }} LhrItem
 * @typedef {{ numericValue?: number, details?: { items?: LhrItem[] } }} LhrAudit
 * @typedef {{ audits: Record<string, LhrAudit>, categories: Record<string, { score: number | null }> }} Lhr
 */
/** @typedef {ReturnType<typeof figures>} Figures */
/** @typedef {'score' | 'lcp' | 'cls' | 'tbt' | 'jsBytes' | 'jsRequests'} NumericFigure */
/**
 * A row of the report: the floor (with its runs) or a page (with its runs' LCPs and, once the
 * floor is known, its ratios to it).
 * @typedef {Figures & { page: string, path: string, runs?: Figures[], lcpRuns?: number[], appliedLcp?: number,
 *   appliedLcpRuns?: number[], scoreDiff?: number, lcpRatio?: number, jsRatio?: number }} Row
 * @typedef {Row & Required<Pick<Row, 'appliedLcp' | 'scoreDiff' | 'lcpRatio' | 'jsRatio'>>} PageRow
 */

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5));
/** LCP budgets: against the styled floor, and absolute (Google's "good" LCP). */
const maxLcpRatio = 1.3;
const maxLcpMs = 2500;
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath();
/**
 * Flags left out on purpose: `--disable-frame-rate-limit` ends headless Chromium's whole-second
 * paint stalls (above), but the page then draws frames as fast as it can, and its blocking time
 * doubled or tripled (docs/speed.md, 2026-11-27). The median of 5 runs absorbs the stalls instead.
 */
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/**
 * How Lighthouse's Chromium reaches the pages: `tls` (the default) through a TLS terminator
 * speaking HTTP/2 (scripts/bench/tls-edge.mjs), as a phone reaches the site; `direct` to the
 * site's own port over HTTP/1.1 in the clear, as runs before 2026-11-27 did.
 */
const connection = process.env.LIGHTHOUSE_ORIGIN || 'tls';
if (!['tls', 'direct'].includes(connection)) throw new Error(`LIGHTHOUSE_ORIGIN: tls or direct, not "${connection}"`);
// the terminator's certificate is made for the run, so no authority vouches for it
if (connection === 'tls') chromeFlags.push('--ignore-certificate-errors');

/** @param {BenchPage} page */
function label(page) {
  return page.locale === '-' ? page.name : `${page.name} (${page.locale === 'en' ? 'en' : 'zh'})`;
}

/**
 * The largest paint's element (its HTML, cut short) and where its time went (Lighthouse's phases:
 * time to first byte, resource load delay, load time, render delay), from the audit that names it.
 * @param {Lhr} lhr
 */
function lcpDetails(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((item) => [String(item.phase).replace(/\s+/g, ' ').toLowerCase(), item.timing]),
  );
  return {
    lcpElement: element ? `${element.nodeLabel ?? ''} ${String(element.snippet ?? '').slice(0, 100)}`.trim() : '-',
    lcpPhases: phases,
  };
}

/** @param {Lhr} lhr */
function figures(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    ...lcpDetails(lhr),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // the metrics' audits always carry their value
    lcp: /** @type {number} */ (lhr.audits['largest-contentful-paint'].numericValue),
    cls: /** @type {number} */ (lhr.audits['cumulative-layout-shift'].numericValue),
    tbt: /** @type {number} */ (lhr.audits['total-blocking-time'].numericValue),
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const appliedRuns = Math.max(1, Number(process.env.LIGHTHOUSE_APPLIED_RUNS || 3));

/**
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {string} url
 * @param {number} count
 * @param {'simulate' | 'devtools'} [throttlingMethod]
 */
async function lighthouseRuns(chrome, url, count, throttlingMethod = 'simulate') {
  /** @type {Figures[]} */
  const results = [];
  for (let i = 0; i < count; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // the audits read are the metrics and two with tables (their details union narrowed by name)
    results.push(figures(/** @type {Lhr} */ (result.lhr)));
  }
  return results;
}

/**
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {string} url
 */
async function audit(chrome, url) {
  const results = await lighthouseRuns(chrome, url, runs);
  const applied = (await lighthouseRuns(chrome, url, appliedRuns, 'devtools')).map((r) => r.lcp);
  // each figure the median of the runs; the largest paint's element and phases of the run with the median LCP
  const medianRun = [...results].sort((a, b) => a.lcp - b.lcp)[Math.floor((results.length - 1) / 2)];
  const numbers = /** @type {NumericFigure[]} */ (
    Object.keys(results[0]).filter((key) => typeof results[0][/** @type {keyof Figures} */ (key)] === 'number')
  );
  return {
    .../** @type {Record<NumericFigure, number>} */ (
      Object.fromEntries(numbers.map((key) => [key, median(results.map((r) => r[key]))]))
    ),
    lcpElement: medianRun.lcpElement,
    lcpPhases: medianRun.lcpPhases,
    lcpRuns: results.map((r) => Math.round(r.lcp)),
    appliedLcp: median(applied),
    appliedLcpRuns: applied.map(Math.round),
  };
}

/**
 * @param {string} siteUrl
 * @param {BenchPage[]} pages
 */
async function warm(siteUrl, pages) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // Lighthouse's phone (412 x 823 at 1.75 device pixels per CSS pixel) picks other image widths
    // than a 1x screen of the same size: warm exactly those, and the desktop ones too.
    const screens = [
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
      { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    ];
    for (const screen of screens) {
      const context = await browser.newContext({ ...screen, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      for (const p of pages) {
        await page.goto(`${siteUrl}${p.path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const stack = await startStack();
  /** @type {Row[]} */
  const rows = [];
  /** @type {import('chrome-launcher').LaunchedChrome | null} */
  let chrome = null;
  /** @type {Awaited<ReturnType<typeof startTlsEdge>> | null} */
  let edge = null;
  try {
    const pages = await benchPages(stack.sandboxUrl);
    let siteUrl = stack.siteUrl;
    if (connection === 'tls') {
      const sitePort = Number(new URL(stack.siteUrl).port);
      const port = Number(process.env.LIGHTHOUSE_TLS_PORT || sitePort + 134);
      edge = await startTlsEdge({ port, upstreamPort: sitePort, dir: join(tmpdir(), `lighthouse-tls-${port}`) });
      siteUrl = edge.origin;
    }
    log(
      `measuring through ${siteUrl} (${connection === 'tls' ? 'TLS and HTTP/2, nginx in front of the site' : 'HTTP/1.1, the site itself'})`,
    );
    log('opening every page once (image service warm-up)');
    await warm(siteUrl, [floorPage, ...pages]);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    log(`Lighthouse with ${chromePath}, ${runs} run(s) per page`);
    const floorUrl = `${siteUrl}${floorPage.path}`;
    const floorRuns = await lighthouseRuns(chrome, floorUrl, 1);
    for (const page of pages) {
      log(page.path);
      rows.push({ page: label(page), path: page.path, ...(await audit(chrome, `${siteUrl}${page.path}`)) });
      floorRuns.push(...(await lighthouseRuns(chrome, floorUrl, 1)));
    }
    // its figures are the medians set just below
    const floor = /** @type {Row} */ ({ page: 'floor', path: floorPage.path, runs: floorRuns });
    for (const key of /** @type {NumericFigure[]} */ (['score', 'lcp', 'cls', 'tbt', 'jsBytes', 'jsRequests']))
      floor[key] = median(floorRuns.map((r) => r[key]));
    rows.unshift(floor);
  } finally {
    if (chrome) await chrome.kill();
    if (edge) await edge.stop();
    await stack.stop();
  }

  const floor = /** @type {Row & { runs: Figures[] }} */ (rows[0]);
  for (const r of rows.slice(1)) {
    r.scoreDiff = r.score - floor.score;
    r.lcpRatio = r.lcp / floor.lcp;
    r.jsRatio = r.jsBytes / floor.jsBytes;
  }
  const figures = recordFigures('lighthouse');
  figures.print(
    `\nnpm run lighthouse, ${new Date().toISOString()}: mobile (Lighthouse defaults), ${connection === 'tls' ? 'over TLS and HTTP/2' : 'over HTTP/1.1 to the site itself'}, median of ${runs} run(s) per page, floor = median of ${floor.runs.length} runs of ${floorPage.path} (the site's stylesheets, nothing else), one before the first page and one after each (LCP ${fmt(Math.min(...floor.runs.map((r) => r.lcp)), 0)} to ${fmt(Math.max(...floor.runs.map((r) => r.lcp)), 0)} ms, scores ${Math.min(...floor.runs.map((r) => r.score))} to ${Math.max(...floor.runs.map((r) => r.score))})\n`,
  );
  figures.print(
    table(
      ['page', 'score', 'vs floor', 'LCP ms', 'LCP vs floor', 'CLS', 'TBT ms', 'JS kB', 'JS vs floor'],
      rows.map((r) => [
        r.page,
        fmt(r.score, 0),
        r.scoreDiff === undefined ? '' : `${r.scoreDiff >= 0 ? '+' : ''}${r.scoreDiff}`,
        fmt(r.lcp, 0),
        r.lcpRatio === undefined ? '' : fmt(r.lcpRatio, 2),
        fmt(r.cls, 3),
        fmt(r.tbt, 0),
        fmt(r.jsBytes / 1024, 1),
        r.jsRatio === undefined ? '' : fmt(r.jsRatio, 2),
      ]),
    ),
  );
  figures.print(
    "\nEach page's largest paint (the run with the median LCP): its simulated runs, its LCP with applied throttling, the element, and its phases in ms\n",
  );
  figures.print(
    table(
      ['page', 'LCP runs ms', 'applied: LCP ms (runs)', 'TTFB', 'load delay', 'load time', 'render delay', 'element'],
      rows.slice(1).map((r) => {
        const phase = (/** @type {string} */ name) =>
          fmt(Object.entries(r.lcpPhases ?? {}).find(([key]) => key.includes(name))?.[1], 0);
        return [
          r.page,
          (r.lcpRuns ?? []).join(', '),
          `${fmt(r.appliedLcp, 0)} (${(r.appliedLcpRuns ?? []).join(', ')})`,
          phase('ttfb'),
          phase('load delay'),
          phase('load time'),
          phase('render delay'),
          r.lcpElement,
        ];
      }),
    ),
  );
  figures.print('\nBudgets');
  let ok = true;
  // the pages' rows, their ratios set above
  for (const r of /** @type {PageRow[]} */ (rows.slice(1))) {
    const pass =
      r.scoreDiff >= -5 &&
      r.cls < 0.05 &&
      r.lcpRatio <= maxLcpRatio &&
      r.lcp <= maxLcpMs &&
      r.appliedLcp <= maxLcpMs &&
      r.jsRatio <= 1.5;
    ok &&= pass;
    figures.print(
      `${pass ? 'ok  ' : 'MISS'} ${r.page}: score ${r.scoreDiff >= 0 ? '+' : ''}${r.scoreDiff} (>= -5), CLS ${fmt(r.cls, 3)} (< 0.05), LCP ${fmt(r.lcp, 0)} ms simulated, ${fmt(r.appliedLcp, 0)} ms applied (each <= ${maxLcpMs}), the simulated ${fmt(r.lcpRatio, 2)}x the floor's (<= ${maxLcpRatio}x), JS ${fmt(r.jsRatio, 2)}x (<= 1.5x)`,
    );
  }
  figures.save(rows, process.env.LIGHTHOUSE_JSON);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// @ts-check
/**
 * `npm run bench`: how fast one instance serves the site's pages compared with static pages of
 * the same bytes, and how many backend calls an uncached render makes (the other modes:
 * scripts/bench.mjs).
 *
 * 1. Starts a fresh sandbox, a counting proxy in front of it, and a production build of the site
 *    (scripts/bench/stack.mjs; builds first when the sources changed).
 * 2. Renders every page uncached once (Next's on-demand revalidation: every 'use cache' entry is
 *    recomputed) with each backend call held back by BENCH_BACKEND_DELAY_MS (40 ms), and reports
 *    the calls, how deep their chain of one-after-another calls is, and the render time.
 * 3. Warms the cache, then loads each page with wrk at 1, 16 and 64 connections for BENCH_DURATION
 *    seconds (5), right after its twin: a static page of the same HTML size (app/floor/bytes), as
 *    untouched by the site as the bare floor. A page's cost beyond its bytes is the site's doing;
 *    the budget is 0.9 of the twin's requests per second at 64 connections. Then the same page
 *    again as browsers ask for it (`Accept-Encoding: gzip, br`): the budget is 0.9 of the page's
 *    own rate without compression (`identity`) in the same run, as a cached page is compressed
 *    once, when it is stored (lib/platform/cache/compressed-copies.mjs), not on every answer.
 *
 * Only ratios within one run count: the machine is shared and noisy. Not a test; not in `npm test`.
 * Options: BENCH_DURATION, BENCH_ROUNDS (3: each page, its twin and its gzip load taken in turn, the
 * median of each), BENCH_CONNECTIONS ("1,16,64"), BENCH_BACKEND_DELAY_MS, BENCH_JSON (file
 * to write the raw figures to). Exit code 1 when a budget is missed.
 */
import { benchPages, bytesTwin, floorPage, inlinePayloadShare, log, routeCacheEntries, startStack } from './stack.mjs';
import { criticalPath } from './chain.mjs';
import { recordFigures } from './figures.mjs';
import { budgets, fmt, table } from './report.mjs';
import { httpGet } from './http-get.mjs';
import { wrk } from './wrk.mjs';

/** @typedef {import('./stack.mjs').Stack} Stack */
/** @typedef {import('./stack.mjs').BenchPage} BenchPage */
/** @typedef {import('./stack.mjs').ProxyCall} ProxyCall */
/** @typedef {import('./wrk.mjs').WrkResult} WrkResult */
/** @typedef {ReturnType<typeof medianLoad>} MedianLoad */
/** @typedef {{ calls: number, cache: string | null }} FirstVisit */
/**
 * @typedef {{ page: string, path: string, status: number, cache: string | null, renderMs: number, calls: number,
 *   pageCalls: number, shellCalls: number, repeats: number, firstVisit: FirstVisit | undefined, depth: number,
 *   chain: string[], paths: string[], timeline: { call: string, start: number, end: number }[] }} RenderRow
 */
/**
 * @typedef {MedianLoad & { connections: number, page: string, path: string, kB: number,
 *   twin: MedianLoad & { path: string, kB: number }, browser: MedianLoad, rpsRatio: number, p99Ratio: number,
 *   browserRatio: number }} LoadRow
 */
/** @typedef {{ page: string, path: string, kB: number, share: number, encoding: string, sentKB: number }} PayloadRow */
/** @typedef {{ page: string, path: string, bytes?: number, copies?: number, parts?: Record<string, number> }} StoredSize */
/**
 * @typedef {{ date: string, duration: number, connectionLevels: number[], backendDelay: number, renders: RenderRow[],
 *   loads: LoadRow[], stored: StoredSize[], payload: PayloadRow[], backendCallsDuringLoad: number,
 *   backendPathsDuringLoad: string[] }} PagesReport
 */

const duration = Number(process.env.BENCH_DURATION || 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const connectionLevels = (process.env.BENCH_CONNECTIONS || '1,16,64').split(',').map(Number);
const backendDelay = Number(process.env.BENCH_BACKEND_DELAY_MS || 40);

/** @param {BenchPage} page */
function label(page) {
  return page.locale === '-' ? page.name : `${page.name} (${page.locale === 'en' ? 'en' : 'zh'})`;
}

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function get(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), bytes: body.byteLength };
}

/**
 * What a browser's `Accept-Encoding` gets: the encoding and the bytes on the wire (not decoded).
 * @param {string} url
 */
async function compressed(url) {
  const res = await httpGet(url, browserHeaders);
  return { encoding: res.headers['content-encoding'] ?? 'identity', bytes: res.body.length };
}

/**
 * Backend calls of one uncached render: on-demand revalidation recomputes every cached entry.
 * @param {Stack} stack
 * @param {BenchPage} page
 */
async function measureRender(stack, page) {
  // let the previous page's stragglers settle
  await new Promise((r) => setTimeout(r, 300));
  const from = stack.proxy.calls.length;
  const started = performance.now();
  const res = await get(`${stack.siteUrl}${page.path}`, {
    // a production build's prerender manifest always has it
    'x-prerender-revalidate': /** @type {string} */ (stack.previewModeId),
  });
  const renderMs = performance.now() - started;
  // a render may finish a cache write after answering: wait until the backend is quiet
  let seen = -1;
  while (seen !== stack.proxy.calls.length) {
    seen = stack.proxy.calls.length;
    await new Promise((r) => setTimeout(r, backendDelay * 4 + 200));
  }
  const calls = stack.proxy.calls.slice(from).filter((c) => c.end > 0);
  // Forced revalidation recomputes a cached reader at every call site, where a cold render would
  // reuse the first result: count each distinct call once (its first occurrence), report repeats.
  /** @type {Set<string>} */
  const seenUrls = new Set();
  const distinct = calls.filter((c) => {
    const key = `${c.method} ${c.path}`;
    if (seenUrls.has(key)) return false;
    seenUrls.add(key);
    return true;
  });
  const chain = criticalPath(distinct);
  // every call (repeats too) in milliseconds from the request: shows when each read started and why
  const timeline = calls.map((c) => ({
    call: `${c.method} ${c.path}`,
    start: Math.round(c.start - started),
    end: Math.round(c.end - started),
  }));
  return {
    status: res.status,
    cache: res.cache,
    renderMs,
    calls: distinct,
    repeats: calls.length - distinct.length,
    depth: chain.length,
    chain,
    timeline,
  };
}

/**
 * Menu reads and the alias look-ups of their node links: the same for every page, cached once for all.
 * @param {ProxyCall} call
 */
function isShellCall(call) {
  return /\/menu_link_content\//.test(call.path) || /\/alias\/resolve\?alias=%2Fnode%2F\d+$/.test(call.path);
}

/** What every browser sends; wrk's own requests send no Accept-Encoding, so they get the page uncompressed. */
const browserHeaders = { 'Accept-Encoding': 'gzip, br' };
const identityHeaders = { 'Accept-Encoding': 'identity' };
/**
 * What each page's route cache entry holds on disk (one process; Redis holds the same bytes): the
 * entry, its compressed copies (gzip and Brotli of the HTML and of the RSC payload) and the rest.
 * The uncached renders have just stored every page.
 * @param {BenchPage[]} pages
 * @returns {StoredSize[]}
 */
function storedSizes(pages) {
  const entries = routeCacheEntries();
  return pages.map((page) => {
    const internal = page.locale === 'en' ? page.path : `/zh-hans${page.path === '/' ? '' : page.path}`;
    const entry = entries.find((e) => e.path === internal);
    if (!entry) return { page: label(page), path: page.path };
    const copies = Object.entries(entry.parts)
      .filter(([name]) => /^(br|gzip):/.test(name))
      .reduce((sum, [, size]) => sum + size, 0);
    return { page: label(page), path: page.path, bytes: entry.bytes, copies, parts: entry.parts };
  });
}

/**
 * @param {string} url
 * @param {number} connections
 * @param {Record<string, string>} [headers]
 */
const load = (url, connections, headers = identityHeaders) => wrk({ url, connections, duration, headers });

/**
 * Each of the loads `rounds` times, one after another in turn, each round starting one further
 * along (twin, page, gzip; then page, gzip, twin; ...), and each figure the median of its rounds.
 * One 5 s load of the same page on this machine moved by a third between two runs a minute apart
 * (365 and 565 req/s), which is more than the differences the budgets are about.
 * @param {(() => Promise<WrkResult>)[]} loads
 */
async function inRounds(loads) {
  /** @type {WrkResult[][]} */
  const results = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < loads.length; i++) {
      const which = (i + round) % loads.length;
      results[which].push(await loads[which]());
    }
  }
  return results.map(medianLoad);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of each figure over the rounds; the failures added up.
 * @param {WrkResult[]} loads
 */
function medianLoad(loads) {
  return {
    rps: median(loads.map((l) => l.rps)),
    p50: median(loads.map((l) => l.p50)),
    p99: median(loads.map((l) => l.p99)),
    requests: loads.reduce((sum, l) => sum + l.requests, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    rounds: loads.map((l) => Math.round(l.rps)),
  };
}

export async function main() {
  const stack = await startStack();
  // its figures are filled in below, and read only once all of them are
  const report = /** @type {PagesReport} */ ({
    date: new Date().toISOString(),
    duration,
    connectionLevels,
    backendDelay,
    renders: /** @type {RenderRow[]} */ ([]),
    loads: /** @type {LoadRow[]} */ ([]),
  });
  try {
    const pages = await benchPages(stack.sandboxUrl);
    const all = [floorPage, ...pages];
    // First visits, in order: pages not prerendered at build render now, with what earlier pages
    // left in the cache (the shell's menus after the first one) already there.
    /** @type {Map<string, FirstVisit>} */
    const firstVisits = new Map();
    for (const page of all) {
      const from = stack.proxy.calls.length;
      const res = await get(`${stack.siteUrl}${page.path}`);
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
      firstVisits.set(page.path, { calls: stack.proxy.calls.length - from, cache: res.cache });
    }

    log(`uncached renders (each backend call held back ${backendDelay} ms)`);
    stack.proxy.setDelay(backendDelay);
    for (const page of all) {
      const r = await measureRender(stack, page);
      report.renders.push({
        page: label(page),
        path: page.path,
        status: r.status,
        cache: r.cache,
        renderMs: Math.round(r.renderMs),
        calls: r.calls.length,
        pageCalls: r.calls.filter((c) => !isShellCall(c)).length,
        shellCalls: r.calls.filter(isShellCall).length,
        repeats: r.repeats,
        firstVisit: firstVisits.get(page.path),
        depth: r.depth,
        chain: r.chain.map((c) => c.path),
        paths: r.calls.map((c) => `${c.method} ${c.path}`),
        timeline: r.timeline,
      });
    }
    stack.proxy.setDelay(0);
    report.stored = storedSizes(pages);

    log('warming the cache; finding each page a static twin of its size');
    /** @type {Map<string, number>} */
    const htmlBytes = new Map();
    /** @type {Map<string, { path: string, bytes: number }>} */
    const twins = new Map();
    report.payload = [];
    for (const page of pages) {
      for (let i = 0; i < 3; i++) htmlBytes.set(page.path, (await get(`${stack.siteUrl}${page.path}`)).bytes);
      const sent = await compressed(`${stack.siteUrl}${page.path}`);
      report.payload.push({
        page: label(page),
        path: page.path,
        // (set just above, as are the twins below)
        kB: /** @type {number} */ (htmlBytes.get(page.path)) / 1024,
        share: await inlinePayloadShare(`${stack.siteUrl}${page.path}`),
        encoding: sent.encoding,
        sentKB: sent.bytes / 1024,
      });
      twins.set(page.path, await bytesTwin(stack.siteUrl, /** @type {number} */ (htmlBytes.get(page.path))));
      await wrk({ url: `${stack.siteUrl}${page.path}`, connections: 8, duration: 1 });
      await wrk({ url: `${stack.siteUrl}${page.path}`, connections: 8, duration: 1, headers: browserHeaders });
      await wrk({
        url: `${stack.siteUrl}${/** @type {{ path: string }} */ (twins.get(page.path)).path}`,
        connections: 8,
        duration: 1,
      });
    }

    const backendBefore = stack.proxy.calls.length;
    for (const connections of connectionLevels) {
      log(
        `${connections} connection(s), ${duration} s per load, ${rounds} rounds of twin, page (identity) and page (gzip, br)`,
      );
      for (const page of pages) {
        const twin = /** @type {{ path: string, bytes: number }} */ (twins.get(page.path));
        const [twinLoad, pageLoad, browserLoad] = await inRounds([
          () => load(`${stack.siteUrl}${twin.path}`, connections),
          () => load(`${stack.siteUrl}${page.path}`, connections),
          () => load(`${stack.siteUrl}${page.path}`, connections, browserHeaders),
        ]);
        report.loads.push({
          connections,
          page: label(page),
          path: page.path,
          kB: /** @type {number} */ (htmlBytes.get(page.path)) / 1024,
          ...pageLoad,
          twin: { path: twin.path, kB: twin.bytes / 1024, ...twinLoad },
          browser: browserLoad,
          rpsRatio: pageLoad.rps / twinLoad.rps,
          p99Ratio: pageLoad.p99 / twinLoad.p99,
          browserRatio: browserLoad.rps / pageLoad.rps,
        });
      }
    }
    report.backendCallsDuringLoad = stack.proxy.calls.length - backendBefore;
    report.backendPathsDuringLoad = stack.proxy.calls
      .slice(backendBefore)
      .map((c) => `${c.method} ${shortPath(c.path)}`);
  } finally {
    await stack.stop();
  }

  const figures = recordFigures('pages');
  figures.print(
    `\nnpm run bench, ${report.date}: one instance, wrk, ${duration} s per load, each figure the median of ${rounds} rounds (twin, page, page with gzip, br, in turn); each page beside its twin, a static page of the same HTML size (app/floor/bytes), both uncompressed (Accept-Encoding: identity)\n`,
  );
  figures.print(
    table(
      [
        'conns',
        'page',
        'HTML kB',
        'req/s',
        'p50 ms',
        'p99 ms',
        'twin kB',
        'twin req/s',
        'twin p99 ms',
        'req/s vs twin',
        'p99 vs twin',
        'failed',
      ],
      report.loads.map((l) => [
        l.connections,
        l.page,
        fmt(l.kB, 1),
        fmt(l.rps, 0),
        fmt(l.p50, 1),
        fmt(l.p99, 1),
        fmt(l.twin.kB, 1),
        fmt(l.twin.rps, 0),
        fmt(l.twin.p99, 1),
        fmt(l.rpsRatio, 2),
        fmt(l.p99Ratio, 2),
        l.non2xx + l.errors,
      ]),
    ),
  );
  figures.print(
    `\nThe same page as browsers ask for it (Accept-Encoding: gzip, br) in turn with it uncompressed (identity), same process, same run (req/s of each round in brackets)\n`,
  );
  const sentBy = new Map(report.payload.map((p) => [p.path, p]));
  figures.print(
    table(
      [
        'conns',
        'page',
        'sent',
        'sent kB',
        'identity req/s',
        'gzip, br req/s',
        'gzip, br vs identity',
        'identity p99 ms',
        'gzip, br p99 ms',
        'failed',
      ],
      report.loads.map((l) => [
        l.connections,
        l.page,
        sentBy.get(l.path)?.encoding ?? '-',
        fmt(sentBy.get(l.path)?.sentKB, 1),
        `${fmt(l.rps, 0)} (${l.rounds.join(', ')})`,
        `${fmt(l.browser.rps, 0)} (${l.browser.rounds.join(', ')})`,
        fmt(l.browserRatio, 2),
        fmt(l.p99, 1),
        fmt(l.browser.p99, 1),
        l.browser.non2xx + l.browser.errors,
      ]),
    ),
  );
  figures.print(
    `\nbackend calls during the load runs (all pages warm; background refreshes): ${report.backendCallsDuringLoad}` +
      (report.backendCallsDuringLoad ? ` (${[...new Set(report.backendPathsDuringLoad)].join(', ')})` : ''),
  );
  figures.print(
    `\nBackend calls per uncached render (Next's on-demand revalidation, every cached reader recomputed; each call held back ${backendDelay} ms).` +
      '\ncalls = distinct calls (page + shell: the menus and their node-link aliases, shared by every page); depth = longest chain of calls made one after another;' +
      '\nrepeats = the same call again from another call site (forced revalidation only; a cold render reuses the first answer); first visit = calls of the very first request in this run\n',
  );
  figures.print(
    table(
      ['page', 'calls', 'page', 'shell', 'depth', 'repeats', 'first visit', 'render ms', 'longest chain'],
      report.renders.map((r) => [
        r.page,
        r.calls,
        r.pageCalls,
        r.shellCalls,
        r.depth,
        r.repeats,
        `${r.firstVisit?.calls ?? '-'}${r.firstVisit?.cache ? ` (${r.firstVisit.cache.toLowerCase()})` : ''}`,
        r.renderMs,
        r.chain.map(shortPath).join(' -> '),
      ]),
    ),
  );
  figures.print("\nInline RSC payload (the self.__next_f scripts) as a share of each page's HTML\n");
  figures.print(
    table(
      ['page', 'HTML kB', 'payload share', 'sent to gzip, br', 'sent kB'],
      report.payload.map((p) => [p.page, fmt(p.kB, 1), fmt(p.share * 100, 1) + '%', p.encoding, fmt(p.sentKB, 1)]),
    ),
  );
  figures.print(
    '\nThe route cache entry of each page as stored (on disk for one process; Redis holds the same bytes per key), with and without its compressed copies\n',
  );
  figures.print(
    table(
      [
        'page',
        'entry kB',
        'HTML kB',
        'RSC kB',
        'segments kB',
        'copies kB (br + gzip)',
        'without copies kB',
        'copies add',
      ],
      // a page with no stored entry has no sizes: NaN, printed as '-'
      /** @type {Required<StoredSize>[]} */ (report.stored).map((s) => {
        const part = (/** @type {RegExp} */ pattern) =>
          Object.entries(s.parts ?? {})
            .filter(([name]) => pattern.test(name))
            .reduce((sum, [, size]) => sum + size, 0);
        return [
          s.page,
          fmt(s.bytes / 1024, 1),
          fmt(part(/^html$/) / 1024, 1),
          fmt(part(/^rsc$/) / 1024, 1),
          fmt(part(/^segment:/) / 1024, 1),
          fmt(s.copies / 1024, 1),
          fmt((s.bytes - s.copies) / 1024, 1),
          s.bytes ? `${fmt((s.copies / (s.bytes - s.copies)) * 100, 0)}%` : '-',
        ];
      }),
    ),
  );
  const verdicts = budgets(report);
  figures.print('\nBudgets');
  for (const v of verdicts) figures.print(`${v.ok ? 'ok  ' : 'MISS'} ${v.text}`);
  figures.save(report);
  process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
}

/** @param {string} path */
function shortPath(path) {
  const [p] = path.split('?');
  return p.replace(/^\/(en\/)?jsonapi/, '').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
}

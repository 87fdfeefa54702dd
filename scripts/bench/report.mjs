// @ts-check
/** Plain-text tables and the budget verdicts of `npm run bench`. */

/**
 * The parts of pages.mjs's report the budgets read.
 * @typedef {{ rps: number, p99: number, non2xx: number, errors: number }} Load
 * @typedef {Load & { page: string, connections: number, rpsRatio: number, p99Ratio: number, browserRatio: number,
 *   browser: Load }} PageLoad
 * @typedef {{ page: string, calls: number, pageCalls: number, shellCalls: number, depth: number }} Render
 * @typedef {{ page: string, share: number }} Payload
 * @typedef {{ payload?: Payload[], connectionLevels: number[], loads: PageLoad[], renders: Render[] }} PagesReport
 */

/**
 * @param {unknown} value
 * @param {number} digits
 */
export function fmt(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/**
 * @param {string[]} head
 * @param {unknown[][]} rows
 */
export function table(head, rows) {
  const cells = [head, ...rows].map((row) => row.map((c) => String(c)));
  const widths = head.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** Render depth that still counts as "in parallel": alias resolve, then the node, then what its fields point to. */
export const maxRenderDepth = 3;
/**
 * Backend calls of the home page itself (homepage, its six relationship links, metatags). The
 * shell's calls (menus and their node-link aliases) are left out: every page shares them, and they
 * are cached once for all pages.
 */
export const maxHomePageCalls = 8;

/** Each page's share of its static twin's requests per second (same HTML size) at the highest load. */
export const minTwinRatio = 0.9;

/** Each page's rate as browsers ask for it (`gzip, br`) over its own uncompressed rate, at the highest load. */
export const minCompressedRatio = 0.9;

/** The inline RSC payload's share of a page's HTML. */
export const maxPayloadShare = 0.45;

/**
 * @param {PagesReport} report
 * @returns {{ ok: boolean, text: string }[]}
 */
export function budgets(report) {
  const verdicts = [];
  for (const p of report.payload ?? []) {
    verdicts.push({
      ok: p.share <= maxPayloadShare,
      text: `${p.page}: inline RSC payload ${fmt(p.share * 100, 1)}% of the HTML (<= ${maxPayloadShare * 100}%)`,
    });
  }
  const top = Math.max(...report.connectionLevels);
  for (const l of report.loads.filter((x) => x.connections === top)) {
    verdicts.push({
      ok: l.rpsRatio >= minTwinRatio && l.non2xx + l.errors === 0,
      text: `${l.page} at ${top} connections: ${fmt(l.rpsRatio, 2)} of the req/s of a static page of its size (>= ${minTwinRatio}), p99 ${fmt(l.p99Ratio, 2)}x its twin's${l.non2xx + l.errors ? `, ${l.non2xx + l.errors} failed requests` : ''}`,
    });
    const failed = l.browser.non2xx + l.browser.errors;
    verdicts.push({
      ok: l.browserRatio >= minCompressedRatio && failed === 0,
      text: `${l.page} at ${top} connections with gzip, br: ${fmt(l.browserRatio, 2)} of its own req/s uncompressed (>= ${minCompressedRatio}), p99 ${fmt(l.browser.p99, 1)} ms against ${fmt(l.p99, 1)} ms${failed ? `, ${failed} failed requests` : ''}`,
    });
  }
  for (const r of report.renders.filter((x) => !x.page.startsWith('floor'))) {
    const home = r.page.startsWith('home');
    verdicts.push({
      // the call budget counts page calls only; the depth counts the whole render, shell included
      ok: r.depth <= maxRenderDepth && (!home || r.pageCalls <= maxHomePageCalls),
      text: `${r.page} uncached: ${r.calls} backend calls (${r.pageCalls} page${home ? ` (<= ${maxHomePageCalls})` : ''} + ${r.shellCalls} shell), ${r.depth} one after another, shell included (<= ${maxRenderDepth})`,
    });
  }
  return verdicts;
}

/** Plain-text tables and the budget verdicts of `npm run bench`. */

export function fmt(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-';
}

export function table(head, rows) {
  const cells = [head, ...rows].map((row) => row.map((c) => String(c)));
  const widths = head.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

/** Render depth that still counts as "in parallel": alias resolve, then the node, then what its fields point to. */
export const maxRenderDepth = 3;
/**
 * Backend calls of the home page itself (homepage, its six relationship links, metatags). The
 * shell's calls (menus and their node-link aliases) are left out: every page shares them, and they
 * are cached once for all pages.
 */
export const maxHomePageCalls = 8;

export function budgets(report) {
  const verdicts = [];
  const top = Math.max(...report.connectionLevels);
  for (const l of report.loads.filter((x) => x.connections === top && x.rpsRatio !== undefined && !x.diagnostic)) {
    verdicts.push({
      ok: l.rpsRatio >= 0.8 && l.p99Ratio <= 2 && l.non2xx + l.errors === 0,
      text: `${l.page} at ${top} connections: ${fmt(l.rpsRatio * 100, 0)}% of the floor's req/s (>= 80%), p99 ${fmt(l.p99Ratio, 2)}x the floor's (<= 2x)${l.non2xx + l.errors ? `, ${l.non2xx + l.errors} failed requests` : ''}`,
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

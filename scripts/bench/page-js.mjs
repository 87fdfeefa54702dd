#!/usr/bin/env node
// @ts-check
/**
 * The JavaScript a guest's first load of a page transfers, as `npm run lighthouse` counts it (every
 * script's transferred bytes, Brotli, over HTTP/2 through scripts/bench/tls-edge.mjs), without
 * Lighthouse's five runs: one Playwright load of each page to network idle in a fresh context.
 * Measures a site already running: PAGE_JS_SITE_PORT (3000) with its sandbox on PAGE_JS_SANDBOX_PORT
 * (4010), the terminator on PAGE_JS_TLS_PORT (site port + 1). Loads a show page and the home page in
 * each language, and with PAGE_JS_FLOOR=1 (a build made with BENCH_FLOOR=1) the floor pages: Next
 * alone (/floor), and Next with React Query and next-intl (/floor/stack). Prints each page's total
 * with the part of it that is the responses' headers and, with PAGE_JS_LIST=1, every script. A home
 * page's count may include scripts its links in view prefetched (the events page's). Not a test.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstAlias } from './stack.mjs';
import { startTlsEdge } from './tls-edge.mjs';

const sitePort = Number(process.env.PAGE_JS_SITE_PORT || 3000);
const sandboxPort = Number(process.env.PAGE_JS_SANDBOX_PORT || 4010);
const tlsPort = Number(process.env.PAGE_JS_TLS_PORT || sitePort + 1);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath();

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, { url: string, encoding: string, bytes: number, headerBytes: number }>} */
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // what had come when the headers were read is the headers' part of the count
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        encoding: response.headers['content-encoding'] ?? '-',
        bytes: 0,
        headerBytes: response.encodedDataLength,
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await context.close();
  return [...scripts.values()];
}

const edge = await startTlsEdge({
  port: tlsPort,
  upstreamPort: sitePort,
  dir: join(tmpdir(), `page-js-${tlsPort}`),
  readyPath: '/en/maintenance',
});
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const pages = [
    ['show (zh)', await firstAlias(sandboxUrl, 'project', 'zh-hans')],
    ['show (en)', await firstAlias(sandboxUrl, 'project', 'en')],
    ['home (zh)', '/'],
    ['home (en)', '/en'],
    // built only with BENCH_FLOOR=1 (app/floor): Next alone, then Next with React Query and next-intl
    ...(process.env.PAGE_JS_FLOOR === '1'
      ? [
          ['floor', '/floor'],
          ['stack floor', '/floor/stack'],
        ]
      : []),
  ];
  for (const [name, path] of pages) {
    await scriptsOf(browser, `${edge.origin}${path}`); // warm: the first answer of a route may be rendered, not cached
    const scripts = await scriptsOf(browser, `${edge.origin}${path}`);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const headers = scripts.reduce((sum, s) => sum + s.headerBytes, 0);
    console.log(
      `${name} ${path}: ${(total / 1000).toFixed(1)} kB, ${scripts.length} scripts (of which response headers ${(headers / 1000).toFixed(1)} kB)`,
    );
    if (process.env.PAGE_JS_LIST === '1')
      for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(
          `  ${(s.bytes / 1000).toFixed(1).padStart(6)} ${s.encoding.padEnd(3)} headers ${(s.headerBytes / 1000).toFixed(1)} ${s.url.replace(edge.origin, '')}`,
        );
  }
} finally {
  await browser.close();
  await edge.stop();
}

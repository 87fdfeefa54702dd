import { test as base, type BrowserContext } from '@playwright/test';
import { appendFileSync } from 'node:fs';

/**
 * The browser tests' `test` and `expect`: Playwright's, with Next's link prefetches answered in the
 * browser instead of by the site.
 *
 * Every `<Link>` in view asks the site for the page it leads to (a request carrying
 * `Next-Router-Prefetch`), and each is a server render: 5 to 15 of them per page load, on the
 * 2-core machine the site, the sandbox and two browsers share. No test reads them; they only queue
 * in front of the requests a test waits for. Here the page's `fetch` answers them itself, 204 with
 * no body, as the site's waiting room answers a prefetch it lets nobody through for
 * (lib/queue/gate.ts): Next then fetches the page when the link is followed, as it does for
 * any link not prefetched. A spec about prefetching itself says `test.use({ prefetch: true })`;
 * E2E_PREFETCH=1 lets the site answer them in every spec (to measure what they cost).
 *
 * In the page, not by `context.route`: a route, any route, turns the browser's HTTP cache off
 * (Playwright's docs) and stops every request of the page (scripts, styles, fonts, pictures) in
 * Playwright's process to match it: each page load of a test then fetched all of them again
 * (docs/test-times.md has the measure).
 *
 * E2E_REQUEST_LOG=<file> appends, per test, how many requests of each kind the browser asked the
 * site for (one JSON line each; prefetches: asked for, whoever answered them): how the cost of a
 * spec is measured (docs/test-times.md).
 */
export const test = base.extend<{ prefetch: boolean }>({
  prefetch: [process.env.E2E_PREFETCH === '1', { option: true }],
  context: async ({ context, prefetch }, provide, testInfo) => {
    const log = process.env.E2E_REQUEST_LOG;
    const counts = log ? countRequests(context, testInfo.project.use.baseURL) : null;
    if (!prefetch) {
      if (counts) await context.exposeFunction('__e2ePrefetchAnswered', () => (counts.prefetches += 1));
      await context.addInitScript(answerPrefetchesInPage);
    }
    const started = Date.now();
    await provide(context);
    if (log && counts) {
      const line = { spec: testInfo.file.split('/e2e/')[1], project: testInfo.project.name, title: testInfo.title };
      const seconds = (Date.now() - started) / 1000;
      appendFileSync(log, `${JSON.stringify({ ...line, prefetch, ...counts, seconds })}\n`);
    }
  },
});

/** Runs in the page before its scripts: its `fetch` answers Next's prefetches (see above). */
function answerPrefetchesInPage() {
  const pageFetch = window.fetch;
  const counted = window as unknown as { __e2ePrefetchAnswered?: () => void };
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('next-router-prefetch')) return pageFetch.call(this, input, init);
    counted.__e2ePrefetchAnswered?.();
    return Promise.resolve(new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }));
  };
}

/** The requests this browser sends the site, by kind (prefetches: asked for, whoever answers them). */
function countRequests(context: BrowserContext, baseURL = 'http://localhost') {
  const counts = { documents: 0, rsc: 0, prefetches: 0, api: 0, images: 0, other: 0 };
  const origin = new URL(baseURL).origin;
  context.on('request', (request) => {
    if (!request.url().startsWith(origin)) return;
    if (request.headers()['next-router-prefetch']) counts.prefetches += 1;
    else if (request.resourceType() === 'document') counts.documents += 1;
    else if (/[?&]_rsc=/.test(request.url())) counts.rsc += 1;
    else if (new URL(request.url()).pathname.startsWith('/api/')) counts.api += 1;
    else if (request.resourceType() === 'image') counts.images += 1;
    else counts.other += 1;
  });
  return counts;
}

export { expect } from '@playwright/test';

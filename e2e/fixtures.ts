import { test as base, type BrowserContext } from '@playwright/test';
import { appendFileSync } from 'node:fs';

/**
 * The browser tests' `test` and `expect`: Playwright's, with Next's link prefetches answered in the
 * browser instead of by the site.
 *
 * Every `<Link>` in view asks the site for the page it leads to (a request carrying
 * `Next-Router-Prefetch`), and each is a server render: 5 to 15 of them per page load, on the
 * 2-core machine the site, the sandbox and two browsers share. No test reads them; they only queue
 * in front of the requests a test waits for. Here they are answered 204 with no body, as the
 * site's waiting room answers a prefetch it lets nobody through for (lib/queue/gate.ts):
 * Next then fetches the page when the link is followed, as it does for any link not prefetched.
 * A spec about prefetching itself says `test.use({ prefetch: true })`; E2E_PREFETCH=1 lets the
 * site answer them in every spec (to measure what they cost).
 *
 * E2E_REQUEST_LOG=<file> appends, per test, how many requests of each kind reached the site (one
 * JSON line each): how the cost of a spec is measured (docs/test-times.md).
 */
export const test = base.extend<{ prefetch: boolean }>({
  prefetch: [process.env.E2E_PREFETCH === '1', { option: true }],
  context: async ({ context, prefetch }, provide, testInfo) => {
    if (!prefetch) {
      // only RSC requests (`?_rsc=`) are intercepted: every other request goes straight through
      await context.route(/[?&]_rsc=/, (route) =>
        route.request().headers()['next-router-prefetch']
          ? route.fulfill({ status: 204, headers: { 'Cache-Control': 'no-store' } })
          : route.fallback(),
      );
    }
    const log = process.env.E2E_REQUEST_LOG;
    const counts = log ? countRequests(context, testInfo.project.use.baseURL) : null;
    const started = Date.now();
    await provide(context);
    if (log && counts) {
      const line = { spec: testInfo.file.split('/e2e/')[1], project: testInfo.project.name, title: testInfo.title };
      const seconds = (Date.now() - started) / 1000;
      appendFileSync(log, `${JSON.stringify({ ...line, prefetch, ...counts, seconds })}\n`);
    }
  },
});

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

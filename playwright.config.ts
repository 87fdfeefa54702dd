import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { baseURL, distDir, e2eServerEnv, sandboxPort } from './scripts/e2e-server.mjs';

/**
 * E2E: a production build (its own folder, .next-test) served against a fresh sandbox on ports
 * of its own, in Debian's Chromium where present (no browser download is possible on these
 * machines), else Playwright's own. Its ports, folder and the server's environment: scripts/e2e-server.mjs.
 */
export { baseURL, distDir, routeCacheLimits, serverLogFile } from './scripts/e2e-server.mjs';
export const sandboxURL = `http://127.0.0.1:${sandboxPort}`;
/**
 * The scale tests run against the site as a cluster (`npm start -- --cluster`: Varnish on the
 * e2e port, 3 instances, Redis); what runs where is in this file (scripts/cluster/cluster.mjs).
 * `npm test` sets E2E_CLUSTER for that run; asking Playwright for the scale project does too.
 */
export const clusterRun =
  process.env.E2E_CLUSTER === '1' ||
  process.argv.some((arg, i, all) => arg === '--project=scale' || (arg === '--project' && all[i + 1] === 'scale'));
export const clusterStateFile = `${distDir}-cluster/state.json`;

/**
 * Debian's headless shell (package chromium-headless-shell, .ci/run installs it): the same Blink
 * without the full browser's window machinery, the build Playwright itself runs headless tests in.
 * Measured on the same specs (docs/test-times.md): it needs less CPU than the full browser in
 * headless mode, on a machine where the browsers are most of the CPU a test takes. A headed or
 * debugging run needs the full browser.
 */
const headed = ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) || !!process.env.PWDEBUG;
const chromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
  .filter((path) => !headed || !path.endsWith('headless-shell'))
  .find((path) => existsSync(path));
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * What the phone project (390 x 844, touch) runs: only what depends on the phone's layout. The rest
 * of the browser tests run on the desktop alone: a rule, a message, a redirect, a header or a
 * journey that is the same at any width shows nothing more at 390 px, and doubles its cost. Each
 * entry is a spec file and, where only some of its tests depend on the layout, a pattern on their
 * describe and test titles. A test of any file also runs on the phone when tagged `@phone`
 * (`test('…', { tag: '@phone' }, …)`); `@desktop-only` keeps one of the files below off it.
 */
const phoneSpecs: { file: string; tests?: RegExp; why: string }[] = [
  {
    file: 'a11y.spec.ts',
    tests:
      /accessibility \(zh-hans\) (pages whose layout changes|search|news landing|what's on|profile: orders|the cart)/,
    why: "axe at phone width on the pages laid out otherwise there: the home, a single page, the festival's, a show's buy bar, search, the open menu, what's on, the profile's orders and the cart's pay bar (one language: the other adds no layout); the pages that only reflow one column are checked on the desktop",
  },
  {
    file: 'shell.spec.ts',
    tests: /bottom bar|header|footers/,
    why: 'the bottom bar, the hamburger menu, the header and footers at phone widths',
  },
  {
    file: 'buyer-journeys.spec.ts',
    why: "a guest's purchase as a phone makes it, through the buy bar and the seat map",
  },
  {
    file: 'seat-map.spec.ts',
    tests: /big enough to touch|best available|pinch/,
    why: 'touch targets, the zoom, seats on a small screen',
  },
  {
    file: 'checkout-guidance.spec.ts',
    tests: /Pay with no payment method|the purchase notice/,
    why: "what the buyer needs is on screen, not under the phone's sticky pay bar",
  },
  {
    file: 'checkout-flow.spec.ts',
    tests: /\(en\)/,
    why: "a cart line's layout under the unit price (the longer language)",
  },
  {
    file: 'shows.spec.ts',
    tests: /quick view on desktop and the page on phones|details fold open|the calendar browses/,
    why: "a card opens the page, the phone's buy bar chooses the date, the calendar's layout",
  },
  {
    file: 'finding-shows.spec.ts',
    tests: /a home show card behaves|the day's heading stands over/,
    why: 'cards open the page on phones; headings and cards stacked on a narrow screen',
  },
  {
    file: 'a11y-keyboard.spec.ts',
    tests: /\(en\)/,
    why: 'a keyboard purchase in the narrow layout (a zoomed window), no quick view',
  },
  { file: 'details.spec.ts', tests: /one card alone on a row/, why: 'recommendation cards per row at phone width' },
  {
    file: 'members.spec.ts',
    tests: /log out from the profile menu|the membership card/,
    why: "the profile's menu and the membership card on a phone",
  },
  {
    file: 'hydration.spec.ts',
    why: "the pages that read the screen when they load (the show page's tabs, the seat map's zoom) hydrate without a mismatch at the phone's width too (readsTheScreen)",
  },
  {
    file: 'seat-map-live.spec.ts',
    why: 'a seat taken by someone else turns grey on the phone-sized map too, and the note is in view',
  },
  {
    file: 'held-seats.spec.ts',
    tests: /header|payment return/,
    why: "the hold's time left in the phone's header and at the top of the order page",
  },
  {
    file: 'content-pages.spec.ts',
    tests: /resized for the screen/,
    why: "an editor's photo sized for the phone's screen",
  },
  {
    file: 'seat-features.spec.ts',
    why: "wheelchair spaces, companions, filters and the seat's card on the phone's larger-than-the-screen map, the card below it",
  },
  {
    file: 'access-performances.spec.ts',
    tests: /show page marks|calendar badges/,
    why: "the badges in the phone's performance list and the calendar's stacked cards (the quick view is desktop only)",
  },
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Playwright matches a project's grep against "project file describe… title tags". */
const phoneGrep = [
  ...phoneSpecs.map(
    ({ file, tests }) => new RegExp(`(^| )${escapeRegExp(file)} ${tests ? `.*(${tests.source})` : ''}`),
  ),
  /@phone\b/,
];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  defaultBrowserType: 'chromium' as const,
  launchOptions,
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers on the 2-core machines CI runs on: each browser test keeps the site (one Node
  // process), the sandbox and its Chromium busy, so a third worker adds contention, not throughput.
  // E2E_WORKERS overrides it (to measure, or on a bigger machine).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // CI (a shared machine, two workers) retries a failed test once; npm test names every test that
  // needed it (scripts/test.mjs), so flakiness shows instead of hiding. Locally: no retries.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A trace records screenshots and the DOM at every action: in CI only a failed test's retry
    // records one (Playwright's advice), instead of every test recording one to throw away.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/faults\/.*/, /security\/stress-.*/, /scale\/.*/] },
    {
      name: 'mobile',
      use: phone,
      testIgnore: [/faults\/.*/, /security\/stress-.*/, /scale\/.*/],
      grep: phoneGrep,
      grepInvert: /@desktop-only/,
    },
    // Floods of hostile or concurrent requests run after the browser tests, so they slow no one.
    {
      name: 'stress',
      use: desktop,
      testMatch: /security\/stress-.*\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
    // Tests that break the sandbox on purpose run alone, after the others.
    // One worker: two files breaking the same sandbox at once would break each other's tests.
    {
      name: 'faults',
      use: desktop,
      testMatch: /faults\/.*\.spec\.ts/,
      dependencies: ['stress'],
      fullyParallel: false,
      workers: 1,
    },
    // Several instances behind the edge, broken on purpose (instances killed, Redis stopped): alone, last.
    {
      name: 'scale',
      use: desktop,
      testMatch: /scale\/.*\.spec\.ts/,
      dependencies: ['faults'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // the scale cluster with its TLS terminator in front (hitch, PROXY v2 to the edge: e2e/scale/on-sale-night.spec.ts)
    command: clusterRun
      ? 'node scripts/start.mjs --cluster --tls --reset-sandbox'
      : 'node scripts/start.mjs --reset-sandbox',
    url: `${baseURL}/en/maintenance`,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv,
  },
});

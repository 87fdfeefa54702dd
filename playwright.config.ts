import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * E2E: a production build (its own folder, .next-test) served against a fresh sandbox on ports
 * of its own, in Debian's Chromium where present (no browser download is possible on these
 * machines), else Playwright's own.
 */
const sitePort = Number(process.env.E2E_PORT || 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT || 4110);
export const baseURL = `http://localhost:${sitePort}`;
export const sandboxURL = `http://127.0.0.1:${sandboxPort}`;
/** what the site and the sandbox print while the tests run (scripts/start.mjs, START_LOG_FILE) */
export const serverLogFile = `.test-results/e2e-server-${sitePort}.log`;
/** the e2e build's folder, and the route cache's disk bounds in it (e2e/security/stress-route-cache.spec.ts) */
export const distDir = process.env.E2E_DIST_DIR || '.next-test';
export const routeCacheLimits = { megabytes: 64, entries: 1000 };
/**
 * The scale tests run against the site as a cluster (`npm start -- --cluster`: Varnish on the
 * e2e port, 3 instances, Redis); what runs where is in this file (scripts/cluster/cluster.mjs).
 * `npm test` sets E2E_CLUSTER for that run; asking Playwright for the scale project does too.
 */
export const clusterRun =
  process.env.E2E_CLUSTER === '1' ||
  process.argv.some((arg, i, all) => arg === '--project=scale' || (arg === '--project' && all[i + 1] === 'scale'));
export const clusterStateFile = `${distDir}-cluster/state.json`;

const chromium = '/usr/bin/chromium';
const launchOptions = {
  executablePath: existsSync(chromium) ? chromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

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
  workers: 2,
  // CI (a shared machine, two workers) retries a failed test once; npm test names every test that
  // needed it (scripts/test.mjs), so flakiness shows instead of hiding. Locally: no retries.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/faults\/.*/, /security\/stress-.*/, /scale\/.*/] },
    {
      name: 'mobile',
      use: phone,
      testIgnore: [/faults\/.*/, /security\/stress-.*/, /scale\/.*/],
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
    command: clusterRun ? 'node scripts/start.mjs --cluster --reset-sandbox' : 'node scripts/start.mjs --reset-sandbox',
    url: `${baseURL}/en/maintenance`,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(sitePort),
      SANDBOX_PORT: String(sandboxPort),
      NEXT_DIST_DIR: distDir,
      ROUTE_CACHE_DISK_MB: String(routeCacheLimits.megabytes),
      ROUTE_CACHE_DISK_ENTRIES: String(routeCacheLimits.entries),
      SANDBOX_DATA_DIR: process.env.E2E_SANDBOX_DATA_DIR || '.next-test-sandbox',
      SANDBOX_FIXED_CAPTCHA: 'TEST',
      SITE_URL: baseURL,
      START_LOG_FILE: serverLogFile,
      INSTANCES: '3',
    },
  },
});

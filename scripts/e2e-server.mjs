// @ts-check
/**
 * The e2e site: its ports, build folder and the environment `scripts/start.mjs` gets for it. One
 * place for Playwright's web server (playwright.config.ts) and for `npm test`'s build of the same
 * site while vitest runs (scripts/test.mjs): the Playwright runs then find the build made.
 */
export const sitePort = Number(process.env.E2E_PORT || 3100);
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT || 4110);
export const baseURL = `http://localhost:${sitePort}`;
/** what the site and the sandbox print while the tests run (scripts/start.mjs, START_LOG_FILE) */
export const serverLogFile = `.test-results/e2e-server-${sitePort}.log`;
/** the e2e build's folder, and the route cache's disk bounds in it (e2e/security/stress-route-cache.spec.ts) */
export const distDir = process.env.E2E_DIST_DIR || '.next-test';
export const routeCacheLimits = { megabytes: 64, entries: 1000 };

/** @type {Record<string, string>} */
export const e2eServerEnv = {
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
};

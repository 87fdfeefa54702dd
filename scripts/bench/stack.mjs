// @ts-check
/**
 * The stack `npm run bench` and `npm run lighthouse` measure: a fresh sandbox, a counting proxy in
 * front of it (the site's CMS_URL, so every backend call of a render is seen with its start and end
 * time), and a production build of the site served by scripts/start.mjs in a build folder of its
 * own. Ports and folders come from the environment so that a run never disturbs `npm start` or
 * the e2e tests: PORT (3309), SANDBOX_PORT (4309), BENCH_PROXY_PORT (SANDBOX_PORT + 10),
 * NEXT_DIST_DIR (.next-bench), SANDBOX_DATA_DIR (<NEXT_DIST_DIR>-sandbox).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChildren } from '../processes.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {{ method: string, path: string, start: number, end: number, status: number }} ProxyCall */
/**
 * The counting proxy: every backend call so far, a fixed delay to add to the next ones, and close.
 * @typedef {{ calls: ProxyCall[], setDelay: (ms: number) => void, close: () => Promise<void> }} CountingProxy
 */
/**
 * A cluster's `state.json`, as scripts/cluster/cluster.mjs writes it.
 * @typedef {import('../cluster/cluster.mjs').ClusterState} ClusterState
 */
/** @typedef {{ name: string, locale: string, path: string }} BenchPage */

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} msg */
export function log(msg) {
  console.error(`[bench] ${msg}`);
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {ChildProcess} [child] the process serving it: its exit ends the wait
 */
async function waitFor(url, timeoutMs, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process serving it exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A pass-through HTTP proxy that records every request (path, start, end, status). `delayMs`
 * holds each call back by a fixed time before forwarding it, so that during a render measurement
 * the backend has a known latency and calls made one after another show as a deeper chain.
 * @param {number} port
 * @param {number} targetPort
 * @returns {Promise<CountingProxy>}
 */
function startCountingProxy(port, targetPort) {
  /** @type {ProxyCall[]} */
  const calls = [];
  const state = { delayMs: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    // a server's request always has both (node:http: they are unset only on a client's answer)
    /** @type {ProxyCall} */
    const call = {
      method: /** @type {string} */ (req.method),
      path: /** @type {string} */ (req.url),
      start: performance.now(),
      end: 0,
      status: 0,
    };
    calls.push(call);
    const forward = () => {
      const upstream = http.request(
        { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers, agent },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          up.on('end', () => {
            call.end = performance.now();
            call.status = up.statusCode ?? 0;
          });
        },
      );
      upstream.on('error', () => {
        call.end = performance.now();
        call.status = 502;
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    };
    if (state.delayMs > 0) setTimeout(forward, state.delayMs);
    else forward();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        calls,
        setDelay: (ms) => {
          state.delayMs = ms;
        },
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              agent.destroy();
              server.closeAllConnections?.();
              server.close(() => done());
            })
          ),
      }),
    );
  });
}

/**
 * The secrets of the bench's site and sandbox: the site runs against CMS_URL (the counting proxy),
 * and a production start with CMS_URL refuses to run without its own (lib/platform/config/required-config.ts SECRETS);
 * the sandbox is given the same ones. The environment's, if set.
 */
export const benchSecrets = {
  PREVIEW_SECRET: process.env.PREVIEW_SECRET || 'bench-preview-secret',
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'bench-revalidate-secret',
  CMS_PREVIEW_TOKEN: process.env.CMS_PREVIEW_TOKEN || 'bench-preview-token',
  // the site refuses to start against a CMS_URL without its own session key (lib/platform/config/config.ts)
  SESSION_SECRET: process.env.SESSION_SECRET || 'bench-session-secret-of-32-characters-or-more',
};

/**
 * Starts sandbox, counting proxy and site (building it first when needed); `stop()` ends all
 * three. `cluster`: the site as a cluster (scripts/cluster), its edge on PORT; `state` then tells
 * what runs where.
 * @param {{ cluster?: boolean }} [options]
 */
export async function startStack({ cluster = false } = {}) {
  const sitePort = Number(process.env.PORT || 3309);
  const sandboxPort = Number(process.env.SANDBOX_PORT || 4309);
  const proxyPort = Number(process.env.BENCH_PROXY_PORT || sandboxPort + 10);
  const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
  const dataDir = process.env.SANDBOX_DATA_DIR || `${distDir}-sandbox`;
  /** @type {ChildProcess[]} */
  const children = [];
  /** @type {CountingProxy | null} */
  let proxy = null;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // the site first, then the sandbox it reads from
    for (const child of children.reverse()) await stopChildren([child], { graceMs: 5000 });
    if (proxy) await proxy.close();
  };
  const onSignal = () => stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`sandbox on ${sandboxPort} (fresh data in ${dataDir})`);
    const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--reset'], {
      cwd: root,
      // its content changes reach the site's webhook, as npm start arranges
      env: {
        ...process.env,
        ...benchSecrets,
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(sandbox);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    await waitFor(`${sandboxUrl}/health`, 120_000, sandbox);

    proxy = await startCountingProxy(proxyPort, sandboxPort);
    const cmsUrl = `http://127.0.0.1:${proxyPort}`;
    const siteUrl = `http://localhost:${sitePort}`;
    log(`site on ${siteUrl} (build folder ${distDir}, CMS_URL ${cmsUrl}); builds first when the sources changed`);
    const site = spawn(process.execPath, ['scripts/start.mjs', ...(cluster ? ['--cluster'] : [])], {
      cwd: root,
      // BENCH_FLOOR: the floor pages (app/floor/*.bench.tsx) are built only for the benchmarks
      env: {
        ...process.env,
        ...benchSecrets,
        BENCH_FLOOR: '1',
        CMS_URL: cmsUrl,
        PORT: String(sitePort),
        NEXT_DIST_DIR: distDir,
        SITE_URL: siteUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(site);
    await waitFor(`${siteUrl}/floor`, 20 * 60_000, site);

    /** @type {{ preview?: { previewModeId?: string } }} */
    const manifest = JSON.parse(readFileSync(join(root, distDir, 'prerender-manifest.json'), 'utf8'));
    /** @type {() => ClusterState} */
    const state = () => JSON.parse(readFileSync(join(root, `${distDir}-cluster`, 'state.json'), 'utf8'));
    return { siteUrl, sandboxUrl, cmsUrl, proxy, previewModeId: manifest.preview?.previewModeId, stop, state };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A running stack, as the benchmarks use it. @typedef {Awaited<ReturnType<typeof startStack>>} Stack */

/** The visitor-facing path of the first published node of a bundle (from the sandbox's JSON:API). */
/**
 * @param {string} sandboxUrl
 * @param {string} bundle
 * @param {string} locale
 * @returns {Promise<string>}
 */
export async function firstAlias(sandboxUrl, bundle, locale) {
  const prefix = locale === 'en' ? '/en' : '';
  const res = await fetch(
    `${sandboxUrl}${prefix}/jsonapi/node/${bundle}?filter[status]=1&filter[langcode]=${locale}&page[limit]=1&sort=-created`,
    { headers: { Accept: 'application/vnd.api+json' } },
  );
  if (!res.ok) throw new Error(`no ${bundle} in the sandbox (${res.status})`);
  /** @type {{ data?: { attributes?: { path?: { alias?: string } } }[] }} */
  const list = await res.json();
  const node = list.data?.[0];
  const alias = node?.attributes?.path?.alias;
  if (!alias) throw new Error(`the first ${bundle} in ${locale} has no alias`);
  return `${prefix}${alias}`;
}

/** The measured pages in both languages, and the floor. */
/**
 * @param {string} sandboxUrl
 * @returns {Promise<BenchPage[]>}
 */
export async function benchPages(sandboxUrl) {
  /** @type {BenchPage[]} */
  const pages = [];
  for (const locale of ['zh-hans', 'en']) {
    const prefix = locale === 'en' ? '/en' : '';
    pages.push(
      { name: 'home', locale, path: prefix || '/' },
      { name: 'show', locale, path: await firstAlias(sandboxUrl, 'project', locale) },
      { name: 'news article', locale, path: await firstAlias(sandboxUrl, 'news', locale) },
      { name: 'news landing', locale, path: `${prefix}/news` },
      { name: 'search', locale, path: `${prefix}/search` },
    );
  }
  return pages;
}

export const floorPage = { name: 'floor', locale: '-', path: '/floor' };
/** the floor that loads the site's stylesheets (app/floor/styled): what `npm run lighthouse` compares LCP with */
export const styledFloorPage = { name: 'floor, styled', locale: '-', path: '/floor/styled' };

/**
 * How much of a page's HTML is the inline React Server Components payload (the
 * `self.__next_f.push(...)` scripts hydration reads), as a share of the page's bytes.
 */
/** @param {string} url */
export async function inlinePayloadShare(url) {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer()).toString('utf8');
  let payload = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g))
    payload += Buffer.byteLength(match[0]);
  return payload / Buffer.byteLength(html);
}

/** @param {string} url */
async function htmlBytes(url) {
  const res = await fetch(url);
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return bytes;
}

/**
 * A page's static twin: /floor/bytes/<n> with the number of paragraphs that gives the HTML size
 * closest to `bytes` (the size grows by the same amount per paragraph, so two sizes tell).
 * @param {string} siteUrl
 * @param {number} bytes
 */
export async function bytesTwin(siteUrl, bytes) {
  const at = async (/** @type {number} */ n) => htmlBytes(`${siteUrl}/floor/bytes/${n}`);
  const [small, large] = [await at(20), await at(220)];
  const perParagraph = (large - small) / 200;
  let n = Math.max(1, Math.round(20 + (bytes - small) / perParagraph));
  let size = await at(n);
  // one correction step for the rounding of the estimate
  n = Math.max(1, n + Math.round((bytes - size) / perParagraph));
  size = await at(n);
  return { path: `/floor/bytes/${n}`, bytes: size };
}

/**
 * The route cache's entries on disk (one process: `<build>/cache/route-cache/<build id>/`), each as
 * the sizes of its parts (lib/platform/cache/entry-codec.mjs: the HTML, the RSC payload, their gzip and
 * Brotli copies, the prefetch segments) and the page path Next's implicit tag names. Redis holds
 * the same bytes per key.
 */
export function routeCacheEntries(distDir = process.env.NEXT_DIST_DIR || '.next-bench') {
  const folder = join(root, distDir, 'cache', 'route-cache');
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (!entry.name.endsWith('.tmp')) files.push(join(dir, entry.name));
    }
  };
  walk(folder);
  return files.map((file) => {
    const bytes = readFileSync(file);
    /** @type {{ headers?: Record<string, string>, parts?: [string, number][] }} */
    const head = JSON.parse(bytes.subarray(4, 4 + bytes.readUInt32BE(0)).toString('utf8'));
    const tags = String(head.headers?.['x-next-cache-tags'] ?? '').split(',');
    // the implicit tag of the page's own path: `_N_T_/zh-hans/news/x` (the last of them)
    const path = tags
      .filter((tag) => /^_N_T_\/(zh-hans|en)(\/|$)/.test(tag))
      .pop()
      ?.slice('_N_T_'.length);
    return { path, bytes: bytes.length, parts: Object.fromEntries(head.parts ?? []) };
  });
}

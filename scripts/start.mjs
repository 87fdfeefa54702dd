#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: serve the site on PORT (3000). Without CMS_URL it first starts the sandbox
 * (SANDBOX_PORT, 4010), which the site then talks to with the sandbox's demo secrets
 * (lib/platform/config/required-config.ts); with CMS_URL the site must be given its own secrets, or it refuses to build or
 * start and says which are missing. Builds the site when there is no build yet, when the sources
 * changed since the last build, or when the backend URL or BENCH_FLOOR changed (both are compiled
 * into the build). `--dev` runs `next dev` instead. `--reset-sandbox` starts from fresh seed data.
 * `--cluster` (`npm run start:cluster`) serves the same build as INSTANCES processes sharing Redis
 * behind Varnish on PORT (scripts/cluster/cluster.mjs); `--cluster --tls` puts hitch (HTTPS, a
 * self-signed certificate, the PROXY protocol to the edge) in front of it too. `--build-only` builds
 * when needed (the sandbox up meanwhile, as the build reads it) and stops: `npm test` builds so while
 * vitest runs.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const cluster = args.has('--cluster');
const port = process.env.PORT || '3000';
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** @type {ChildProcess[]} */
const children = [];

/** @param {string} msg */
function log(msg) {
  console.log(`[start] ${msg}`);
}

/**
 * START_LOG_FILE: everything the sandbox and the site print is also appended to this file (the e2e
 * tests read it; `npm test` empties its folder first, so it holds the whole run's log).
 */
const logFile = process.env.START_LOG_FILE
  ? (mkdirSync(dirname(process.env.START_LOG_FILE), { recursive: true }),
    createWriteStream(process.env.START_LOG_FILE, { flags: 'a' }))
  : null;

/**
 * Starts a child process (stopped with the others on exit). Its output is piped when it has a
 * `name` (each line labelled) or when there is a log file; otherwise it is inherited.
 * @param {string} cmd
 * @param {string[]} cmdArgs
 * @param {Record<string, string | undefined>} env added to this process's environment
 * @param {string} [name]
 * @returns {ChildProcess}
 */
function run(cmd, cmdArgs, env, name) {
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = logFile || name ? ['inherit', 'pipe', 'pipe'] : 'inherit';
  const child = spawn(cmd, cmdArgs, { cwd: root, env: { ...process.env, ...env }, stdio });
  if (stdio !== 'inherit') {
    // a cluster's processes: each line says which one printed it
    /** @type {(chunk: Buffer) => Buffer} */
    const label = name ? (chunk) => Buffer.from(String(chunk).replace(/^(?=.)/gm, `[${name}] `)) : (chunk) => chunk;
    // piped (stdio above): never null here
    const stdout = /** @type {import('node:stream').Readable} */ (child.stdout);
    const stderr = /** @type {import('node:stream').Readable} */ (child.stderr);
    stdout.on('data', (chunk) => (process.stdout.write(label(chunk)), logFile?.write(label(chunk))));
    stderr.on('data', (chunk) => (process.stderr.write(label(chunk)), logFile?.write(label(chunk))));
  }
  children.push(child);
  return child;
}

/**
 * @param {number} [code]
 * @returns {never}
 */
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** newest modification time among the files a build depends on */
function sourcesMtime() {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const p of [
    'app',
    'components',
    'lib',
    'messages',
    'public',
    'next.config.ts',
    'proxy.ts',
    'instrumentation.ts',
    'package-lock.json',
    'tsconfig.json',
  ]) {
    visit(join(root, p));
  }
  return newest;
}

/** What a build depends on besides its sources: the backend it names, and whether it has the floor pages. */
/** @param {string} cmsUrl */
function buildInputs(cmsUrl) {
  return { cmsUrl, benchFloor: process.env.BENCH_FLOOR === '1' };
}

/** @param {string} cmsUrl */
function needsBuild(cmsUrl) {
  const stampFile = join(root, distDir, 'start-stamp.json');
  if (!existsSync(join(root, distDir, 'BUILD_ID')) || !existsSync(stampFile)) return true;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    const inputs = buildInputs(cmsUrl);
    return (
      stamp.cmsUrl !== inputs.cmsUrl ||
      Boolean(stamp.benchFloor) !== inputs.benchFloor ||
      stamp.sources < sourcesMtime()
    );
  } catch {
    return true;
  }
}

/** The sandbox is a workspace package of its own (sandbox/): a production install may leave it out. */
function sandboxInstalled() {
  try {
    createRequire(join(root, 'sandbox', 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {ChildProcess} child
 * @returns {Promise<number>}
 */
function exitCodeOf(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  let cmsUrl = process.env.CMS_URL;
  // A local run's public origin is where it serves (the payment page comes back there, canonical
  // URLs name it); with CMS_URL the site must be told (lib/platform/config/required-config.ts refuses without it).
  if (!cmsUrl && !process.env.SITE_URL) process.env.SITE_URL = `http://localhost:${port}`;
  /** @type {Record<string, string>} */
  const env = { PORT: port, NEXT_DIST_DIR: distDir };
  if (!cmsUrl) {
    // The site, without CMS_URL, talks to the sandbox on SANDBOX_PORT with the sandbox's demo secrets.
    const sandboxPort = process.env.SANDBOX_PORT || '4010';
    env.SANDBOX_PORT = sandboxPort;
    cmsUrl = `http://127.0.0.1:${sandboxPort}`;
    if (!sandboxInstalled()) {
      log('CMS_URL is not set and the sandbox is not installed (npm ci installs it): set CMS_URL to the backend.');
      stopAll(1);
    }
    log(`CMS_URL is not set: starting the sandbox on ${cmsUrl}`);
    const sandboxArgs = ['--import', 'tsx', 'sandbox/main.ts'];
    if (args.has('--reset-sandbox')) sandboxArgs.push('--reset');
    // The sandbox tells the site about content changes (editors' edits) through its webhook.
    const revalidateUrl = process.env.SANDBOX_REVALIDATE_URL || `http://127.0.0.1:${port}/api/revalidate`;
    // ... and gives editors preview links to the site's draft URL, as Drupal's `next` module does.
    const draftUrl =
      process.env.SANDBOX_DRAFT_URL || `${/** @type {string} */ (process.env.SITE_URL).replace(/\/+$/, '')}/api/draft`;
    const sandbox = run(process.execPath, sandboxArgs, {
      SANDBOX_PORT: sandboxPort,
      SANDBOX_REVALIDATE_URL: revalidateUrl,
      SANDBOX_DRAFT_URL: draftUrl,
    });
    sandbox.on('exit', (code) => {
      log(`sandbox stopped (${code})`);
      stopAll(code ?? 1);
    });
    await waitFor(`${cmsUrl}/health`, 120_000);
  }
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

  if (dev) {
    run(process.execPath, [nextBin, 'dev', '-p', port], env);
    return;
  }
  if (needsBuild(cmsUrl)) {
    log(`building the site against ${cmsUrl} ...`);
    const sources = sourcesMtime();
    const code = await exitCodeOf(run(process.execPath, [nextBin, 'build'], env));
    if (code !== 0) {
      log('build failed');
      stopAll(code);
    }
    writeFileSync(join(root, distDir, 'start-stamp.json'), JSON.stringify({ ...buildInputs(cmsUrl), sources }));
  }
  if (args.has('--build-only')) {
    log(`build ready in ${distDir}`);
    // the sandbox gone before this ends: the next start takes its port and resets its folder
    await Promise.all(
      children.map((child) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const gone = exitCodeOf(child);
        child.kill('SIGTERM');
        return gone;
      }),
    );
    process.exit(0);
  }
  if (cluster) {
    const { startCluster } = await import('./cluster/cluster.mjs');
    await startCluster({
      root,
      distDir,
      port,
      cmsUrl,
      siteEnv: env,
      env: process.env,
      spawnChild: run,
      log,
      tls: args.has('--tls'),
    });
    log(`site on http://localhost:${port} (the edge)`);
    return;
  }
  log(`site on http://localhost:${port}`);
  // idle connections outlive a load balancer's or proxy's (60 s is the usual): with Node's 5 s the
  // site closed them under requests just sent on them (ECONNRESET)
  const site = run(process.execPath, [nextBin, 'start', '-p', port, '--keepAliveTimeout', '65000'], env);
  site.on('exit', (code) => stopAll(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  stopAll(1);
});

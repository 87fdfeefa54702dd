// @ts-check
/**
 * The production shape on one machine (`npm run start:cluster`, i.e. `scripts/start.mjs --cluster`):
 * Redis, INSTANCES (3) `next start` processes of one build sharing it, and Varnish on PORT in front
 * of them. It supervises like a process manager: an instance, Redis or Varnish that stops is
 * started again a moment later. What runs where is written to `<build folder>-cluster/state.json`
 * (ports and process ids; the scale tests read it).
 *
 * Ports: Varnish on PORT (every interface); Redis on CLUSTER_PORT_BASE (PORT + 20) unless
 * REDIS_URL names one; the instances on the ports after it, on 127.0.0.1 only, believing
 * X-Forwarded-For from the edge alone (TRUSTED_PROXIES); the limits' own Redis (`noeviction`) on
 * the port after the instances, unless REDIS_URL names one (then REDIS_LIMITS_URL must name the
 * limits' store too: the waiting room's line and the limits' counts must never be evicted, so the
 * cluster does not start on an evictable cache alone); then Prometheus and its exporters
 * (monitoring.mjs). With `tls` (`npm run start:cluster -- --tls`), the two ports after those:
 * hitch taking HTTPS (a self-signed certificate made at start) and Varnish's PROXY-protocol
 * listener it hands each connection to, with the visitor's address (terminator.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopChildren } from '../processes.mjs';
import { startMonitoring } from './monitoring.mjs';
import { spawnRedis, spawnVarnish, waitForPort } from './services.mjs';
import { selfSignedPem, terminatorArgs } from './terminator.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/**
 * Starts one process: `env` added to this process's environment, its output labelled `name`.
 * @typedef {(command: string, args: string[], env: Record<string, string | undefined>, name: string) => ChildProcess} SpawnChild
 */
/**
 * The supervisor: starts a process, records its id in `record` and starts it again whenever it stops.
 * @typedef {(name: string, start: () => ChildProcess, record: { pid: number | null }) => ChildProcess} Keep
 */
/**
 * Where the cluster's parts listen.
 * @typedef {object} ClusterLayout
 * @property {number} edgePort Varnish (PORT)
 * @property {string} redisUrl
 * @property {number | null} ownRedisPort null when REDIS_URL names a Redis of the environment's
 * @property {number[]} instancePorts
 * @property {string} limitsRedisUrl
 * @property {number | null} ownLimitsRedisPort null when REDIS_LIMITS_URL names it
 * @property {number} monitoringPort the first of Prometheus's and its exporters' three
 * @property {number} tlsPort with --tls: hitch's HTTPS port
 * @property {number} proxyPort with --tls: the edge's PROXY-protocol listener (127.0.0.1)
 */
/** @typedef {{ url: string, port: number, pid: number | null }} ClusterProcess */
/**
 * What runs where (state.json, rewritten with each process's current id).
 * @typedef {object} ClusterState
 * @property {ClusterProcess} edge
 * @property {{ url: string, port: number | null, pid: number | null }} redis
 * @property {{ url: string, port: number | null, pid: number | null }} limitsRedis
 * @property {ClusterProcess[]} instances
 * @property {string} cmsUrl
 * @property {ClusterProcess & { cert: string }} [terminator] with --tls: hitch, and the certificate it serves
 * @property {import('./monitoring.mjs').Monitoring | null} [monitoring] null without Prometheus
 */

export const RESTART_DELAY_MS = 500;

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitForHealth(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * REDIS_URL and REDIS_LIMITS_URL when they name Redis servers of the environment's own (null: the
 * cluster runs its own two).
 * @param {Record<string, string | undefined>} env
 * @returns {{ redisUrl: string, limitsRedisUrl: string } | null}
 */
function namedRedis(env) {
  if (!env.REDIS_URL) return null;
  if (!env.REDIS_LIMITS_URL)
    throw new Error(
      'REDIS_URL names a Redis of your own: set REDIS_LIMITS_URL too, a Redis with maxmemory-policy noeviction for the limits and the waiting room’s line',
    );
  return { redisUrl: env.REDIS_URL, limitsRedisUrl: env.REDIS_LIMITS_URL };
}

/**
 * The cluster's layout from the environment and the site's port.
 * @param {{ port: number | string, env?: Record<string, string | undefined> }} options
 * @returns {ClusterLayout}
 */
export function clusterLayout({ port, env = process.env }) {
  const instances = Number(env.INSTANCES || 3);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16)
    throw new Error(`INSTANCES must be 1 to 16, not ${env.INSTANCES}`);
  const base = Number(env.CLUSTER_PORT_BASE || Number(port) + 20);
  const limitsPort = base + 1 + instances;
  const named = namedRedis(env);
  return {
    edgePort: Number(port),
    redisUrl: named ? named.redisUrl : `redis://127.0.0.1:${base}`,
    ownRedisPort: named ? null : base,
    instancePorts: Array.from({ length: instances }, (_, i) => base + 1 + i),
    limitsRedisUrl: named ? named.limitsRedisUrl : `redis://127.0.0.1:${limitsPort}`,
    ownLimitsRedisPort: named ? null : limitsPort,
    // Prometheus and its two exporters
    monitoringPort: limitsPort + 1,
    // with --tls: hitch (HTTPS), and the edge's listener for it (PROXY protocol, 127.0.0.1 only)
    tlsPort: limitsPort + 4,
    proxyPort: limitsPort + 5,
  };
}

/**
 * Starts Redis (unless REDIS_URL), the instances and Varnish, and keeps them running.
 * `spawnChild(command, args, env, name)` starts one process (the caller logs its output) with
 * `siteEnv` added for the instances: what `npm start` gives its one site process (the sandbox's
 * port when CMS_URL is unset, so the instances use the sandbox's demo secrets; with CMS_URL, the
 * environment's own secrets). Resolves once the edge serves the site; `stop()` ends everything.
 * @param {object} options
 * @param {string} options.root the repository
 * @param {string} options.distDir the build folder (NEXT_DIST_DIR); the cluster's own is beside it
 * @param {number | string} options.port the edge's (PORT)
 * @param {string} options.cmsUrl
 * @param {Record<string, string | undefined>} options.siteEnv
 * @param {Record<string, string | undefined>} options.env the cluster's settings (INSTANCES, REDIS_URL, ...)
 * @param {SpawnChild} options.spawnChild
 * @param {(msg: string) => void} options.log
 * @param {boolean} [options.tls] hitch in front of the edge
 * @returns {Promise<{ state: ClusterState, stateFile: string, stop: () => Promise<void> }>}
 */
export async function startCluster({ root, distDir, port, cmsUrl, siteEnv, env, spawnChild, log, tls = false }) {
  const layout = clusterLayout({ port, env });
  const work = join(root, `${distDir}-cluster`);
  mkdirSync(work, { recursive: true });
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  /** @type {ClusterState} */
  const state = {
    edge: { url: `http://127.0.0.1:${layout.edgePort}`, port: layout.edgePort, pid: null },
    redis: { url: layout.redisUrl, port: layout.ownRedisPort, pid: null },
    limitsRedis: { url: layout.limitsRedisUrl, port: layout.ownLimitsRedisPort, pid: null },
    instances: layout.instancePorts.map((instancePort) => ({
      url: `http://127.0.0.1:${instancePort}`,
      port: instancePort,
      pid: null,
    })),
    cmsUrl,
  };
  const stateFile = join(work, 'state.json');
  // written whole or not at all: a test reads it while a restarted process is recorded
  const save = () => {
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  /** @type {Set<ChildProcess>} */
  const running = new Set();
  let stopping = false;

  /**
   * Starts a process and starts it again whenever it stops, until the cluster stops.
   * @type {Keep}
   */
  function keep(name, start, record) {
    const launch = () => {
      const child = start();
      running.add(child);
      // no id when it could not be started: recorded as not running, as before its first start
      record.pid = child.pid ?? null;
      save();
      child.on('exit', (code, signal) => {
        running.delete(child);
        if (stopping) return;
        log(`${name} stopped (${signal ?? code}); starting it again`);
        setTimeout(() => !stopping && launch(), RESTART_DELAY_MS);
      });
      return child;
    };
    return launch();
  }

  const { ownRedisPort, ownLimitsRedisPort } = layout;
  if (ownRedisPort) {
    const redis = keep(
      'redis',
      () => spawnRedis({ port: ownRedisPort }, (cmd, args) => spawnChild(cmd, args, {}, 'redis')),
      state.redis,
    );
    await waitForPort(ownRedisPort, 10_000, redis);
  }
  if (ownLimitsRedisPort) {
    const limitsRedis = keep(
      'limits redis',
      () =>
        spawnRedis({ port: ownLimitsRedisPort, maxMemoryMb: 64, policy: 'noeviction' }, (cmd, args) =>
          spawnChild(cmd, args, {}, 'limits redis'),
        ),
      state.limitsRedis,
    );
    await waitForPort(ownLimitsRedisPort, 10_000, limitsRedis);
  }
  // the edge asks the instances' purges for this secret (a fresh one each start, unless given)
  const purgeSecret = env.EDGE_PURGE_SECRET || randomBytes(24).toString('base64url');
  // what the edge signs a visitor's arrival with (site.vcl): kept across the edge's restarts
  const arrivalSecret = env.EDGE_ARRIVAL_SECRET || randomBytes(24).toString('base64url');
  // Every instance: the same build, the same secrets (this environment), the shared Redis, and
  // the edge to purge after the webhook.
  const instanceEnv = {
    ...siteEnv,
    NEXT_DIST_DIR: distDir,
    REDIS_URL: layout.redisUrl,
    ...(layout.limitsRedisUrl ? { REDIS_LIMITS_URL: layout.limitsRedisUrl } : {}),
    EDGE_PURGE_URLS: state.edge.url,
    EDGE_PURGE_SECRET: purgeSecret,
    // the edge (on this machine) is the only proxy whose X-Forwarded-For counts
    TRUSTED_PROXIES: '127.0.0.1,::1',
  };
  state.instances.forEach((instance, i) =>
    keep(
      `instance ${i + 1}`,
      () =>
        spawnChild(
          process.execPath,
          // idle connections outlive Varnish's (backend_idle_timeout 60 s): Node's 5 s default
          // closed them under a request Varnish had just sent on one (ECONNRESET, a 503)
          [nextBin, 'start', '-H', '127.0.0.1', '-p', String(instance.port), '--keepAliveTimeout', '65000'],
          { ...instanceEnv, PORT: String(instance.port) },
          `instance ${i + 1}`,
        ),
      instance,
    ),
  );
  await Promise.all(state.instances.map((instance) => waitForHealth(`${instance.url}/api/health`, 120_000)));
  keep(
    'varnish',
    () =>
      spawnVarnish(
        {
          port: layout.edgePort,
          dir: join(work, 'varnish'),
          root,
          ...(tls ? { proxyPort: layout.proxyPort } : {}),
          instancePorts: layout.instancePorts,
          siteVcl: join(root, 'ops', 'varnish', 'site.vcl'),
          purgeSecret,
          arrivalSecret,
          trustedProxies: env.EDGE_TRUSTED_PROXIES ?? '',
        },
        (cmd, args, env) => spawnChild(cmd, args, env, 'varnish'),
      ),
    state.edge,
  );
  await waitForHealth(`${state.edge.url}/api/health`, 60_000);
  if (tls) {
    const dir = join(work, 'terminator');
    const { pem, cert } = selfSignedPem(dir);
    state.terminator = { url: `https://localhost:${layout.tlsPort}`, port: layout.tlsPort, cert, pid: null };
    const args = terminatorArgs({ port: layout.tlsPort, proxyPort: layout.proxyPort, pem, dir });
    const hitch = keep('terminator', () => spawnChild('hitch', args, {}, 'terminator'), state.terminator);
    await waitForPort(layout.tlsPort, 10_000, hitch);
  }
  state.monitoring = startMonitoring({
    root,
    work,
    instancePorts: layout.instancePorts,
    firstPort: layout.monitoringPort,
    redisUrl: layout.redisUrl,
    varnishName: join(work, 'varnish', 'state'),
    env,
    keep,
    spawnChild,
    log,
  });
  save();
  log(
    `cluster: ${state.terminator ? `hitch (TLS) on ${state.terminator.url}, ` : ''}Varnish on ${state.edge.url}, ${state.instances.length} instances (${layout.instancePorts.join(', ')}), Redis ${layout.redisUrl}; state in ${stateFile}`,
  );

  return {
    state,
    stateFile,
    async stop() {
      stopping = true;
      await stopChildren([...running]);
    },
  };
}

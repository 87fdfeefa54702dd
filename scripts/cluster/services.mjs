// @ts-check
/**
 * The two services the cluster runs beside the site's instances: Redis (Debian's redis-server)
 * and the edge (Debian's varnish with varnish-modules). Each is started in the foreground as a
 * child process, so the cluster's supervisor sees it stop and can restart it.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net, { isIP } from 'node:net';
import { join } from 'node:path';
import { writeBusyPages } from './busy-page.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * Resolves once something accepts TCP connections on `port` (127.0.0.1).
 * @param {number} port
 * @param {number} timeoutMs
 * @param {ChildProcess} [child] the process to listen there: its exit ends the wait
 * @returns {Promise<void>}
 */
export async function waitForPort(port, timeoutMs, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the process for port ${port} exited (${child.exitCode})`);
    /** @type {boolean} */
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}

/**
 * Redis for the cluster's caches and tag expirations: nothing persisted (a restart starts empty,
 * and the instances render again), and bounded in memory: past `maxmemory` it evicts cached
 * entries, which all have a time to live, never the tag expirations, which have none
 * (`volatile-lru`). A managed Redis or Valkey needs the same policy.
 *
 * `policy: 'noeviction'` is the limits' own store (REDIS_LIMITS_URL): their counts have a time to
 * live too, so under `volatile-lru` a flood of cached pages could push them out and reset every
 * guessing limit; in a store of their own nothing is ever evicted (past `maxmemory` a write fails,
 * and the limits count in the instance's memory meanwhile).
 * @param {{ port: number, maxMemoryMb?: number, policy?: string }} options
 * @param {(command: string, args: string[]) => ChildProcess} [spawnChild] starts it (the caller's, to supervise and log it)
 * @returns {ChildProcess}
 */
export function spawnRedis({ port, maxMemoryMb = 256, policy = 'volatile-lru' }, spawnChild = spawn) {
  return spawnChild('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    `${maxMemoryMb}mb`,
    '--maxmemory-policy',
    policy,
  ]);
}

/**
 * The VCL Varnish loads: the instances as backends with a health probe (readiness, /api/ready), a
 * round-robin director over them, who may purge, whose X-Forwarded-For the edge believes, and
 * then the site's rules (ops/varnish/site.vcl).
 *
 * The probe (Varnish 7.1, vcl-probe(7)): Varnish asks again `interval` after each answer (or its
 * timeout), never two at once; each answer (a 200 within `timeout`) or miss is shifted into the
 * backend's record, and it is healthy while at least `threshold` of the last `window` were good
 * (`initial` good ones are assumed at start). /api/ready answers from its last check at once
 * (lib/platform/readiness/readiness.ts, whose own checks allow for the loop's lag), so the probe's
 * time is the instance's event-loop lag, and a busy loop is not a dead instance: a crowd of
 * 2,000 arriving in 10 s kept a loop 2-5 s behind, and 4 s with 3 misses of 5 took both
 * instances out at once (issue 43: the crowd met the edge's 503s). So a late answer is allowed
 * 6 s, and it takes 6 misses in the last 8 to go out: an instance behind by seconds for half a
 * minute stays in; 3 good answers bring one back. A killed instance refuses the connection, each
 * probe fails at once and it is out within 6 s (the reads meanwhile are retried on the next,
 * site.vcl); a hung one that takes connections and never answers is out within 42 s (6 x 7 s).
 *
 * Readiness fails on an instance that cannot reach Redis, or the content backend without last good
 * copies: it then gets no visitors while the others are ready. When none is (Redis or the backend
 * is down for all of them), the outage is shared and taking every instance out would turn it into
 * a 503 for every page: the director `instances` then falls back to all of them, unprobed, and
 * they serve what they can (the site is built to: pages from memory, the maintenance page).
 *
 * `trustedProxies`: the terminators in front of the edge whose X-Forwarded-For it believes
 * (EDGE_TRUSTED_PROXIES, addresses or CIDR ranges, comma-separated); none by default (VCL wants
 * an acl with an entry: a documentation-only address then stands for nobody).
 */
export const PROBE = { url: '/api/ready', interval: '1s', timeout: '6s', window: 8, threshold: 3, initial: 3 };

/** @param {string} entry */
function aclEntry(entry) {
  const [address, bits] = entry.split('/');
  if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
    throw new Error(`EDGE_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  return bits === undefined ? `  "${address}";` : `  "${address}"/${bits};`;
}

/**
 * A retried read goes to an instance it has not been sent to yet: a ready one first, then any.
 * The round-robin director alone hands a retry the next instance in its turn, which under load is
 * another request's turn: with one instance stopped and another killed, one read was sent to the
 * two gone ones twice each (refused, then cut off, then Varnish's hold-down after a refusal) and
 * got the busy page while the third stood ready. The instances asked so far travel in
 * X-Edge-Tried (bereq keeps it across retries); the instances ignore it. Once every one has been
 * asked, the director chooses again.
 * @param {number} count the instances
 */
function untriedOnRetry(count) {
  const names = Array.from({ length: count }, (_, i) => `instance${i + 1}`);
  /** @param {string} name */
  const untried = (name) => `bereq.http.X-Edge-Tried !~ "(^| )${name}(_unprobed)?( |$)"`;
  const choices = [
    ...names.map((name) => `(std.healthy(${name}) && ${untried(name)}) {\n      set bereq.backend = ${name};\n    }`),
    ...names.map((name) => `(${untried(name)}) {\n      set bereq.backend = ${name}_unprobed;\n    }`),
  ];
  return [
    'import std;',
    `sub vcl_backend_fetch {\n  if (bereq.retries > 0) {\n    if ${choices.join(' elsif ')} else {\n      set bereq.backend = instances.backend();\n    }\n  }\n}`,
    'sub vcl_backend_error {\n  set bereq.http.X-Edge-Tried = bereq.http.X-Edge-Tried + " " + beresp.backend;\n}',
  ].join('\n\n');
}

/**
 * @param {object} options
 * @param {(number | string)[]} options.instancePorts a VCL macro (`${s1_port}`) will do, in a varnishtest
 * @param {string} options.siteVcl the site's rules, included last
 * @param {string} [options.trustedProxies] EDGE_TRUSTED_PROXIES
 * @returns {string}
 */
export function edgeVcl({ instancePorts, siteVcl, trustedProxies = '' }) {
  /**
   * @param {string} name
   * @param {number | string} port
   * @param {boolean} probe
   */
  const backend = (name, port, probe) =>
    `backend ${name} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n${probe ? '  .probe = instance_probe;\n' : ''}  .connect_timeout = 1s;\n  .first_byte_timeout = 60s;\n  .between_bytes_timeout = 30s;\n}`;
  const backends = instancePorts
    .flatMap((port, i) => [backend(`instance${i + 1}`, port, true), backend(`instance${i + 1}_unprobed`, port, false)])
    .join('\n');
  const forwarders = trustedProxies
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map(aclEntry);
  return [
    'vcl 4.1;',
    'import directors;',
    `probe instance_probe {\n  .url = "${PROBE.url}";\n  .interval = ${PROBE.interval};\n  .timeout = ${PROBE.timeout};\n  .window = ${PROBE.window};\n  .threshold = ${PROBE.threshold};\n  .initial = ${PROBE.initial};\n}`,
    backends,
    'acl purgers {\n  "127.0.0.1";\n  "::1";\n}',
    `acl forwarders {\n${forwarders.length ? forwarders.join('\n') : '  "192.0.2.1";'}\n}`,
    `sub vcl_init {\n  new ready = directors.round_robin();\n${instancePorts.map((_, i) => `  ready.add_backend(instance${i + 1});`).join('\n')}\n  new everyone = directors.round_robin();\n${instancePorts.map((_, i) => `  everyone.add_backend(instance${i + 1}_unprobed);`).join('\n')}\n  new instances = directors.fallback();\n  instances.add_backend(ready.backend());\n  instances.add_backend(everyone.backend());\n}`,
    untriedOnRetry(instancePorts.length),
    `include "${siteVcl}";`,
    '',
  ].join('\n\n');
}

/**
 * Varnish in the foreground on `port` (every interface: the cluster's one public listener; the
 * instances listen on 127.0.0.1 behind it), with the VCL above and the busy pages
 * (./busy-page.mjs) written into `dir`. With `proxyPort`, a second listener on 127.0.0.1 named
 * `terminator` speaks the PROXY protocol (v1 or v2), for a TLS terminator in front (./terminator.mjs).
 * Larger header limits than the defaults: a page names its cache tags in `xkey` header lines (a few
 * kB). `spawnChild(command, args, env)` gets EDGE_PURGE_SECRET, EDGE_ARRIVAL_SECRET (what the
 * edge signs a visitor's arrival with: the edge alone signs and checks it) and EDGE_PAGES_DIR for
 * its environment (site.vcl reads them).
 * @param {object} options
 * @param {string} options.root the repository (messages/ for the busy pages)
 * @param {number} options.port
 * @param {number} [options.proxyPort]
 * @param {string} options.dir Varnish's folder (its state, VCL and pages)
 * @param {number[]} options.instancePorts
 * @param {string} options.siteVcl
 * @param {string} options.purgeSecret
 * @param {string} [options.arrivalSecret]
 * @param {string} [options.trustedProxies]
 * @param {number} [options.storageMb]
 * @param {(command: string, args: string[], env: Record<string, string>) => ChildProcess} [spawnChild]
 *   starts it with `env` added to this process's environment
 * @returns {ChildProcess}
 */
export function spawnVarnish(
  {
    root,
    port,
    proxyPort,
    dir,
    instancePorts,
    siteVcl,
    purgeSecret,
    arrivalSecret = randomBytes(24).toString('base64url'),
    trustedProxies,
    storageMb = 256,
  },
  spawnChild = (cmd, args, env) => spawn(cmd, args, { env: { ...process.env, ...env } }),
) {
  mkdirSync(join(dir, 'state'), { recursive: true });
  const vcl = join(dir, 'edge.vcl');
  writeFileSync(vcl, edgeVcl({ instancePorts, siteVcl, trustedProxies }));
  const pages = writeBusyPages({ root, dir: join(dir, 'pages') });
  const args = [
    '-F',
    '-n',
    join(dir, 'state'),
    '-a',
    `public=:${port}`,
    ...(proxyPort ? ['-a', `terminator=127.0.0.1:${proxyPort},PROXY`] : []),
    '-f',
    vcl,
    '-s',
    `malloc,${storageMb}m`,
    '-T',
    'none',
    '-p',
    'default_ttl=0',
    '-p',
    'http_resp_hdr_len=16k',
    '-p',
    'http_resp_size=96k',
    '-p',
    'workspace_backend=192k',
    // a crowd arriving at once (issue 44: hundreds of seat maps polling): threads ready for it, and
    // requests waiting for a thread instead of their connection being dropped (default 20 a pool)
    '-p',
    'thread_pool_min=250',
    '-p',
    'thread_queue_limit=2000',
  ];
  return spawnChild('varnishd', args, {
    EDGE_PURGE_SECRET: purgeSecret,
    EDGE_ARRIVAL_SECRET: arrivalSecret,
    EDGE_PAGES_DIR: pages,
  });
}

/**
 * The two services the cluster runs beside the site's instances: Redis (Debian's redis-server)
 * and the edge (Debian's varnish with varnish-modules). Each is started in the foreground as a
 * child process, so the cluster's supervisor sees it stop and can restart it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/** Resolves once something accepts TCP connections on `port` (127.0.0.1). */
export async function waitForPort(port, timeoutMs, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the process for port ${port} exited (${child.exitCode})`);
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
 * round-robin director over them, who may purge, and then the site's rules (ops/varnish/site.vcl).
 *
 * The probe: Varnish asks again `interval` after each answer (or its timeout), never two at once,
 * and an instance is healthy while at least `threshold` of the last `window` answers were 200s.
 * /api/ready answers from its last check at once (lib/observability/readiness.ts), so its time is
 * the instance's event-loop lag: under the buying bench's largest crowds 2 s and more, where a
 * 2 s timeout and 2 misses in 3 took busy instances out, all three within seconds (docs/speed.md).
 * A 4 s timeout lets a busy instance answer late, and it takes 3 misses in the last 5 (not 2 in
 * 3) to go out, so a few in a row are ridden out; 3 good answers bring it back. A killed
 * instance refuses the connection, each probe fails at once and it is out within 3 s (the requests
 * meanwhile are retried on the next, site.vcl); a hung one that takes connections and never
 * answers is out within 15 s (3 x (4 s + 1 s)).
 *
 * Readiness fails on an instance that cannot reach Redis, or the content backend without last good
 * copies: it then gets no visitors while the others are ready. When none is (Redis or the backend
 * is down for all of them), the outage is shared and taking every instance out would turn it into
 * a 503 for every page: the director `instances` then falls back to all of them, unprobed, and
 * they serve what they can (the site is built to: pages from memory, the maintenance page).
 */
export function edgeVcl({ instancePorts, siteVcl }) {
  const backend = (name, port, probe) =>
    `backend ${name} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n${probe ? '  .probe = instance_probe;\n' : ''}  .connect_timeout = 1s;\n  .first_byte_timeout = 60s;\n  .between_bytes_timeout = 30s;\n}`;
  const backends = instancePorts
    .flatMap((port, i) => [backend(`instance${i + 1}`, port, true), backend(`instance${i + 1}_unprobed`, port, false)])
    .join('\n');
  return [
    'vcl 4.1;',
    'import directors;',
    'probe instance_probe {\n  .url = "/api/ready";\n  .interval = 1s;\n  .timeout = 4s;\n  .window = 5;\n  .threshold = 3;\n  .initial = 3;\n}',
    backends,
    'acl purgers {\n  "127.0.0.1";\n  "::1";\n}',
    `sub vcl_init {\n  new ready = directors.round_robin();\n${instancePorts.map((_, i) => `  ready.add_backend(instance${i + 1});`).join('\n')}\n  new everyone = directors.round_robin();\n${instancePorts.map((_, i) => `  everyone.add_backend(instance${i + 1}_unprobed);`).join('\n')}\n  new instances = directors.fallback();\n  instances.add_backend(ready.backend());\n  instances.add_backend(everyone.backend());\n}`,
    `include "${siteVcl}";`,
    '',
  ].join('\n\n');
}

/**
 * Varnish in the foreground on `port` (every interface: the cluster's one public listener; the
 * instances listen on 127.0.0.1 behind it), with the VCL above written into `dir`. Larger header
 * limits than the defaults: a page names its cache tags in `xkey` header lines (a few kB).
 * `spawnChild(command, args, env)` gets EDGE_PURGE_SECRET for its environment (site.vcl reads it).
 */
export function spawnVarnish(
  { port, dir, instancePorts, siteVcl, purgeSecret, storageMb = 256 },
  spawnChild = (cmd, args, env) => spawn(cmd, args, { env: { ...process.env, ...env } }),
) {
  mkdirSync(join(dir, 'state'), { recursive: true });
  const vcl = join(dir, 'edge.vcl');
  writeFileSync(vcl, edgeVcl({ instancePorts, siteVcl }));
  const args = [
    '-F',
    '-n',
    join(dir, 'state'),
    '-a',
    `:${port}`,
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
  return spawnChild('varnishd', args, { EDGE_PURGE_SECRET: purgeSecret });
}

// @ts-check
/**
 * The cluster's monitoring (docs/operating.md): Debian's Prometheus scraping every instance's
 * /api/metrics, Varnish through prometheus-varnish-exporter (which reads varnishstat of the edge's
 * named instance, `-n`) and Redis through prometheus-redis-exporter, with the alert rules of
 * ops/prometheus/alerts.yml. Each runs in the foreground under the cluster's supervisor. Without
 * Debian's `prometheus` package the cluster runs without them (and says so).
 *
 * Ports, after the instances: Prometheus, then the Varnish exporter, then the Redis exporter.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {import('./cluster.mjs').ClusterProcess} ClusterProcess */
/** @typedef {{ prometheus: number, varnishExporter: number, redisExporter: number }} MonitoringPorts */
/**
 * What startMonitoring runs (the cluster's state.json records it); the Redis exporter only when installed.
 * @typedef {{ prometheus: ClusterProcess, varnishExporter: ClusterProcess, redisExporter?: ClusterProcess }} Monitoring
 */

export const SCRAPE_INTERVAL = '5s';

/**
 * Whether `command` is installed (on PATH).
 * @param {string} command
 * @returns {boolean}
 */
export function installed(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Three ports from `first` on (clusterLayout's monitoringPort: after the instances and the limits' Redis).
 * @param {number} first
 * @returns {MonitoringPorts}
 */
export function monitoringPorts(first) {
  return { prometheus: first, varnishExporter: first + 1, redisExporter: first + 2 };
}

/** @param {string} value */
const quote = (value) => JSON.stringify(value);

/**
 * prometheus.yml for the cluster: the instances (job `site`, the metrics token when METRICS_TOKEN
 * is set), the edge (`varnish`) and Redis (`redis`), every SCRAPE_INTERVAL, and the alert rules.
 * In production the jobs are the same with the real hosts, and 15 s or 30 s between scrapes.
 * @param {object} options
 * @param {number[]} options.instancePorts
 * @param {MonitoringPorts} options.ports
 * @param {string} options.rules the alert rules' file
 * @param {string} [options.metricsToken]
 * @param {boolean} [options.redis] whether Redis is scraped (its exporter is installed)
 * @returns {string}
 */
export function prometheusConfig({ instancePorts, ports, rules, metricsToken, redis = true }) {
  /**
   * @param {string} name
   * @param {number[]} targets
   * @param {string[]} [extra]
   */
  const job = (name, targets, extra = []) => [
    `  - job_name: ${name}`,
    ...extra,
    '    static_configs:',
    `      - targets: [${targets.map((port) => quote(`127.0.0.1:${port}`)).join(', ')}]`,
  ];
  return [
    'global:',
    `  scrape_interval: ${SCRAPE_INTERVAL}`,
    `  evaluation_interval: ${SCRAPE_INTERVAL}`,
    'rule_files:',
    `  - ${quote(rules)}`,
    'scrape_configs:',
    ...job('site', instancePorts, [
      '    metrics_path: /api/metrics',
      ...(metricsToken ? ['    authorization:', `      credentials: ${quote(metricsToken)}`] : []),
    ]),
    ...job('varnish', [ports.varnishExporter]),
    ...(redis ? job('redis', [ports.redisExporter]) : []),
    '',
  ].join('\n');
}

/**
 * Starts Prometheus and the exporters under `keep` (the supervisor's: restarted when they stop)
 * and records them in `state.monitoring`. `varnishName` is the edge's `-n` (its state folder).
 * @param {object} options
 * @param {string} options.root the repository (ops/prometheus/alerts.yml)
 * @param {string} options.work the cluster's folder (Prometheus's goes in it)
 * @param {number[]} options.instancePorts
 * @param {number} options.firstPort clusterLayout's monitoringPort
 * @param {string} options.redisUrl
 * @param {string} options.varnishName
 * @param {Record<string, string | undefined>} options.env METRICS_TOKEN
 * @param {import('./cluster.mjs').Keep} options.keep
 * @param {import('./cluster.mjs').SpawnChild} options.spawnChild
 * @param {(msg: string) => void} options.log
 * @returns {Monitoring | null} null when Prometheus is not installed
 */
export function startMonitoring({
  root,
  work,
  instancePorts,
  firstPort,
  redisUrl,
  varnishName,
  env,
  keep,
  spawnChild,
  log,
}) {
  if (!installed('prometheus')) {
    log('prometheus is not installed (apt-get install prometheus): the cluster runs without monitoring');
    return null;
  }
  const ports = monitoringPorts(firstPort);
  const dir = join(work, 'prometheus');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const redis = installed('prometheus-redis-exporter');
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    prometheusConfig({
      instancePorts,
      ports,
      rules: join(root, 'ops', 'prometheus', 'alerts.yml'),
      metricsToken: env.METRICS_TOKEN,
      redis,
    }),
  );
  /** @type {(port: number) => ClusterProcess} */
  const at = (port) => ({ url: `http://127.0.0.1:${port}`, port, pid: null });
  /** @type {Monitoring} */
  const monitoring = { prometheus: at(ports.prometheus), varnishExporter: at(ports.varnishExporter) };
  keep(
    'prometheus',
    () =>
      spawnChild(
        'prometheus',
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${join(dir, 'data')}`,
          '--storage.tsdb.retention.time=2d',
          `--web.listen-address=127.0.0.1:${ports.prometheus}`,
          '--log.level=warn',
        ],
        {},
        'prometheus',
      ),
    monitoring.prometheus,
  );
  keep(
    'varnish exporter',
    () =>
      spawnChild(
        'prometheus-varnish-exporter',
        ['-n', varnishName, '-web.listen-address', `127.0.0.1:${ports.varnishExporter}`, '-raw'],
        {},
        'varnish-exporter',
      ),
    monitoring.varnishExporter,
  );
  if (redis) {
    monitoring.redisExporter = at(ports.redisExporter);
    // the address (a password, with a managed Redis) goes in the environment, not on the command line
    keep(
      'redis exporter',
      () =>
        spawnChild(
          'prometheus-redis-exporter',
          ['-web.listen-address', `127.0.0.1:${ports.redisExporter}`],
          { REDIS_ADDR: redisUrl },
          'redis-exporter',
        ),
      monitoring.redisExporter,
    );
  }
  log(`monitoring: Prometheus on ${monitoring.prometheus.url}`);
  return monitoring;
}

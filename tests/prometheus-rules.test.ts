// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { monitoringPorts, prometheusConfig } from '../scripts/cluster/monitoring.mjs';

/**
 * The alert rules and the cluster's Prometheus configuration, checked by Prometheus's own tool
 * (`apt-get install prometheus`; CI installs it): the rules load, each alert fires on the series it
 * is meant for and not on healthy ones (ops/prometheus/alerts.test.yml), and the configuration the
 * cluster writes is valid.
 */
const dir = join(__dirname, '..', 'ops', 'prometheus');
const run = promisify(execFile);

async function promtool(...args: string[]) {
  return run('promtool', args, { cwd: dir }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      ok: false,
      output: `${error.stdout ?? ''}${error.stderr ?? error.message}`,
    }),
  );
}

describe('monitoring (Prometheus)', () => {
  it('the alert rules load, and each fires when it should and only then', async () => {
    const checked = await promtool('check', 'rules', 'alerts.yml');
    expect(checked.ok, checked.output).toBe(true);
    const tested = await promtool('test', 'rules', 'alerts.test.yml');
    expect(tested.ok, tested.output).toBe(true);
  }, 60_000);

  it("the cluster's configuration is valid, with and without a metrics token", async () => {
    const instancePorts = [3021, 3022, 3023];
    const work = mkdtempSync(join(tmpdir(), 'prometheus-config-'));
    for (const metricsToken of [undefined, 'a-metrics-token-of-some-length']) {
      const file = join(work, `prometheus-${metricsToken ? 'token' : 'open'}.yml`);
      const text = prometheusConfig({
        instancePorts,
        ports: monitoringPorts(3024),
        rules: join(dir, 'alerts.yml'),
        metricsToken,
      });
      writeFileSync(file, text);
      const checked = await promtool('check', 'config', file);
      expect(checked.ok, checked.output).toBe(true);
      expect(text).toContain('"127.0.0.1:3021", "127.0.0.1:3022", "127.0.0.1:3023"');
    }
  }, 60_000);
});

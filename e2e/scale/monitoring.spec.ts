import { expect, test } from '../fixtures';
import { readFileSync } from 'node:fs';
import { clusterStateFile } from '../../playwright.config';
import { clusterState, get } from './cluster';

/**
 * The cluster's monitoring (issue 32, scripts/cluster/monitoring.mjs): Prometheus scrapes every
 * instance, the edge (through its exporter) and Redis (through its), and finds each one up; the
 * edge never serves the metrics to the public.
 */
type Target = { labels: { job: string; instance: string }; health: string; lastError: string };

test('Prometheus scrapes every instance, the edge and Redis, and each is up', async () => {
  const { monitoring } = JSON.parse(readFileSync(clusterStateFile, 'utf8')) as {
    monitoring: { prometheus: { url: string } } | null;
  };
  expect(monitoring, 'the cluster started Prometheus (apt-get install prometheus)').toBeTruthy();
  const { instances } = clusterState();
  const targets = async () => {
    const res = await fetch(`${monitoring!.prometheus.url}/api/v1/targets?state=active`);
    return ((await res.json()) as { data: { activeTargets: Target[] } }).data.activeTargets;
  };
  await expect
    .poll(async () => (await targets()).map((t) => `${t.labels.job} ${t.health} ${t.lastError}`).sort(), {
      timeout: 60_000,
    })
    .toEqual(['redis up ', 'varnish up ', ...instances.map(() => 'site up ')].sort());
  expect(
    (await targets())
      .filter((t) => t.labels.job === 'site')
      .map((t) => t.labels.instance)
      .sort(),
  ).toEqual(instances.map((i) => `127.0.0.1:${i.port}`).sort());
  // the alert rules are loaded, and none is firing on a healthy cluster
  const rules = (await (await fetch(`${monitoring!.prometheus.url}/api/v1/rules`)).json()) as {
    data: { groups: { rules: { name: string; state: string }[] }[] };
  };
  const alerts = rules.data.groups.flatMap((g) => g.rules);
  expect(alerts.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      'InstanceDown',
      'EdgeDown',
      'TicketingApiErrors',
      'EdgeHitRatioCollapse',
      'WebhookFailing',
    ]),
  );
  expect(alerts.filter((r) => r.state === 'firing').map((r) => r.name)).toEqual([]);
});

test('the edge never serves the metrics', async () => {
  const { edge } = clusterState();
  expect((await get(edge.url, '/api/metrics')).status).toBe(404);
});

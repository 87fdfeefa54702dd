// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clusterLayout } from '@/scripts/cluster/cluster.mjs';

describe('the cluster’s layout (issue 43)', () => {
  it('runs a limits store of its own (noeviction) next to its own Redis', () => {
    const layout = clusterLayout({ port: 3700, env: {} });
    expect(layout.redisUrl).toBe('redis://127.0.0.1:3720');
    expect(layout.limitsRedisUrl).toBe(`redis://127.0.0.1:${layout.ownLimitsRedisPort}`);
    expect(layout.limitsRedisUrl).not.toBe(layout.redisUrl);
  });

  it('refuses to start on a Redis of one’s own without the limits’ store', () => {
    expect(() => clusterLayout({ port: 3700, env: { REDIS_URL: 'redis://cache:6379' } })).toThrow(/REDIS_LIMITS_URL/);
    expect(
      clusterLayout({ port: 3700, env: { REDIS_URL: 'redis://cache:6379', REDIS_LIMITS_URL: 'redis://limits:6379' } })
        .limitsRedisUrl,
    ).toBe('redis://limits:6379');
  });
});

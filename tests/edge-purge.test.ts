// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The webhook's purge of the edge (lib/platform/cache/edge.mjs), against a stand-in edge that records what
 * it is asked: by cache tag (xkey), in batches, and once more a moment later.
 */
const purges: { method?: string; headers: IncomingHttpHeaders; at: number }[] = [];
const edge = createServer((req, res) => {
  purges.push({ method: req.method, headers: req.headers, at: Date.now() });
  res.end('Purged');
});

let edgeModule: typeof import('../lib/platform/cache/edge.mjs');
beforeAll(async () => {
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('EDGE_PURGE_URLS', `http://127.0.0.1:${(edge.address() as AddressInfo).port}`);
  edgeModule = await import('../lib/platform/cache/edge.mjs');
});
afterAll(() => edge.close());

describe('purging the edge by cache tag', () => {
  it('sends PURGE with the tags as xkey keys, then again a moment later for answers that were in flight', async () => {
    const started = Date.now();
    await edgeModule.purgeEdge(['node:1', 'node_list:news', 'config:system.menu.main', 'alias:en:/news/a b,c']);
    expect(purges).toHaveLength(1);
    expect(purges[0].method).toBe('PURGE');
    const keys = String(purges[0].headers.xkey).split(' ');
    // Drupal's tags (colons, dots) are keys as they are
    expect(keys.slice(0, 3)).toEqual(['node:1', 'node_list:news', 'config:system.menu.main']);
    // a path with a space or a comma (xkey's separators) becomes a short hash, the one pages name
    expect(keys[3]).toMatch(/^h:[0-9a-f]{24}$/);
    expect(edgeModule.edgeKeyLines(['alias:en:/news/a b,c']).join(' ')).toContain(keys[3]);
    await expect.poll(() => purges.length, { timeout: edgeModule.REPURGE_AFTER_MS + 3000 }).toBe(2);
    expect(purges[1].at - started).toBeGreaterThanOrEqual(edgeModule.REPURGE_AFTER_MS);
    expect(purges[1].headers.xkey).toBe(purges[0].headers.xkey);
  });

  it('names every page "all" as well, so one purge can empty the edge', () => {
    expect(edgeModule.edgeKeyLines(['_N_T_/layout', 'node:1'])).toEqual(['all node:1']);
  });
});

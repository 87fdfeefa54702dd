import { expect, test } from '../fixtures';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseURL, distDir, routeCacheLimits } from '../../playwright.config';
import { pool, rawGet } from './raw-http';

/**
 * Nobody can fill the disk: 600 random member order tokens (each answered 200 by the order page),
 * unknown paths and very long ones, at 8 at a time, leave the site's build folder within the route
 * cache's bounds (it grew 184 MB and 21,000 files for 3,000 tokens before: every private page and
 * every 404 was stored), and the home page is still served from the cache afterwards.
 */
const TOKENS = 600;
const UNKNOWN = 200;
const LONG = 50;
const CONCURRENCY = 8;

function usage(dir: string) {
  let files = 0;
  let bytes = 0;
  const visit = (path: string) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) {
        files += 1;
        bytes += statSync(child).size;
      }
    }
  };
  visit(dir);
  return { files, bytes };
}

const random = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

test('a flood of private and unknown pages stays within the route cache bounds, and the home page stays cached', async ({
  request,
}) => {
  test.setTimeout(8 * 60_000);
  // the home page is cached before the flood
  await expect(async () => {
    await request.get('/');
    expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT');
  }).toPass({ timeout: 30_000 });
  const build = join(process.cwd(), distDir);
  const before = usage(build);

  const paths = [
    ...Array.from({ length: TOKENS }, (_, i) => `${i % 2 ? '/en' : ''}/profile/orders/${random(8 + (i % 56))}`),
    ...Array.from(
      { length: UNKNOWN },
      (_, i) => `${i % 2 ? '/en' : ''}/${['news', 'shows', 'events', 'festival'][i % 4]}/${random(12)}`,
    ),
    ...Array.from({ length: LONG }, () => `/${random(1900)}`),
  ];
  const results = await pool(paths, CONCURRENCY, (path) => rawGet(baseURL, path));
  const failed = results.filter((r) => r.status === 0 || r.status >= 500);
  expect(failed.slice(0, 5), `${failed.length} of ${paths.length} requests failed`).toEqual([]);

  const after = usage(build);
  const grown = { files: after.files - before.files, bytes: after.bytes - before.bytes };
  test.info().annotations.push({ type: 'build folder growth', description: JSON.stringify(grown) });
  const routeCache = usage(join(build, 'cache', 'route-cache'));
  expect(routeCache.files).toBeLessThanOrEqual(routeCacheLimits.entries);
  expect(routeCache.bytes).toBeLessThanOrEqual(routeCacheLimits.megabytes * 1024 * 1024);
  // nothing of the flood was kept anywhere else in the build folder either
  expect(grown.files).toBeLessThanOrEqual(routeCacheLimits.entries);
  expect(grown.bytes).toBeLessThanOrEqual(routeCacheLimits.megabytes * 1024 * 1024);

  // a member page asked for twice is rendered twice, never served from the cache
  const order = `/profile/orders/${random(20)}`;
  await request.get(order);
  expect((await request.get(order)).headers()['x-nextjs-cache']).not.toBe('HIT');
  // the home page did not lose its place
  expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT');
});

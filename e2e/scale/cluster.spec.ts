import { expect, test } from '../fixtures';
import autocannon from 'autocannon';
import { firstNode, previewSecret, setFault, sitePath } from '../support';
import { newsOnTheLanding } from '../../tests/fixtures/seed';
import { clusterState, editNode, get, restarted, revalidateSecret, runningPid, until, webhook } from './cluster';

/**
 * The site as it runs in production (npm run start:cluster): three instances of one build sharing
 * Redis, behind Varnish. Each test uses content no other test in this file touches.
 *
 * How fast a change spreads is measured, not asserted here (the machine is shared: a test must not
 * fail because it is busy): each test records its times (annotations), `npm run bench -- --cluster`
 * reports them over 10 edits. A test waits at most PROPAGATION_MS, far below anything that could
 * refresh a page without the shared tag clock (a page is kept 15 minutes), so a change that did
 * not spread fails it.
 */
const PROPAGATION_MS = 30_000;
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setFault(request, { content: null, ticketing: null });
});

test('a page rendered through one instance is a cache hit on the others, with no backend call', async ({ request }) => {
  const news = await firstNode(request, 'en', 'news', '&sort=created&page[offset]=3');
  const path = sitePath('en', news.alias);
  const [one, ...others] = clusterState().instances;
  const first = await get(one.url, path);
  expect(first.status).toBe(200);
  expect(first.text).toContain(news.title);
  // From here any backend call fails: a page the others had to render would say so (not a HIT).
  await setFault(request, { content: 'error' });
  for (const instance of others) {
    const answer = await get(instance.url, path);
    expect(answer.status, instance.url).toBe(200);
    expect(answer.headers.get('x-nextjs-cache'), instance.url).toBe('HIT');
    expect(answer.text).toContain(news.title);
  }
});

test('an edit reaches every instance and the edge; unpublishing is a 404 everywhere (times recorded)', async ({
  request,
}) => {
  const show = await firstNode(request, 'en', 'project', '&sort=created&page[offset]=1');
  const path = sitePath('en', show.alias);
  const renamed = `${show.title} (extra date)`;
  const { edge, instances } = clusterState();
  const everywhere = [edge, ...instances];
  try {
    for (const target of [...everywhere, edge])
      expect((await get(target.url, path)).text, target.url).toContain(show.title);
    expect((await get(edge.url, path)).headers.get('x-edge-cache')).toBe('HIT');

    const edited = Date.now();
    await editNode(request, show.uuid, { langcode: 'en', title: renamed });
    await Promise.all(
      everywhere.map((target) =>
        until(PROPAGATION_MS, async () => (await get(target.url, path)).text.includes(renamed)),
      ),
    );
    test.info().annotations.push({ type: 'edit to everywhere', description: `${Date.now() - edited} ms` });

    const unpublished = Date.now();
    await editNode(request, show.uuid, { status: false });
    await Promise.all(
      everywhere.map((target) => until(PROPAGATION_MS, async () => (await get(target.url, path)).status === 404)),
    );
    test.info().annotations.push({ type: 'unpublish to everywhere', description: `${Date.now() - unpublished} ms` });
  } finally {
    await editNode(request, show.uuid, { langcode: 'en', title: show.title, status: true });
  }
});

test("Drupal's GET revalidation by path, by slug and by tags, through the edge, refreshes the article and its landing list on every instance and the edge (times recorded)", async ({
  request,
}) => {
  const item = newsOnTheLanding[1];
  const news = await firstNode(request, 'en', 'news', `&filter[path.alias]=${item.path}`);
  const article = sitePath('en', item.path);
  const landing = '/en/news';
  const { edge, instances } = clusterState();
  const everywhere = [edge, ...instances];
  const calls = [
    ['path', `path=${encodeURIComponent(article)}`],
    ['slug', `slug=${encodeURIComponent(article)}`],
    ['tags', `tags=node:${news.nid},node_list,node_list:news`],
  ] as const;
  let shown = news.title;
  try {
    for (const [form, query] of calls) {
      for (const target of [...everywhere, edge])
        for (const path of [article, landing]) expect((await get(target.url, path)).text, target.url).toContain(shown);
      // the edge holds the page (the previous test's own saves may still be purging lists it shows)
      await expect
        .poll(async () => (await get(edge.url, article)).headers.get('x-edge-cache'), { timeout: PROPAGATION_MS })
        .toBe('HIT');
      // saved in a Drupal that tells the site nothing: the edge keeps the page it has
      const renamed = `${news.title} (${form})`;
      await editNode(request, news.uuid, { langcode: 'en', title: renamed, revalidator: 'none' });
      const refused = await fetch(`${edge.url}/api/revalidate?${query}&secret=wrong`);
      expect(refused.status).toBe(401);
      expect((await get(edge.url, article)).text).not.toContain(renamed);

      // Drupal calls the site's public URL: the edge passes it to an instance
      const called = Date.now();
      const answer = await fetch(`${edge.url}/api/revalidate?${query}&secret=${encodeURIComponent(revalidateSecret)}`);
      expect(answer.status, form).toBe(200);
      await Promise.all(
        everywhere.flatMap((target) =>
          [article, landing].map((path) =>
            until(PROPAGATION_MS, async () => (await get(target.url, path)).text.includes(renamed)),
          ),
        ),
      );
      test.info().annotations.push({ type: `GET by ${form} to everywhere`, description: `${Date.now() - called} ms` });
      shown = renamed;
    }
  } finally {
    await editNode(request, news.uuid, { langcode: 'en', title: news.title });
  }
});

test('an instance that missed the webhook serves the new content', async ({ request }) => {
  const news = await firstNode(request, 'en', 'news', '&sort=created&page[offset]=4');
  const path = sitePath('en', news.alias);
  const renamed = `${news.title} (corrected)`;
  const [one, , three] = clusterState().instances;
  for (const instance of [one, three]) expect((await get(instance.url, path)).text).toContain(news.title);
  // Instance 3 is stopped while the change is made and the webhook reaches instance 1.
  process.kill(runningPid(three), 'SIGSTOP');
  try {
    await editNode(request, news.uuid, { langcode: 'en', title: renamed });
    expect((await webhook(one.url, { ids: [news.uuid], bundles: ['news'] })).status).toBe(200);
  } finally {
    process.kill(runningPid(three), 'SIGCONT');
  }
  try {
    const took = await until(PROPAGATION_MS, async () => (await get(three.url, path)).text.includes(renamed));
    test.info().annotations.push({ type: 'missed instance serves the edit after', description: `${took} ms` });
  } finally {
    await editNode(request, news.uuid, { langcode: 'en', title: news.title });
  }
});

test('under load through the edge, one instance stopped and another killed, then both back: no request fails', async ({
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const news = await firstNode(request, 'en', 'news');
  const show = await firstNode(request, 'zh-hans', 'project');
  const { edge, instances } = clusterState();
  // pages the edge keeps, and requests every one of which an instance answers
  const paths = [
    '/',
    sitePath('en', news.alias),
    '/api/health',
    sitePath('zh-hans', show.alias),
    '/en',
    '/jsonapi/node/news?page[limit]=1',
    '/api/health',
  ];
  for (const path of paths) await get(edge.url, path);

  const load = autocannon({
    url: edge.url,
    connections: 16,
    duration: 15,
    overallRate: 400,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, br' } })),
  });
  const stopped = runningPid(instances[0]);
  const killed = runningPid(instances[1]);
  try {
    await new Promise((r) => setTimeout(r, 3000));
    process.kill(stopped, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    process.kill(killed, 'SIGKILL');
    const result = await load;
    test.info().annotations.push({
      type: 'load',
      description: `${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    });
    expect(result.requests.total).toBeGreaterThan(1000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  } finally {
    // the supervisor starts both again; the tests after this one (and its retry) need all three
    // a stopped instance drains its connections from the edge and exits (lib/platform/http/drain.ts)
    const back = [await restarted(0, stopped), await restarted(1, killed)];
    test.info().annotations.push({ type: 'restart', description: `back after ${back.join(' and ')} ms` });
  }
  expect((await get(clusterState().instances[1].url, '/en')).status).toBe(200);
});

test('Redis stopped: pages are still served and the webhook answers 503; once Redis returns, sharing works again (time recorded)', async ({
  request,
}) => {
  const { redis, instances, edge } = clusterState();
  const cached = sitePath('en', (await firstNode(request, 'en', 'news')).alias);
  const news = await firstNode(request, 'en', 'news', '&sort=created&page[offset]=5');
  const later = sitePath('en', news.alias);
  for (const instance of instances) expect((await get(instance.url, cached)).status).toBe(200);

  process.kill(runningPid(redis), 'SIGSTOP');
  try {
    for (const instance of instances) {
      expect((await get(instance.url, cached)).status, instance.url).toBe(200);
    }
    // a page never rendered before renders without Redis
    expect(
      (
        await get(
          instances[2].url,
          sitePath('en', (await firstNode(request, 'en', 'news', '&sort=created&page[offset]=6')).alias),
        )
      ).status,
    ).toBe(200);
    expect((await get(edge.url, '/en')).status).toBe(200);
    const refused = await webhook(instances[0].url, { ids: [news.uuid] });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  } finally {
    process.kill(runningPid(redis), 'SIGCONT');
  }
  const back = Date.now();
  await until(PROPAGATION_MS, async () => (await webhook(instances[0].url, { ids: [news.uuid] })).status === 200);
  // and a page rendered through one instance is again found by another
  await until(PROPAGATION_MS, async () => {
    await get(instances[0].url, later);
    return (await get(instances[1].url, later)).headers.get('x-nextjs-cache') === 'HIT';
  });
  test.info().annotations.push({ type: 'sharing again after', description: `${Date.now() - back} ms` });
});

test('Draft Mode turned on through one instance holds on the others; member pages never come from the edge', async () => {
  const { edge, instances } = clusterState();
  const enabled = await fetch(
    `${instances[0].url}/api/draft?secret=${encodeURIComponent(previewSecret)}&slug=${encodeURIComponent('/summer-preview')}`,
    { redirect: 'manual' },
  );
  expect(enabled.status).toBe(307);
  const cookie = enabled.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(cookie).toContain('__prerender_bypass=');
  for (const target of [...instances.slice(1), edge]) {
    const answer = await get(target.url, '/summer-preview', { Cookie: cookie });
    expect(answer.status, target.url).toBe(200);
    expect(answer.text).toContain('夏季艺术节预告');
    expect(answer.headers.get('cache-control')).toContain('no-store');
  }
  // everyone else still gets the 404, also from the edge
  expect((await get(edge.url, '/summer-preview')).status).toBe(404);

  for (const path of ['/en/login', '/profile/orders/some-token', '/en/cart']) {
    for (let i = 0; i < 2; i++) {
      const answer = await get(edge.url, path);
      expect(answer.headers.get('x-edge-cache'), path).toBe('MISS');
      expect(answer.headers.get('xkey')).toBeNull();
    }
  }
});

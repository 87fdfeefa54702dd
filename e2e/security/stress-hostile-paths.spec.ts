import { expect, test } from '../fixtures';
import { baseURL } from '../../playwright.config';
import { firstNode, siteCall, sitePath } from '../support';
import { hostilePaths } from './hostile-paths';
import { pool, rawGet } from './raw-http';

const COUNT = 1200;
const CONCURRENCY = 8;

test('1200 hostile paths and query strings never get a 5xx or a hung socket, and the site stays healthy', async ({
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const paths = hostilePaths(COUNT);
  expect(paths).toHaveLength(COUNT);

  const results = await pool(paths, CONCURRENCY, (path) => rawGet(baseURL, path));
  const bad = results.filter((r) => r.status === 0 || r.status >= 500);
  const byStatus = results.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(byStatus) });
  expect(bad.slice(0, 20), `${bad.length} of ${COUNT} failed; statuses ${JSON.stringify(byStatus)}`).toEqual([]);

  // still healthy: the home pages and a real article answer as before
  for (const path of ['/', '/en']) expect((await request.get(path)).status()).toBe(200);
  const news = await firstNode(request, 'en', 'news');
  const article = await request.get(sitePath('en', news.alias));
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(news.title);
  // and the ticketing backend behind the site still parses requests (a polluted prototype did not)
  const captcha = await siteCall(request, 'captcha.new', { identifier: 'after-hostile' });
  expect(captcha.status).toBe(200);
});

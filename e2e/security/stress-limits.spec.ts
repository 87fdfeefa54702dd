import { expect, test } from '../fixtures';
import { baseURL } from '../../playwright.config';
import { LIMITS } from '../../lib/platform/throttle/rules';
import { listeningPid, ownLoopbackAddress, postChunked, residentBytes, send } from './direct-client';

/**
 * Issue 29 against the running server (`npm start`, one instance): a client's own
 * X-Forwarded-For names no other address, and no request body is read past its cap, however
 * large and whether or not it says its length.
 */
const json = { 'content-type': 'application/json', origin: baseURL };
const randomAddress = () => Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * 254)).join('.');

test('random X-Forwarded-For values change nothing for a direct client: its wrong captchas meet one limit', async () => {
  const from = ownLoopbackAddress();
  const statuses: number[] = [];
  for (let i = 0; i < LIMITS.captchaPerAddress.points + 5; i++) {
    const headers = { ...json, 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}` };
    const fresh = await send(baseURL, '/api/ticketing/captcha.new?locale=en', {
      localAddress: from,
      headers,
      body: JSON.stringify({ identifier: `stress-${from}` }),
    });
    const token = (JSON.parse(fresh.body) as { data: { token: string } }).data.token;
    const check = await send(baseURL, '/api/ticketing/captcha.check?locale=en', {
      localAddress: from,
      headers,
      body: JSON.stringify({ identifier: `stress-${from}`, token, answer: 'WRONG' }),
    });
    statuses.push(check.status);
  }
  expect(statuses.slice(0, LIMITS.captchaPerAddress.points).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(LIMITS.captchaPerAddress.points)).toEqual([429, 429, 429, 429, 429]);
});

test("a 200 MB chunked POST to each route handler is refused before it is read: the server's memory stays within 50 MB", async () => {
  test.setTimeout(180_000);
  const pid = listeningPid(Number(new URL(baseURL).port));
  // the route handlers that take a body answer 413; those that take none 405; a member page
  // (proxy.ts) gets Next's copy of 16 kB at most
  const routes: [string, number | null][] = [
    ['/api/ticketing/session.login?locale=en', 413],
    ['/api/ticketing/shows.get?locale=en', 413],
    ['/jsonapi/itc_search', 413],
    ['/en/jsonapi/itc_search', 413],
    ['/api/revalidate', 413],
    ['/api/draft/exit', 413],
    ['/api/health', 405],
    ['/image?op=scale&url=/sites/default/files/x.jpg&width=640', 405],
    ['/sites/default/files/x.jpg', 405],
    ['/en/login', null],
  ];
  // warm: each route answered once, so what is measured is the bodies, not the first load of a route
  for (const [path] of routes) await send(baseURL, path, { headers: json, body: '{}' });
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);
  try {
    for (const [path, status] of routes) {
      const answer = await postChunked(baseURL, path, 200, { ...json, 'content-type': 'application/octet-stream' });
      if (status !== null) expect(answer, path).toBe(status);
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentBytes(pid));
  test.info().annotations.push({
    type: 'memory',
    description: `resident ${(before / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
  });
  expect(peak - before).toBeLessThan(50 * 2 ** 20);
});

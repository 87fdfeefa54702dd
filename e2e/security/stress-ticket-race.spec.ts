import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { baseURL, sandboxURL } from '../../playwright.config';
import { theFestivalClosingShow } from '../../tests/fixtures/seed';
import { sessionCookies } from '../support';

/**
 * The on-sale rush, through the site's own origin as the browser calls it (the site's ticketing
 * routes, each member with the session cookie a login leaves): the last tickets of a price are
 * bought by many members at once, and exactly as many tickets are sold as there were. The members
 * are made and logged in on the sandbox directly (set-up, not under test).
 */
const EVENT = theFestivalClosingShow.event(2); // non-seat, not real-name, weeks ahead
const LEFT = 3;
// The sandbox, like the real backend, answers a member's second submit of the same unpaid goods
// with the first order (double click, two tabs), so the rush is 120 different members.
const MEMBERS = 120;

type Answer<T> = { code: number; msg: string; data: T };
type Price = { priceId: number | string; price: number; superGoodId: string; goodCount: number; saleCount: number };

async function sandbox<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await request.fetch(`${sandboxURL}/jsonapi/damai/api${path}`, {
    method,
    data: body,
    failOnStatusCode: false,
  });
  return (await res.json()) as Answer<T>;
}

/** A new member with a session on the site: a browser of its own, with the session cookies a login sets. */
async function member(request: APIRequestContext, email: string): Promise<APIRequestContext> {
  const registered = await sandbox(request, 'POST', '/user/register', { email, password: 'Race1234x' });
  expect(registered.code, registered.msg).toBe(200);
  const identifier = `race-${email}`;
  await sandbox(request, 'POST', '/user/genarateRandomStr', { identifier });
  const login = await sandbox<{ token: string }>(request, 'POST', '/user/login', {
    email,
    identifier,
    loginPass: 'Race1234x',
    captcha: 'TEST',
    langType: 2,
  });
  expect(login.code, login.msg).toBe(200);
  const cookies = (await sessionCookies(request, login.data.token)).map(({ name, value }) => `${name}=${value}`);
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, Cookie: cookies.join('; ') } });
}

/** the event's dearest price, or the one with this id, as the buy box reads it */
async function priceOf(request: APIRequestContext, priceId?: Price['priceId']): Promise<Price> {
  const prices = await sandbox<{ dataList: Price[] }>(request, 'GET', `/pro/getPriceList?eventToken=${EVENT}`);
  expect(prices.code, prices.msg).toBe(200);
  const list = prices.data.dataList;
  return priceId === undefined
    ? list.reduce((a, b) => (b.price > a.price ? b : a))
    : list.find((p) => p.priceId === priceId)!;
}

/** The checkout's submit, through the site. */
async function order(browser: APIRequestContext, price: Price, count: number, requestId: string) {
  const res = await browser.post('/api/ticketing/checkout.submit?locale=en', {
    data: {
      items: [{ eventId: EVENT, superGoodId: price.superGoodId, goodCount: count }],
      options: { payGateway: 'alipay', requestId },
    },
    failOnStatusCode: false,
  });
  const body = (await res.json()) as { data?: { orderToken: string }; error?: { message: string } };
  return { status: res.status(), orderToken: body.data?.orderToken ?? null, message: body.error?.message ?? '' };
}

test('120 members buying the last 3 tickets of a price at once: exactly 3 are sold', async ({ request }) => {
  test.setTimeout(4 * 60_000);
  const run = Date.now().toString(36);
  const browsers: APIRequestContext[] = [];
  for (let i = 0; i < MEMBERS; i += 12) {
    const batch = Array.from({ length: Math.min(12, MEMBERS - i) }, (_, k) =>
      member(request, `race-${run}-${i + k}@theatre.test`),
    );
    browsers.push(...(await Promise.all(batch)));
  }

  // earlier buyers take all but the last few, six at a time, the way an on-sale drains a price
  let price = await priceOf(request);
  for (let n = 0; price.goodCount - price.saleCount > LEFT; n++) {
    const count = Math.min(6, price.goodCount - price.saleCount - LEFT);
    const buyer = await member(request, `drain-${run}-${n}@theatre.test`); // not one of the rush
    const bought = await order(buyer, price, count, `drain-${run}-${n}`);
    expect(bought.status, bought.message).toBe(200);
    await buyer.dispose();
    price = await priceOf(request, price.priceId);
  }
  expect(price.goodCount - price.saleCount).toBe(LEFT);

  // then 120 other members at once, one ticket each
  const results = await Promise.all(browsers.map((browser, m) => order(browser, price, 1, `rush-${run}-${m}`)));
  expect(results).toHaveLength(MEMBERS);
  const sold = results.filter((r) => r.status === 200);
  expect(sold).toHaveLength(LEFT);
  expect(new Set(sold.map((r) => r.orderToken)).size).toBe(LEFT);
  // every other buyer got an answer saying so, not a crash
  expect(results.filter((r) => r.status !== 200).every((r) => r.status < 500 && r.message.length > 0)).toBe(true);

  const after = await priceOf(request, price.priceId);
  expect(after.saleCount).toBe(after.goodCount);
  await Promise.all(browsers.map((b) => b.dispose()));
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/**
 * The on-sale rush, through the site's own origin (`/jsonapi/damai` is proxied by the built
 * site to the ticketing backend, as the browser calls it): the last tickets of a price are
 * bought by many members at once, and exactly as many tickets are sold as there were.
 */
const EVENT = 'PRJ2004-E2'; // non-seat, not real-name, weeks ahead
const LEFT = 3;
// The sandbox, like the real backend, answers a member's second submit of the same unpaid goods
// with the first order (double click, two tabs), so the rush is 120 different members.
const MEMBERS = 120;

type Answer<T> = { code: number; msg: string; data: T };
type Price = { priceId: number | string; price: number; superGoodId: string; goodCount: number; saleCount: number };

const api = `${baseURL}/jsonapi/damai/api`;

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await request.fetch(`${api}${path}`, {
    method,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    failOnStatusCode: false,
  });
  const answer = (await res.json()) as Answer<T>;
  return { status: res.status(), ...answer };
}

async function member(request: APIRequestContext, email: string): Promise<string> {
  const registered = await call(request, 'POST', '/user/register', { email, password: 'Race1234x' });
  expect(registered.code, registered.msg).toBe(200);
  const identifier = `race-${email}`;
  await call(request, 'POST', '/user/genarateRandomStr', { identifier });
  const login = await call<{ token: string }>(request, 'POST', '/user/login', {
    email,
    identifier,
    loginPass: 'Race1234x',
    captcha: 'TEST',
    langType: 2,
  });
  expect(login.code, login.msg).toBe(200);
  return login.data.token;
}

/** the event's dearest price, or the one with this id, as the buy box reads it */
async function priceOf(request: APIRequestContext, priceId?: Price['priceId']): Promise<Price> {
  const prices = await call<{ dataList: Price[] }>(request, 'GET', `/pro/getPriceList?eventToken=${EVENT}`);
  expect(prices.code, prices.msg).toBe(200);
  const list = prices.data.dataList;
  return priceId === undefined
    ? list.reduce((a, b) => (b.price > a.price ? b : a))
    : list.find((p) => p.priceId === priceId)!;
}

const order = (request: APIRequestContext, token: string, price: Price, count: number, requestId: string) =>
  call<{ orderToken: string }>(
    request,
    'POST',
    '/trade/submitOrder',
    {
      cartPrices: [{ eventId: EVENT, superGoodId: price.superGoodId, goodCount: count }],
      payGateway: 'alipay',
      requestId,
      langType: 2,
    },
    token,
  );

test('120 members buying the last 3 tickets of a price at once: exactly 3 are sold', async ({ request }) => {
  test.setTimeout(4 * 60_000);
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS; i += 12) {
    const batch = Array.from({ length: Math.min(12, MEMBERS - i) }, (_, k) =>
      member(request, `race-${run}-${i + k}@theatre.test`),
    );
    tokens.push(...(await Promise.all(batch)));
  }

  // earlier buyers take all but the last few, six at a time, the way an on-sale drains a price
  let price = await priceOf(request);
  for (let n = 0; price.goodCount - price.saleCount > LEFT; n++) {
    const count = Math.min(6, price.goodCount - price.saleCount - LEFT);
    const buyer = await member(request, `drain-${run}-${n}@theatre.test`); // not one of the rush
    const bought = await order(request, buyer, price, count, `drain-${run}-${n}`);
    expect(bought.code, bought.msg).toBe(200);
    price = await priceOf(request, price.priceId);
  }
  expect(price.goodCount - price.saleCount).toBe(LEFT);

  // then 120 other members at once, one ticket each
  const results = await Promise.all(tokens.map((token, m) => order(request, token, price, 1, `rush-${run}-${m}`)));
  expect(results).toHaveLength(MEMBERS);
  const sold = results.filter((r) => r.code === 200);
  expect(sold).toHaveLength(LEFT);
  expect(new Set(sold.map((r) => r.data.orderToken)).size).toBe(LEFT);
  // every other buyer got an answer saying so, not a crash
  expect(results.filter((r) => r.code !== 200).every((r) => r.status < 500 && r.msg.length > 0)).toBe(true);

  const after = await priceOf(request, price.priceId);
  expect(after.saleCount).toBe(after.goodCount);
});

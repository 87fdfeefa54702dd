import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, createSandbox, TEST_CAPTCHA } from '../ticketing/testkit';

const dir = mkdtempSync(join(tmpdir(), 'ticketing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function post(sb: Awaited<ReturnType<typeof createSandbox>>, path: string, body: unknown, token?: string) {
  const res = await sb.fetch(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe('persistence', () => {
  it('members, sessions, carts and stock survive a restart on a database file', async () => {
    const options = { dbFile: join(dir, 'sandbox.db'), config: { fixedCaptcha: TEST_CAPTCHA, dataDir: dir } };
    const first = await createSandbox(options);
    await post(first, '/api/user/register', { email: 'keep@theatre.test', password: 'Keep1234' });
    await post(first, '/api/user/genarateRandomStr', { identifier: 'd' });
    const login = await post(first, '/api/user/login', {
      email: 'keep@theatre.test',
      identifier: 'd',
      loginPass: 'Keep1234',
      captcha: TEST_CAPTCHA,
    });
    const token = login.data.token as string;
    const add = await post(
      first,
      '/api/cart/add',
      { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: 'G100410', goodCount: 2 }] },
      token,
    );
    expect(add.code).toBe(200);
    const order = await post(
      first,
      '/api/trade/submitOrder',
      {
        cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: 'G100411', goodCount: 1 }],
        payGateway: 'alipay',
        requestId: 'keep-1',
      },
      token,
    );
    expect(order.code).toBe(200);
    first.close();

    const second = await createSandbox(options);
    const cart = await second.fetch(
      new Request(`${BASE}/api/cart/queryCartInfo`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(((await cart.json()) as { data: { ticketCount: number } }).data.ticketCount).toBe(2);
    const again = await post(
      second,
      '/api/trade/submitOrder',
      {
        cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: 'G100411', goodCount: 1 }],
        payGateway: 'alipay',
        requestId: 'keep-1',
      },
      token,
    );
    expect(again.data.orderToken).toBe(order.data.orderToken);
    const count = second.ctx.db
      .prepare("SELECT count(*) AS n FROM tk_members WHERE email = 'keep@theatre.test'")
      .get() as { n: number };
    expect(count.n).toBe(1);
    second.close();
  });
});

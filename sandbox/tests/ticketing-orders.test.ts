import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, DEMO_LOGIN, DEMO_PASSWORD, ticketingKit, type Kit } from '../ticketing/testkit';

let kit: Kit;
let demo: string;

type Price = { priceId: number; price: number; goodCount: number; saleCount: number; superGoodId: string };

async function prices(eventToken: string): Promise<Price[]> {
  return (await kit.get(`/api/pro/getPriceList?eventToken=${eventToken}`)).data.dataList;
}
async function priceOf(eventToken: string, priceId: number): Promise<Price> {
  return (await prices(eventToken)).find((p) => p.priceId === priceId) as Price;
}
const line = (eventId: string, superGoodId: string, goodCount = 1) => ({ eventId, superGoodId, goodCount });
const RETURN = 'http://localhost:3000/en/profile/orders';

async function pay(orderToken: string, result: 'success' | 'fail', returnUrl = RETURN) {
  const body = new URLSearchParams({ result, returnUrl });
  return kit.sb.fetch(
    new Request(`${BASE}/maipay/pay/${orderToken}/complete`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    }),
  );
}

beforeAll(async () => {
  kit = await ticketingKit();
  demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
});

describe('seeded orders', () => {
  it('the demo has orders in every status, paged and filtered', async () => {
    const all = await kit.get('/api/order/pager?currentPage=1&pageSize=0&langType=2', demo);
    const statuses = new Set(all.data.dataList.map((o: { status: string }) => o.status));
    expect([...statuses].sort()).toEqual(['abolished', 'cancelled', 'created', 'success', 'waitingSeat']);
    const created = all.data.dataList.find((o: { status: string }) => o.status === 'created');
    expect(created.deadline).toBeGreaterThan(kit.clock.now);
    expect(created.payUrl).toMatch(/^\/jsonapi\/damai\/maipay\/pay\//);
    const page1 = await kit.get('/api/order/pager?currentPage=1&pageSize=3', demo);
    expect(page1.data).toMatchObject({ currentPage: 1, totalPage: Math.ceil(all.data.total / 3) });
    const waiting = await kit.get('/api/order/pager?status=waitingSeat', demo);
    expect(waiting.data.dataList).toHaveLength(1);
    const detail = await kit.get(
      `/api/order/orderDetail?orderToken=${waiting.data.dataList[0].orderToken}&langType=2`,
      demo,
    );
    expect(detail.data).toMatchObject({
      status: 'waitingSeat',
      payGateway: 'alipay',
      ticketCount: 2,
      lines: [{ seatLabel: 'Seat to be assigned' }],
    });
    expect((await kit.get('/api/order/pager?status=paid', demo)).status).toBe(400);
  });
});

describe('submit order', () => {
  it('creates an order in one step: stock held, cart emptied, 15 minute deadline; requestId is idempotent', async () => {
    const token = await kit.register('order-a@theatre.test');
    const [p] = await prices('PRJ1004-E3');
    await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E3', p.superGoodId, 2)] }, token);
    const body = {
      cartPrices: [line('PRJ1004-E3', p.superGoodId, 2)],
      payGateway: 'alipay',
      returnUrl: RETURN,
      requestId: 'req-1',
      langType: 2,
    };
    const r = await kit.post('/api/trade/submitOrder', body, token);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      orderToken: expect.any(String),
      status: 'created',
      payable: 2 * p.price,
      deadline: kit.clock.now + 15 * 60 * 1000,
    });
    expect(r.data.payUrl).toBe(
      `/jsonapi/damai/maipay/pay/${r.data.orderToken}?returnUrl=${encodeURIComponent(RETURN)}`,
    );
    expect((await priceOf('PRJ1004-E3', p.priceId)).saleCount).toBe(p.saleCount + 2);
    expect((await kit.get('/api/cart/queryCartInfo', token)).data.dataList).toHaveLength(0);
    const again = await kit.post('/api/trade/submitOrder', body, token);
    expect(again.data.orderToken).toBe(r.data.orderToken);
    expect((await priceOf('PRJ1004-E3', p.priceId)).saleCount).toBe(p.saleCount + 2);
  });

  it('needs a payment method and an allowed return URL, and leaves the database unchanged otherwise', async () => {
    const [p] = await prices('PRJ1004-E3');
    const before = kit.fingerprint();
    const noGateway = await kit.post(
      '/api/trade/submitOrder',
      { cartPrices: [line('PRJ1004-E3', p.superGoodId)], requestId: 'x1', langType: 2 },
      demo,
    );
    expect(noGateway.status).toBe(422);
    expect(noGateway.msg).toBe('Please select payment method');
    expect(
      (
        await kit.post(
          '/api/trade/submitOrder',
          { cartPrices: [line('PRJ1004-E3', p.superGoodId)], payGateway: 'paypal', requestId: 'x2' },
          demo,
        )
      ).status,
    ).toBe(422);
    for (const returnUrl of ['https://evil.test/steal', 'javascript:alert(1)', 'ftp://localhost/x']) {
      const r = await kit.post(
        '/api/trade/submitOrder',
        { cartPrices: [line('PRJ1004-E3', p.superGoodId)], payGateway: 'alipay', returnUrl, requestId: 'x3' },
        demo,
      );
      expect(r.status).toBe(400);
    }
    const coupon = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1004-E3', p.superGoodId)],
        payGateway: 'alipay',
        couponCode: 'DEMO-USED30',
        requestId: 'x4',
      },
      demo,
    );
    expect(coupon.status).toBe(422);
    expect(kit.fingerprint()).toBe(before);
  });

  it('spends a coupon and points; cancelling gives back stock, coupon and points', async () => {
    const [, , top] = await prices('PRJ1004-E3'); // ￥320
    const before = kit.fingerprint();
    const r = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1004-E3', top.superGoodId, 2)],
        couponCode: 'DEMO-WELCOME50',
        discountCode: 'THEATRE10',
        useDeductionPoint: 2000,
        payGateway: 'unionpay',
        requestId: 'coupon-1',
        langType: 2,
      },
      demo,
    );
    expect(r.code).toBe(200);
    // 640 - 50 (coupon) - 64 (10% code) - 20 (2000 points) = 506, UnionPay 10% off -> 455.4
    expect(r.data).toMatchObject({
      total: 640,
      couponDiscount: 50,
      discountCodeDiscount: 64,
      pointsDeduction: 20,
      gatewayDiscount: 50.6,
      payable: 455.4,
    });
    const info = await kit.post('/api/user/userInfo', {}, demo);
    expect(info.data.points).toBe(3000);
    const coupons = await kit.get('/api/user/couponCodes?pageSize=0', demo);
    expect(coupons.data.dataList.find((c: { couponCode: string }) => c.couponCode === 'DEMO-WELCOME50').status).toBe(1);
    const cancel = await kit.post('/api/order/cancel', { orderToken: r.data.orderToken }, demo);
    expect(cancel.data.status).toBe('cancelled');
    expect((await kit.post('/api/user/userInfo', {}, demo)).data.points).toBe(5000);
    expect(
      (await kit.get('/api/user/couponCodes?pageSize=0', demo)).data.dataList.find(
        (c: { couponCode: string }) => c.couponCode === 'DEMO-WELCOME50',
      ).status,
    ).toBe(2);
    const fp = JSON.parse(kit.fingerprint());
    const was = JSON.parse(before);
    expect(fp.sold).toBe(was.sold);
    expect(fp.members).toBe(was.members);
    expect((await kit.post('/api/order/cancel', { orderToken: r.data.orderToken, langType: 2 }, demo)).status).toBe(
      409,
    );
  });

  it("real-name tickets: one per ID card, the member's own card by default, at most 2 per member", async () => {
    const [jazz, jazzDear] = await prices('PRJ1005-E2');
    const own = await kit.post(
      '/api/trade/submitOrder',
      { cartPrices: [line('PRJ1005-E2', jazz.superGoodId)], payGateway: 'alipay', requestId: 'rn-1' },
      demo,
    );
    expect(own.code).toBe(200);
    expect(own.data.viewers).toEqual([{ eventId: 'PRJ1005-E2', name: '李明', idCardMasked: '110***********4518' }]);
    // (the same ticket for the same card again would be the same unpaid order: another price is another order)
    const sameId = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1005-E2', jazzDear.superGoodId)],
        payGateway: 'alipay',
        requestId: 'rn-2',
        viewers: [{ name: '李明', idCard: '110101199003074518' }],
        langType: 2,
      },
      demo,
    );
    expect(sameId.msg).toBe('One ticket per ID card per performance');
    const friend = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1005-E2', jazz.superGoodId)],
        payGateway: 'alipay',
        requestId: 'rn-3',
        viewers: [{ name: '张伟', idCard: '310101198805051234' }],
      },
      demo,
    );
    expect(friend.code).toBe(200);
    const third = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1005-E2', jazz.superGoodId)],
        payGateway: 'alipay',
        requestId: 'rn-4',
        viewers: [{ name: '赵六', idCard: '310101198805055678' }],
        langType: 2,
      },
      demo,
    );
    expect(third.msg).toBe('A member may use at most 2 ID cards (2 tickets) per performance');
    const two = await kit.register('rn@theatre.test');
    await kit.post('/api/user/modifyUser', { idCard: '44030119950606888X' }, two);
    const missing = await kit.post(
      '/api/trade/submitOrder',
      { cartPrices: [line('PRJ1005-E2', jazz.superGoodId, 2)], payGateway: 'alipay', requestId: 'rn-5', langType: 2 },
      two,
    );
    expect(missing.msg).toBe('Please enter one viewer (name and ID card) per real-name ticket');
  });
});

describe('payment and the order state machine', () => {
  it('the sandbox payment page pays an order and sends the member back', async () => {
    const token = await kit.register('pay@theatre.test');
    const seats = (
      (await kit.get('/api/goods/seatGoods?eventToken=PRJ1001-E2')).data.dataList as {
        superGoodId: string;
        status: string;
        price: number;
      }[]
    )
      .filter((s) => s.status === 'available')
      .slice(0, 2);
    const order = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: seats.map((s) => line('PRJ1001-E2', s.superGoodId)),
        payGateway: 'wechatpay',
        returnUrl: RETURN,
        requestId: 'pay-1',
      },
      token,
    );
    expect(order.code).toBe(200);
    const locked = (await kit.get('/api/goods/seatGoods?eventToken=PRJ1001-E2')).data.dataList.filter(
      (s: { superGoodId: string }) => seats.some((x) => x.superGoodId === s.superGoodId),
    );
    expect(locked.map((s: { status: string }) => s.status)).toEqual(['locked', 'locked']);

    const page = await kit.sb.fetch(new Request(`http://sandbox.test${order.data.payUrl}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Sandbox payment');
    expect(html).toContain('沙盒支付');
    expect(html).toContain(`￥${order.data.payable.toFixed(2)}`);
    expect(html).toContain(`${order.data.orderToken}/complete`);

    const failed = await pay(order.data.orderToken, 'fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`${RETURN}?orderToken=${order.data.orderToken}&payResult=fail`);
    expect((await kit.get(`/api/order/orderDetail?orderToken=${order.data.orderToken}`, token)).data.status).toBe(
      'created',
    );

    const paid = await pay(order.data.orderToken, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${RETURN}?orderToken=${order.data.orderToken}&payResult=success`);
    const detail = await kit.get(`/api/order/orderDetail?orderToken=${order.data.orderToken}`, token);
    expect(detail.data).toMatchObject({ status: 'success', paidAt: kit.clock.now, payUrl: null });
    const sold = (await kit.get('/api/goods/seatGoods?eventToken=PRJ1001-E2')).data.dataList.filter(
      (s: { superGoodId: string }) => seats.some((x) => x.superGoodId === s.superGoodId),
    );
    expect(sold.map((s: { status: string }) => s.status)).toEqual(['sold', 'sold']);
    expect((await kit.post('/api/user/userInfo', {}, token)).data.growth).toBe(Math.floor(order.data.payable));
    // a paid order cannot be paid or cancelled again
    expect((await pay(order.data.orderToken, 'success')).headers.get('location')).toContain('payResult=fail');
    expect((await kit.post('/api/order/cancel', { orderToken: order.data.orderToken }, token)).status).toBe(409);
  });

  it('refuses return URLs off localhost and the site origin', async () => {
    const all = await kit.get('/api/order/pager?status=created', demo);
    const orderToken = all.data.dataList[0].orderToken;
    const bad = await kit.sb.fetch(
      new Request(`${BASE}/maipay/pay/${orderToken}?returnUrl=${encodeURIComponent('https://evil.test/')}`),
    );
    expect(bad.status).toBe(400);
    expect((await pay(orderToken, 'success', 'https://evil.test/')).status).toBe(400);
    expect((await kit.get(`/api/order/orderDetail?orderToken=${orderToken}`, demo)).data.status).toBe('created');
    expect((await kit.sb.fetch(new Request(`${BASE}/maipay/pay/NOPE`))).status).toBe(404);
  });

  it('an unpaid order is abolished past its deadline and its stock comes back', async () => {
    const token = await kit.register('late@theatre.test');
    const [, mid] = await prices('PRJ1006-E3');
    const order = await kit.post(
      '/api/trade/submitOrder',
      { cartPrices: [line('PRJ1006-E3', mid.superGoodId, 3)], payGateway: 'alipay', requestId: 'late-1' },
      token,
    );
    expect((await priceOf('PRJ1006-E3', mid.priceId)).saleCount).toBe(mid.saleCount + 3);
    kit.clock.now += 15 * 60 * 1000 - 1;
    expect((await kit.get(`/api/order/orderDetail?orderToken=${order.data.orderToken}`, token)).data.status).toBe(
      'created',
    );
    kit.clock.now += 1;
    expect((await priceOf('PRJ1006-E3', mid.priceId)).saleCount).toBe(mid.saleCount);
    const detail = await kit.get(`/api/order/orderDetail?orderToken=${order.data.orderToken}`, token);
    expect(detail.data).toMatchObject({ status: 'abolished', closedAt: order.data.deadline });
    expect((await pay(order.data.orderToken, 'success')).headers.get('location')).toContain('payResult=fail');
  });

  it('orders of other members are unknown', async () => {
    const other = await kit.register('nosy@theatre.test');
    const mine = await kit.get('/api/order/pager?pageSize=1', demo);
    expect((await kit.get(`/api/order/orderDetail?orderToken=${mine.data.dataList[0].orderToken}`, other)).status).toBe(
      404,
    );
    expect((await kit.post('/api/order/cancel', { orderToken: mine.data.dataList[0].orderToken }, other)).status).toBe(
      404,
    );
  });
});

describe('concurrent purchases', () => {
  it('100 concurrent submitOrder calls for the last 3 tickets sell exactly 3', async () => {
    const [p] = await prices('PRJ1010-E2');
    kit.sb.ctx.db.prepare('UPDATE tk_prices SET sale_count = good_count - 3 WHERE price_id = ?').run(p.priceId);
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => kit.register(`race-${i}@theatre.test`)));
    const calls = members.flatMap((token, m) =>
      Array.from({ length: 5 }, (_, k) =>
        kit.post(
          '/api/trade/submitOrder',
          { cartPrices: [line('PRJ1010-E2', p.superGoodId)], payGateway: 'alipay', requestId: `race-${m}-${k}` },
          token,
        ),
      ),
    );
    const results = await Promise.all(calls);
    expect(results).toHaveLength(100);
    // a member's repeated submits of the same ticket get their one unpaid order back
    const won = new Set(results.filter((r) => r.code === 200).map((r) => r.data.orderToken));
    expect(won.size).toBe(3);
    expect(results.filter((r) => r.status === 409).length).toBeGreaterThanOrEqual(85);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await priceOf('PRJ1010-E2', p.priceId);
    expect(after.saleCount).toBe(after.goodCount);
    const orders = kit.sb.ctx.db
      .prepare('SELECT count(*) AS n FROM tk_order_lines WHERE price_id = ?')
      .get(p.priceId) as { n: number };
    expect(orders.n).toBe(3);
  });

  it('one seat goes to exactly one of many members', async () => {
    const [seat] = (
      (await kit.get('/api/goods/seatGoods?eventToken=PRJ1003-E2')).data.dataList as {
        superGoodId: string;
        status: string;
      }[]
    ).filter((s) => s.status === 'available');
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, i) => kit.register(`seat-race-${i}@theatre.test`)),
    );
    const results = await Promise.all(
      members.flatMap((token, m) =>
        [0, 1, 2].map((k) =>
          kit.post(
            '/api/trade/submitOrder',
            { cartPrices: [line('PRJ1003-E2', seat.superGoodId)], payGateway: 'alipay', requestId: `s-${m}-${k}` },
            token,
          ),
        ),
      ),
    );
    const won = results.filter((r) => r.code === 200);
    expect(new Set(won.map((r) => r.data.orderToken)).size).toBe(1);
    expect(won.length).toBeLessThanOrEqual(3); // the winner's own repeats get the same order back
    const row = kit.sb.ctx.db
      .prepare('SELECT status FROM tk_seat_goods WHERE super_good_id = ?')
      .get(seat.superGoodId) as { status: string };
    expect(row.status).toBe('locked');
  });
});

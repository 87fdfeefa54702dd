import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD, ticketingKit, type Kit } from '../ticketing/testkit';

/** The checkout's safety rules: one order per double submit, and the deadline test hook. */
let kit: Kit;

type Price = { priceId: number; goodCount: number; saleCount: number; superGoodId: string };
const line = (eventId: string, superGoodId: string, goodCount = 1) => ({ eventId, superGoodId, goodCount });
const auth = { Authorization: 'Bearer sandbox-preview-token' };

async function price(eventToken: string, index = 0): Promise<Price> {
  return (await kit.get(`/api/pro/getPriceList?eventToken=${eventToken}`)).data.dataList[index];
}

beforeAll(async () => {
  kit = await ticketingKit();
});

describe('double submit', () => {
  it('the same goods submitted again (new requestId, another tab) while unpaid give back the same order', async () => {
    const token = await kit.register('twice@theatre.test');
    const p = await price('PRJ1006-E1');
    const body = (requestId: string, goodCount = 2) => ({
      cartPrices: [line('PRJ1006-E1', p.superGoodId, goodCount)],
      payGateway: 'alipay',
      requestId,
      langType: 2,
    });
    const first = await kit.post('/api/trade/submitOrder', body('tab-1'), token);
    expect(first.code).toBe(200);
    const second = await kit.post('/api/trade/submitOrder', body('tab-2'), token);
    expect(second.code).toBe(200);
    expect(second.data.orderToken).toBe(first.data.orderToken);
    expect(second.data.requestId).toBe('tab-1');
    expect((await price('PRJ1006-E1')).saleCount).toBe(p.saleCount + 2);
    const orders = await kit.get('/api/order/pager?status=created', token);
    expect(orders.data.dataList).toHaveLength(1);

    // different goods are a different order
    const third = await kit.post('/api/trade/submitOrder', body('tab-3', 1), token);
    expect(third.data.orderToken).not.toBe(first.data.orderToken);

    // once the first order is closed, the same goods make a new order
    await kit.post('/api/order/cancel', { orderToken: first.data.orderToken }, token);
    const fourth = await kit.post('/api/trade/submitOrder', body('tab-4'), token);
    expect(fourth.data.orderToken).not.toBe(first.data.orderToken);
    expect(fourth.data.status).toBe('created');
  });

  it('a seat submitted twice is one order, not a "seat taken" refusal', async () => {
    const token = await kit.register('seat-twice@theatre.test');
    const seats = (await kit.get('/api/goods/seatGoods?eventToken=PRJ1001-E2')).data.dataList as {
      superGoodId: string;
      status: string;
    }[];
    const seat = seats.find((s) => s.status === 'available')!;
    const body = (requestId: string) => ({
      cartPrices: [line('PRJ1001-E2', seat.superGoodId)],
      payGateway: 'unionpay',
      requestId,
    });
    const a = await kit.post('/api/trade/submitOrder', body('s-1'), token);
    const b = await kit.post('/api/trade/submitOrder', body('s-2'), token);
    expect(a.code).toBe(200);
    expect(b.code).toBe(200);
    expect(b.data.orderToken).toBe(a.data.orderToken);
    // another member still cannot have the seat
    const other = await kit.register('seat-other@theatre.test');
    expect((await kit.post('/api/trade/submitOrder', body('s-3'), other)).status).toBe(409);
  });
});

describe('deadline test hook', () => {
  it('expires one unpaid order now: abolished, its stock, coupon and points come back', async () => {
    const demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const p = await price('PRJ1004-E3', 2);
    const coupons = (await kit.get('/api/user/couponCodes?page=1&pageSize=0&status=2&langType=2', demo)).data
      .dataList as {
      couponCode: string;
      usable: boolean;
      minSpend: number;
    }[];
    const coupon = coupons.find((c) => c.usable && c.minSpend <= 320 * 3)!;
    const before = (await kit.post('/api/user/userInfo', { langType: 2 }, demo)).data.points;
    const order = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [line('PRJ1004-E3', p.superGoodId, 3)],
        payGateway: 'alipay',
        couponCode: coupon.couponCode,
        useDeductionPoint: 100,
        requestId: 'exp-1',
      },
      demo,
    );
    expect(order.code, order.msg).toBe(200);
    expect((await price('PRJ1004-E3', 2)).saleCount).toBe(p.saleCount + 3);

    const refused = await kit.call('POST', `/sandbox/orders/${order.data.orderToken}/expire`);
    expect(refused.status).toBe(401);
    const expired = await kit.call('POST', `/sandbox/orders/${order.data.orderToken}/expire`, { headers: auth });
    expect(expired.code).toBe(200);
    expect(expired.data.status).toBe('abolished');
    expect((await price('PRJ1004-E3', 2)).saleCount).toBe(p.saleCount);
    expect((await kit.post('/api/user/userInfo', { langType: 2 }, demo)).data.points).toBe(before);
    const again = (await kit.get('/api/user/couponCodes?page=1&pageSize=0&status=2&langType=2', demo)).data
      .dataList as { couponCode: string }[];
    expect(again.map((c) => c.couponCode)).toContain(coupon.couponCode);
    // only unpaid orders
    expect((await kit.call('POST', `/sandbox/orders/${order.data.orderToken}/expire`, { headers: auth })).status).toBe(
      409,
    );
  });
});

describe('welcome coupon', () => {
  it('a new member has one usable ￥20 coupon from ￥100, spent by an order', async () => {
    const token = await kit.register('welcome@theatre.test');
    const list = (await kit.get('/api/user/couponCodes?status=2&pageSize=0&langType=2', token)).data.dataList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'New member: ￥20 off', amount: 20, minSpend: 100, usable: true, status: 2 });
    const p = await price('PRJ1004-E3');
    const quote = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1004-E3', p.superGoodId)], couponCode: list[0].couponCode },
      token,
    );
    expect(quote.data).toMatchObject({ total: 120, couponDiscount: 20, payable: 100 });
  });
});

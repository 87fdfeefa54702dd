import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD, GUEST_LOGIN, GUEST_PASSWORD, ticketingKit, type Kit } from '../ticketing/testkit';

let kit: Kit;
let demo: string;
let guest: string;

type Price = {
  priceId: number;
  price: number;
  goodCount: number;
  saleCount: number;
  publicInterest: 0 | 1;
  superGoodId: string;
};

async function prices(eventToken: string): Promise<Price[]> {
  const project = eventToken.split('-')[0];
  return (await kit.get(`/api/pro/getPriceList?projectToken=${project}&eventToken=${eventToken}`)).data.dataList;
}
async function freeSeats(
  eventToken: string,
  price?: number,
): Promise<{ superGoodId: string; price: number; publicInterest: number }[]> {
  const goods = (await kit.get(`/api/goods/seatGoods?eventToken=${eventToken}`)).data.dataList;
  return goods.filter(
    (s: { status: string; price: number }) => s.status === 'available' && (price === undefined || s.price === price),
  );
}
const line = (eventId: string, superGoodId: string, goodCount = 1) => ({ eventId, superGoodId, goodCount });

beforeAll(async () => {
  kit = await ticketingKit();
  demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
  guest = await kit.login(GUEST_LOGIN, GUEST_PASSWORD);
});

describe('cart', () => {
  it('adds, queries and removes non-seat tickets, at most 6 per performance', async () => {
    const token = await kit.register('cart-a@theatre.test');
    const [cheap, mid] = await prices('PRJ1004-E1');
    const add = await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E1', cheap.superGoodId, 2)] }, token);
    expect(add.code).toBe(200);
    await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E1', mid.superGoodId, 1)] }, token);
    const cart = await kit.get('/api/cart/queryCartInfo?locale=en', token);
    expect(cart.data.dataList).toHaveLength(2);
    expect(cart.data.dataList[0]).toMatchObject({
      eventId: 'PRJ1004-E1',
      superGoodId: cheap.superGoodId,
      goodCount: 2,
      price: 120,
      subtotal: 240,
      projectName: 'Thunderstorm',
      publicInterest: 0,
      realName: false,
      showTime: expect.any(Number),
    });
    expect(cart.data).toMatchObject({ ticketCount: 3, totalAmount: 460 });
    // the same good again adds up; the performance limit is 6
    expect(
      (await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E1', cheap.superGoodId, 3)] }, token)).code,
    ).toBe(200);
    const over = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1004-E1', mid.superGoodId, 1)], langType: 2 },
      token,
    );
    expect(over.status).toBe(422);
    expect(over.msg).toBe('At most 6 tickets per performance');
    expect(
      (await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E2', mid.superGoodId, 7)] }, token)).status,
    ).toBe(400);
    expect(
      (await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E2', mid.superGoodId, 0)] }, token)).status,
    ).toBe(400);
    // remove some, then all
    const less = await kit.post('/api/cart/remove', { lstCartInfo: [line('PRJ1004-E1', cheap.superGoodId, 4)] }, token);
    expect(less.data.dataList.find((l: { superGoodId: string }) => l.superGoodId === cheap.superGoodId).goodCount).toBe(
      1,
    );
    const gone = await kit.post(
      '/api/cart/remove',
      { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: cheap.superGoodId }] },
      token,
    );
    expect(gone.data.dataList).toHaveLength(1);
    expect(
      (await kit.post('/api/cart/remove', { lstCartInfo: [{ superGoodId: cheap.superGoodId }] }, token)).status,
    ).toBe(404);
  });

  it('sells seats one by one and asks for seats on seated shows', async () => {
    const token = await kit.register('cart-b@theatre.test');
    const [seat] = await freeSeats('PRJ1002-E2');
    expect(
      (await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1002-E2', seat.superGoodId, 2)] }, token)).status,
    ).toBe(422);
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1002-E2', seat.superGoodId)] }, token)).code).toBe(
      200,
    );
    const twice = await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1002-E2', seat.superGoodId)] }, token);
    expect(twice.data.dataList).toHaveLength(1);
    expect(twice.data.dataList[0]).toMatchObject({
      goodCount: 1,
      seatId: expect.any(String),
      seatLabel: expect.any(String),
    });
    const [zone] = await prices('PRJ1002-E2');
    const r = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1002-E2', zone.superGoodId, 1)], langType: 2 },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.msg).toBe('Please choose seats for this performance');
  });

  it('allows at most 2 non-profit tickets', async () => {
    const token = await kit.register('cart-c@theatre.test');
    const seats = (await freeSeats('PRJ1003-E1')).filter((s) => s.publicInterest === 1);
    const two = await kit.post(
      '/api/cart/add',
      { lstCartInfo: seats.slice(0, 2).map((s) => line('PRJ1003-E1', s.superGoodId)) },
      token,
    );
    expect(two.code).toBe(200);
    const third = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1003-E1', seats[2].superGoodId)], langType: 1 },
      token,
    );
    expect(third.status).toBe(422);
    expect(third.msg).toBe('公益票每笔订单最多2张');
  });

  it('refuses unknown goods (404), ended performances (422) and sold-out prices (409)', async () => {
    const before = kit.fingerprint();
    const [p] = await prices('PRJ1004-E1');
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E1', 'G999999')] }, demo)).status).toBe(404);
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line('NOPE-E1', p.superGoodId)] }, demo)).status).toBe(404);
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E2', p.superGoodId)] }, demo)).status).toBe(
      404,
    );
    const [ended] = await prices('PRJ1011-E1');
    const past = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1011-E1', ended.superGoodId)], langType: 2 },
      demo,
    );
    expect(past.status).toBe(422);
    expect(past.msg).toBe('This performance has ended');
    const [soldOut] = await prices('PRJ1009-E1');
    const sold = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1009-E1', soldOut.superGoodId)], langType: 2 },
      demo,
    );
    expect(sold.status).toBe(409);
    expect(sold.msg).toBe('Sold out');
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line('PRJ1004-E1', p.superGoodId)] })).status).toBe(401);
    expect(kit.fingerprint()).toBe(before);
  });
});

describe('build carts', () => {
  it('summarises a shopping cart, also for guests', async () => {
    const [a, b] = await prices('PRJ1004-E3');
    const r = await kit.post('/api/trade/buildShoppingCart', {
      cartPrices: [line('PRJ1004-E3', a.superGoodId, 2), line('PRJ1004-E3', b.superGoodId, 1)],
      langType: 2,
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      total: 2 * a.price + b.price,
      ticketCount: 3,
      publicInterestCount: 0,
      realNameRequired: false,
    });
    expect(r.data.lines).toHaveLength(2);
  });

  it('applies coupons with their rules', async () => {
    const [, , top] = await prices('PRJ1004-E3'); // ￥320
    const goods = [line('PRJ1004-E3', top.superGoodId, 2)]; // ￥640
    const ok = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, couponCode: 'DEMO-WELCOME50', useDeductionPoint: 0, discountCode: '' },
      demo,
    );
    expect(ok.data).toMatchObject({ total: 640, couponDiscount: 50, payable: 590 });
    const rate = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, couponCode: 'DEMO-GOLD90' },
      demo,
    );
    expect(rate.data).toMatchObject({ couponDiscount: 64, payable: 576 });
    const cases: [string, string, string][] = [
      ['DEMO-USED30', 'This coupon has been used', 'PRJ1004-E3'],
      ['DEMO-EXPIRED20', 'This coupon has expired', 'PRJ1004-E3'],
      ['GUEST-WELCOME20', 'Invalid coupon', 'PRJ1004-E3'],
    ];
    for (const [couponCode, msg] of cases) {
      const r = await kit.post('/api/trade/buildGroupedCart', { groupedGoods: goods, couponCode, langType: 2 }, demo);
      expect(r.status).toBe(422);
      expect(r.msg).toBe(msg);
    }
    const small = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1004-E3', top.superGoodId, 1)], couponCode: 'DEMO-BIRTHDAY100', langType: 2 },
      demo,
    );
    expect(small.msg).toBe('Minimum spend for this coupon not reached');
  });

  it('applies discount codes', async () => {
    const [, , top] = await prices('PRJ1004-E3');
    const goods = [line('PRJ1004-E3', top.superGoodId, 2)];
    expect(
      (await kit.post('/api/trade/buildGroupedCart', { groupedGoods: goods, discountCode: 'theatre10' }, demo)).data,
    ).toMatchObject({ discountCodeDiscount: 64, payable: 576 });
    expect(
      (await kit.post('/api/trade/buildGroupedCart', { groupedGoods: goods, discountCode: 'SPRING50' }, demo)).data,
    ).toMatchObject({ discountCodeDiscount: 50, payable: 590 });
    const under = await kit.post(
      '/api/trade/buildGroupedCart',
      {
        groupedGoods: [line('PRJ1004-E1', (await prices('PRJ1004-E1'))[0].superGoodId)],
        discountCode: 'SPRING50',
        langType: 2,
      },
      demo,
    );
    expect(under.msg).toBe('Minimum spend for this discount code not reached');
    const expired = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, discountCode: 'EXPIRED', langType: 2 },
      demo,
    );
    expect(expired.status).toBe(422);
    expect(expired.msg).toBe('This discount code has expired');
    expect(
      (await kit.post('/api/trade/buildGroupedCart', { groupedGoods: goods, discountCode: 'NOSUCH' }, demo)).status,
    ).toBe(422);
  });

  it('deducts points (100 = ￥1, at most half, needs an opened account) and shows the UnionPay discount', async () => {
    const [, mid] = await prices('PRJ1004-E3'); // ￥220
    const goods = [line('PRJ1004-E3', mid.superGoodId, 2)]; // ￥440
    const r = await kit.post('/api/trade/buildGroupedCart', { groupedGoods: goods, useDeductionPoint: 5000 }, demo);
    expect(r.data).toMatchObject({
      pointsUsed: 5000,
      pointsDeduction: 50,
      payable: 390,
      maxDeductionPoint: 5000,
      availablePoints: 5000,
    });
    const notEnough = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, useDeductionPoint: 5001, langType: 2 },
      demo,
    );
    expect(notEnough.status).toBe(422);
    expect(notEnough.msg).toBe('Not enough points');
    const [cheap] = await prices('PRJ1012-E2'); // ￥80
    const half = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1012-E2', cheap.superGoodId)], useDeductionPoint: 4001, langType: 2 },
      demo,
    );
    expect(half.status).toBe(422);
    expect(half.msg).toBe('Points may pay at most 50% of the order');
    const closed = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, useDeductionPoint: 100, langType: 2 },
      guest,
    );
    expect(closed.msg).toBe('Please open the points account first');
    const union = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: goods, payGateway: 'unionpay', langType: 2 },
      demo,
    );
    expect(union.data).toMatchObject({ gatewayDiscount: 44, payable: 396, unionPayNote: 'UnionPay: 10% off' });
  });

  it('enforces the real-name rules', async () => {
    const [jazz] = await prices('PRJ1005-E1');
    const noId = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1005-E1', jazz.superGoodId)], langType: 2 },
      guest,
    );
    expect(noId.status).toBe(422);
    expect(noId.msg).toBe('Please Bind ID Card With Real-name Ticket.');
    // the demo already holds one ticket for this performance: one more is the limit
    const one = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1005-E1', jazz.superGoodId)] },
      demo,
    );
    expect(one.code).toBe(200);
    expect(one.data.realNameRequired).toBe(true);
    const two = await kit.post(
      '/api/trade/buildGroupedCart',
      { groupedGoods: [line('PRJ1005-E1', jazz.superGoodId, 2)], langType: 2 },
      demo,
    );
    expect(two.msg).toBe('A member may use at most 2 ID cards (2 tickets) per performance');
    const sameId = await kit.post(
      '/api/trade/buildGroupedCart',
      {
        groupedGoods: [line('PRJ1005-E1', jazz.superGoodId)],
        viewers: [{ name: '李明', idCard: '110101199003074518' }],
        langType: 2,
      },
      demo,
    );
    expect(sameId.msg).toBe('One ticket per ID card per performance');
  });
});

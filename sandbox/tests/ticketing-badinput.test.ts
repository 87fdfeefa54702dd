import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD, ticketingKit, type Kit } from '../ticketing/testkit';

let kit: Kit;
let demo: string;
let good: string;

beforeAll(async () => {
  kit = await ticketingKit();
  demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
  good = (await kit.get('/api/pro/getPriceList?eventToken=PRJ1004-E1')).data.dataList[0].superGoodId;
});

const memberPosts = [
  '/api/user/userInfo',
  '/api/user/modifyUser',
  '/api/user/openAccount',
  '/api/paypswd/updatePayPassword',
  '/api/paypswd/checkPayPassword',
  '/api/cart/add',
  '/api/cart/remove',
  '/api/trade/buildGroupedCart',
  '/api/trade/submitOrder',
  '/api/order/cancel',
];
const publicPosts = [
  '/api/user/login',
  '/api/user/genarateRandomStr',
  '/api/user/register',
  '/api/user/resetPass',
  '/api/user/checkCaptcha',
  '/api/trade/buildShoppingCart',
  '/api/pro/selectEvent',
];

describe('bad input is a 4xx in the API format, and changes nothing', () => {
  it('malformed JSON bodies', async () => {
    const before = kit.fingerprint();
    for (const path of [...memberPosts, ...publicPosts]) {
      const r = await kit.call('POST', path, {
        raw: '{"lstCartInfo": [',
        token: demo,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status, path).toBe(400);
      expect(r.code, path).toBe(400);
      expect(typeof r.msg, path).toBe('string');
    }
    expect(kit.fingerprint()).toBe(before);
  });

  it('wrong types and missing fields', async () => {
    const before = kit.fingerprint();
    const cases: [string, unknown][] = [
      ['/api/cart/add', { lstCartInfo: 'everything' }],
      ['/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 'two' }] }],
      ['/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 1.5 }] }],
      ['/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E1', goodCount: 1 }] }],
      ['/api/cart/add', { lstCartInfo: [] }],
      ['/api/cart/add', [1, 2, 3]],
      ['/api/cart/add', null],
      ['/api/cart/remove', { lstCartInfo: [{ superGoodId: { $ne: 1 } }] }],
      [
        '/api/trade/submitOrder',
        { cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: -1 }], payGateway: 'alipay' },
      ],
      [
        '/api/trade/submitOrder',
        {
          cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 1 }],
          payGateway: 'alipay',
          useDeductionPoint: 'lots',
        },
      ],
      ['/api/trade/submitOrder', { payGateway: 'alipay' }],
      [
        '/api/trade/buildGroupedCart',
        { groupedGoods: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 1 }], useDeductionPoint: -100 },
      ],
      ['/api/user/modifyUser', { userName: 42 }],
      ['/api/paypswd/updatePayPassword', { newPayPassword: 123456, confirmPayPassword: 123456 }],
      ['/api/order/cancel', {}],
      ['/api/user/login', { email: 'demo@theatre.test', loginPass: ['Demo1234'], captcha: 'x', identifier: 'y' }],
      ['/api/user/register', { email: 'x@theatre.test', password: { length: 9 } }],
      ['/api/pro/selectEvent', { projectToken: 'PRJ1004' }],
    ];
    for (const [path, body] of cases) {
      const r = await kit.post(path, body, demo);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.code).toBe(400);
      expect(r.msg).toBeTruthy();
    }
    expect(kit.fingerprint()).toBe(before);
  });

  it('unknown ids and out-of-range values', async () => {
    const before = kit.fingerprint();
    const notFound: [string, string, unknown?][] = [
      ['GET', '/api/pro/project?projectToken=PRJ9999'],
      ['GET', '/api/pro/events?projectToken=PRJ9999'],
      ['GET', '/api/pro/getPriceList?eventToken=PRJ1004-E9'],
      ['GET', '/api/goods/seatGoods?eventToken=PRJ1001-E9'],
      ['GET', '/site/venue/findSiteInfoById?siteId=SITE-NOPE'],
      ['GET', '/api/order/orderDetail?orderToken=TKNOPE'],
      ['POST', '/api/order/cancel', { orderToken: 'TKNOPE' }],
      ['POST', '/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: 'G1', goodCount: 1 }] }],
      [
        'POST',
        '/api/trade/submitOrder',
        {
          cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: 'nope', goodCount: 1 }],
          payGateway: 'alipay',
          requestId: 'u1',
        },
      ],
      ['POST', '/api/trade/buildShoppingCart', { cartPrices: [{ eventId: 'NOPE', superGoodId: good, goodCount: 1 }] }],
      ['GET', '/api/no/such/call'],
    ];
    for (const [method, path, body] of notFound) {
      const r = await kit.call(method, path, { body, token: demo });
      expect(r.status, path).toBe(404);
      expect(r.code, path).toBe(404);
    }
    const range: [string, string, unknown?][] = [
      ['GET', '/api/user/couponCodes?page=0', undefined],
      ['GET', '/api/user/couponCodes?pageSize=abc', undefined],
      ['GET', '/api/order/pager?pageSize=100000', undefined],
      ['GET', '/api/pro/getProjectDateByMonth?month=0', undefined],
      ['GET', '/api/user/findPointRecordByCustomer?dataType=9', undefined],
      ['POST', '/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 99 }] }],
      [
        'POST',
        '/api/trade/submitOrder',
        { cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 7 }], payGateway: 'alipay' },
      ],
    ];
    for (const [method, path, body] of range) {
      const r = await kit.call(method, path, { body, token: demo });
      expect(r.status, path).toBe(400);
      expect(r.code, path).toBe(400);
    }
    expect(kit.fingerprint()).toBe(before);
  });

  it('a failing order in a multi-line submit rolls everything back', async () => {
    const sold = (await kit.get('/api/pro/getPriceList?eventToken=PRJ1009-E1')).data.dataList[0].superGoodId;
    const before = kit.fingerprint();
    const r = await kit.post(
      '/api/trade/submitOrder',
      {
        cartPrices: [
          { eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 2 },
          { eventId: 'PRJ1009-E1', superGoodId: sold, goodCount: 1 },
        ],
        couponCode: 'DEMO-KIDS10',
        useDeductionPoint: 100,
        payGateway: 'alipay',
        requestId: 'rollback-1',
      },
      demo,
    );
    expect(r.status).toBe(409);
    expect(kit.fingerprint()).toBe(before);
  });

  it('answers in Chinese with langType 1', async () => {
    const r = await kit.post(
      '/api/trade/submitOrder',
      { cartPrices: [{ eventId: 'PRJ1004-E1', superGoodId: good, goodCount: 1 }], langType: 1 },
      demo,
    );
    expect(r.msg).toBe('请选择支付方式');
  });
});

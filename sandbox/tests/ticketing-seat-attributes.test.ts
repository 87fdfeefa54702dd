import { beforeAll, describe, expect, it } from 'vitest';
import { ticketingKit, type Kit } from '../ticketing/testkit';

/** Issue 46: the venue map's per-seat attributes, and the companion seat's rule. */
let kit: Kit;

type SeatGood = { seatId: string; superGoodId: string; status: string } & Record<string, unknown>;
const EVENT = 'PRJ1001-E2';
const goodsOf = async (eventToken: string, lang = 2): Promise<SeatGood[]> =>
  (await kit.get(`/api/goods/seatGoods?eventToken=${eventToken}&langType=${lang}`)).data.dataList;
const line = (eventId: string, superGoodId: string) => ({ eventId, superGoodId, goodCount: 1 });

beforeAll(async () => {
  kit = await ticketingKit();
});

describe('seat attributes', () => {
  it('the Lyric Theatre names each kind on its map and its goods, in the language asked', async () => {
    const map = await kit.get('/site/venue/findSiteInfoById?siteId=SITE-LYRIC&langType=2');
    const seat = (id: string) => map.data.seats.find((s: { seatId: string }) => s.seatId === id);
    expect(seat('L1009')).toMatchObject({ wheelchair: 1, stepFree: 1 });
    expect(seat('L1008')).toMatchObject({ companion: 'L1009', stepFree: 1 });
    expect(seat('L0101')).toMatchObject({ restrictedView: 'Side of the stage partly hidden' });
    expect(seat('L0107')).toMatchObject({ aisle: 1 });
    expect(seat('L0103')).not.toHaveProperty('wheelchair');
    expect(seat('L0103').viewImage).toMatch(/^\/sites\/default\/files\/venues\/.+\.jpg$/);
    // the file service sits at the sandbox's root, two levels above the ticketing API's base
    const image = await kit.call('GET', `/../..${seat('L0103').viewImage}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const zh = (await goodsOf(EVENT, 1)).find((s) => s.seatId === 'L0114');
    expect(zh).toMatchObject({ restrictedView: '舞台侧边部分被遮挡' });
  });

  it('a venue without them answers as before: no such fields', async () => {
    const map = await kit.get('/site/venue/findSiteInfoById?siteId=SITE-BUICK&langType=2');
    for (const key of ['wheelchair', 'companion', 'restrictedView', 'aisle', 'stepFree', 'viewImage'])
      expect(map.data.seats.some((s: Record<string, unknown>) => key in s)).toBe(false);
  });

  it('refuses a companion seat without its wheelchair space, in the cart and in an order summary; takes the two together', async () => {
    const token = await kit.register('companion@theatre.test');
    const goods = await goodsOf(EVENT);
    const good = (id: string) => goods.find((s) => s.seatId === id)!.superGoodId;
    const alone = await kit.post('/api/cart/add', { lstCartInfo: [line(EVENT, good('L1008'))] }, token);
    expect(alone).toMatchObject({ code: 422, msg: 'A companion seat is sold only with its wheelchair space' });
    // another performance's wheelchair space does not count
    const elsewhere = (await goodsOf('PRJ1001-E3')).find((s) => s.seatId === 'L1009')!.superGoodId;
    const mixed = await kit.post(
      '/api/cart/add',
      { lstCartInfo: [line('PRJ1001-E3', elsewhere), line(EVENT, good('L1008'))], langType: 1 },
      token,
    );
    expect(mixed).toMatchObject({ code: 422, msg: '陪同座位须与其轮椅位一同购买' });
    // with its space, in one call or after it
    expect(
      (
        await kit.post(
          '/api/cart/add',
          { lstCartInfo: [line(EVENT, good('L1009')), line(EVENT, good('L1008'))] },
          token,
        )
      ).code,
    ).toBe(200);
    const other = await kit.register('companion-2@theatre.test');
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line(EVENT, good('L1010'))] }, other)).code).toBe(200);
    expect((await kit.post('/api/cart/add', { lstCartInfo: [line(EVENT, good('L1011'))] }, other)).code).toBe(200);
    // an order of the companion alone is refused too
    const order = await kit.post('/api/trade/buildShoppingCart', { cartPrices: [line(EVENT, good('L1011'))] }, other);
    expect(order).toMatchObject({ code: 422, msg: 'A companion seat is sold only with its wheelchair space' });
  });
});

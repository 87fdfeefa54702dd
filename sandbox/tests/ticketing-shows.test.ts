import { beforeAll, describe, expect, it } from 'vitest';
import { ticketingKit, type Kit } from '../ticketing/testkit';

let kit: Kit;
beforeAll(async () => {
  kit = await ticketingKit();
});

type Price = {
  priceId: number;
  price: number;
  goodCount: number;
  saleCount: number;
  publicInterest: 0 | 1;
  superGoodId: string;
};
type Event = {
  eventToken: string;
  showTime: number;
  priceVoList: Price[];
  discountEventAuthExtendRespVos: { discountId: number; discountName: string }[];
};

describe('projects, events and prices', () => {
  it('answers a seated project with events and prices sorted ascending, localized', async () => {
    const en = await kit.get('/api/pro/project?projectToken=PRJ1001&langType=2');
    expect(en.code).toBe(200);
    expect(en.data).toMatchObject({
      projectToken: 'PRJ1001',
      projectName: 'Turandot',
      siteName: 'Lyric Theatre',
      siteId: 'SITE-LYRIC',
      siteVersionId: 'SITE-LYRIC-V1',
      seatType: 1,
      projectTypeName: 'Opera',
      publicInterestNum: 2,
      realName: false,
    });
    expect(en.data.eventVoList).toHaveLength(3);
    const ev: Event = en.data.eventVoList[0];
    expect(ev.eventToken).toBe('PRJ1001-E1');
    expect(ev.showTime).toBeGreaterThan(kit.clock.now);
    const prices = ev.priceVoList.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ev.priceVoList[0]).toMatchObject({
      priceId: expect.any(Number),
      goodCount: 40,
      saleCount: 0,
      publicInterest: 0,
      superGoodId: expect.any(String),
    });
    expect(ev.discountEventAuthExtendRespVos[0]).toMatchObject({
      discountId: expect.any(Number),
      discountName: expect.any(String),
    });
    const zh = await kit.get('/api/pro/project?projectToken=PRJ1001&langType=1');
    expect(zh.data).toMatchObject({ projectName: '歌剧《图兰朵》', siteName: '歌剧厅', projectTypeName: '歌剧' });
  });

  it('marks non-profit, real-name, sold-out and ended shows', async () => {
    const swan = await kit.get('/api/pro/project?projectToken=PRJ1003');
    expect(swan.data.eventVoList[0].priceVoList[0]).toMatchObject({ price: 80, publicInterest: 1 });
    expect((await kit.get('/api/pro/project?projectToken=PRJ1005')).data).toMatchObject({
      realName: true,
      seatType: 2,
    });
    const breath = await kit.get('/api/pro/project?projectToken=PRJ1009');
    expect(breath.data.soldOut).toBe(true);
    for (const p of breath.data.eventVoList[0].priceVoList as Price[]) expect(p.goodCount - p.saleCount).toBe(0);
    const ended = await kit.get('/api/pro/project?projectToken=PRJ1011');
    expect(ended.data.ended).toBe(true);
    expect(ended.data.eventVoList[0].showTime).toBeLessThan(kit.clock.now);
    expect((await kit.get('/api/pro/project?projectToken=NOPE')).status).toBe(404);
    expect((await kit.get('/api/pro/project')).status).toBe(400);
  });

  it('seeds the sold-out cases of issue 20: cheapest gone (seated), only the dearest left, all gone', async () => {
    const left = (p: Price) => p.goodCount - p.saleCount;
    const ninth = await kit.get('/api/pro/project?projectToken=PRJ1008');
    expect(ninth.data).toMatchObject({ seatType: 1, soldOut: false });
    for (const event of ninth.data.eventVoList) {
      const [cheapest, ...others] = event.priceVoList as Price[];
      expect(left(cheapest)).toBe(0);
      for (const p of others) expect(left(p)).toBeGreaterThan(0);
      const seats = await kit.get(`/api/goods/seatGoods?eventToken=${event.eventToken}`);
      const ofCheapest = (seats.data.dataList as { priceId: number; status: string }[]).filter(
        (g) => g.priceId === cheapest.priceId,
      );
      expect(ofCheapest.length).toBeGreaterThan(0);
      expect(ofCheapest.every((g) => g.status === 'sold')).toBe(true);
    }
    const teahouse = await kit.get('/api/pro/project?projectToken=PRJ2003');
    expect(teahouse.data).toMatchObject({ seatType: 2, soldOut: false });
    for (const event of teahouse.data.eventVoList) {
      const prices = event.priceVoList as Price[];
      expect(prices.length).toBeGreaterThan(2);
      expect(prices.map(left).map((n) => n > 0)).toEqual([...prices.slice(0, -1).map(() => false), true]);
    }
    const breath = await kit.get('/api/pro/project?projectToken=PRJ1009');
    for (const event of breath.data.eventVoList) for (const p of event.priceVoList as Price[]) expect(left(p)).toBe(0);
  });

  it('lists projects by time window, all with pageSize 0', async () => {
    const all = await kit.get('/api/pro/projects?pageSize=0&langType=2');
    expect(all.data.total).toBe(16);
    expect(all.data.dataList).toHaveLength(16);
    const paged = await kit.get('/api/pro/projects?pageSize=5&currentPage=2');
    expect(paged.data).toMatchObject({ totalPage: 4, currentPage: 2 });
    expect(paged.data.dataList).toHaveLength(5);
    const day = 86_400_000;
    const week = await kit.get(
      `/api/pro/projects?startTime=${kit.clock.now}&endTime=${kit.clock.now + 7 * day}&pageSize=0`,
    );
    expect(week.data.total).toBeGreaterThan(0);
    expect(week.data.total).toBeLessThan(16);
    for (const p of week.data.dataList)
      expect(
        p.eventVoList.some((e: Event) => e.showTime >= kit.clock.now && e.showTime < kit.clock.now + 7 * day),
      ).toBe(true);
    expect((await kit.get('/api/pro/projects?startTime=yesterday')).status).toBe(400);
  });

  it('answers events and the price list of one event', async () => {
    const events = await kit.get('/api/pro/events?projectToken=PRJ1002');
    expect(events.data.dataList.map((e: Event) => e.eventToken)).toEqual([
      'PRJ1002-E1',
      'PRJ1002-E2',
      'PRJ1002-E3',
      'PRJ1002-E4',
    ]);
    const prices = await kit.get('/api/pro/getPriceList?projectToken=PRJ1002&eventToken=PRJ1002-E2');
    expect(prices.data.dataList.map((p: Price) => p.price)).toEqual([280, 480, 680, 980]);
    expect((await kit.get('/api/pro/getPriceList?projectToken=PRJ1001&eventToken=PRJ1002-E2')).status).toBe(404);
    expect((await kit.get('/api/pro/getPriceList?eventToken=NOPE')).status).toBe(404);
  });

  it('selects a project event', async () => {
    const r = await kit.post('/api/pro/selectEvent', {
      projectToken: 'PRJ1004',
      eventToken: 'PRJ1004-E1',
      langType: 2,
    });
    expect(r.data).toMatchObject({
      projectToken: 'PRJ1004',
      seatType: 2,
      nextStep: 'addToCart',
      event: { eventToken: 'PRJ1004-E1' },
    });
    expect(
      (await kit.post('/api/pro/selectEvent', { projectToken: 'PRJ1001', eventToken: 'PRJ1001-E2' })).data.nextStep,
    ).toBe('chooseSeat');
    expect(
      (await kit.post('/api/pro/selectEvent', { projectToken: 'PRJ1011', eventToken: 'PRJ1011-E1' })).data.nextStep,
    ).toBe('ended');
    expect((await kit.post('/api/pro/selectEvent', { projectToken: 'PRJ1004', eventToken: 'PRJ1001-E1' })).status).toBe(
      404,
    );
  });
});

describe('dates and types', () => {
  it('answers the nearest date with a show and the show days of a month', async () => {
    const near = await kit.get('/api/pro/getProjectNeareastDate');
    expect(near.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(near.data.time).toBeGreaterThan(kit.clock.now);
    expect(near.data.projectTokens.length).toBeGreaterThan(0);
    const [year, month] = near.data.date.split('-').map(Number);
    const m = await kit.get(`/api/pro/getProjectDateByMonth?month=${month}&year=${year}`);
    expect(m.data).toMatchObject({ year, month });
    const day = m.data.dataList.find((d: { date: string }) => d.date === near.data.date);
    expect(day.projectTokens).toEqual(expect.arrayContaining(near.data.projectTokens));
    expect((await kit.get('/api/pro/getProjectDateByMonth?month=13&year=2026')).status).toBe(400);
  });

  it('lists project types (all by default)', async () => {
    const r = await kit.get('/api/proType/page?pageSize=0&langType=2');
    expect(r.data.total).toBe(8);
    expect(r.data.dataList[0]).toEqual({ projectTypeId: 1, projectTypeName: 'Opera' });
  });
});

describe('venues and seats', () => {
  it('lists venues and answers a seat map for a seated venue', async () => {
    const list = await kit.get('/site/venue/siteList?langType=2');
    expect(list.data.dataList).toHaveLength(4);
    const map = await kit.get('/site/venue/findSiteInfoById?siteId=SITE-LYRIC&siteVersionId=SITE-LYRIC-V1&langType=2');
    expect(map.data).toMatchObject({ siteId: 'SITE-LYRIC', seated: true, stage: expect.any(Object) });
    expect(map.data.seatCount).toBeGreaterThanOrEqual(150);
    expect(map.data.seatCount).toBeLessThanOrEqual(250);
    expect(map.data.zones.length).toBe(3);
    expect(map.data.aisles.length).toBe(1);
    const seat = map.data.seats[0];
    expect(seat).toMatchObject({
      seatId: expect.any(String),
      row: 1,
      number: 1,
      x: expect.any(Number),
      y: expect.any(Number),
      zone: 'A',
    });
    const ids = new Set(map.data.seats.map((s: { seatId: string }) => s.seatId));
    expect(ids.size).toBe(map.data.seatCount);
    const studio = await kit.get('/site/venue/findSiteInfoById?siteId=SITE-STUDIO');
    expect(studio.data.seated).toBe(false);
    expect((await kit.get('/site/venue/findSiteInfoById?siteId=SITE-LYRIC&siteVersionId=OLD')).status).toBe(404);
  });

  it('answers the seat goods of an event, matching the price stock', async () => {
    const goods = await kit.get('/api/goods/seatGoods?eventToken=PRJ1001-E1');
    const project = await kit.get('/api/pro/project?projectToken=PRJ1001');
    const prices: Price[] = project.data.eventVoList[0].priceVoList;
    for (const p of prices) {
      const seats = goods.data.dataList.filter((s: { priceId: number }) => s.priceId === p.priceId);
      expect(seats).toHaveLength(p.goodCount);
      expect(seats.filter((s: { status: string }) => s.status !== 'available')).toHaveLength(p.saleCount);
    }
    expect(goods.data.dataList[0]).toMatchObject({
      superGoodId: expect.any(String),
      seatId: expect.any(String),
      priceId: expect.any(Number),
      price: expect.any(Number),
      status: expect.stringMatching(/available|sold|locked/),
    });
    expect(goods.data.dataList.some((s: { status: string }) => s.status === 'sold')).toBe(true); // the demo's seats
    const nonSeat = await kit.get('/api/goods/seatGoods?eventToken=PRJ1004-E1');
    expect(nonSeat.data).toMatchObject({ seatType: 2, total: 0 });
    expect((await kit.get('/api/goods/seatGoods?eventToken=NOPE')).status).toBe(404);
  });
});

describe('payment gateways', () => {
  it('lists alipay, wechatpay and unionpay with the UnionPay note', async () => {
    const r = await kit.get('/maipay/doGetPayGateway?channel=PC&langType=2');
    expect(r.data.dataList.map((g: { code: string }) => g.code)).toEqual(['alipay', 'wechatpay', 'unionpay']);
    expect(r.data.dataList[2]).toMatchObject({ gatewayId: 3, name: 'UnionPay', discountNote: 'UnionPay: 10% off' });
    const zh = await kit.get('/maipay/doGetPayGateway?channel=PC&langType=1');
    expect(zh.data.dataList[2].discountNote).toContain('9折');
  });
});

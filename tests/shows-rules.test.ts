// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildIcs, icsText, performanceIcs } from '@/lib/shows/ics';
import { theatre } from '@/lib/theatre';
import {
  buyState,
  canDecrease,
  canIncrease,
  clampQuantity,
  formatPrice,
  initialSelection,
  isEnded,
  isEventSoldOut,
  isPriceSoldOut,
  isProjectSoldOut,
  maxQuantity,
  nextStep,
  priceList,
  sortPrices,
  toggleSeatWithRules,
} from '@/lib/shows/rules';
import { reshapeShow } from '@/lib/ticketing/shows';
import type { Performance, Show, ShowPrice } from '@/lib/ticketing/types';

const price = (id: number, amount: number, extra: Partial<ShowPrice> = {}): ShowPrice => ({
  priceId: id,
  price: amount,
  left: 10,
  nonProfit: false,
  superGoodId: `G${id}`,
  ...extra,
});
const now = Date.UTC(2026, 10, 1);
const event = (token: string, showTime: number, prices: ShowPrice[]): Performance => ({
  eventToken: token,
  showTime,
  prices,
  discounts: [],
  onSaleAt: null,
});
const project = (performances: Performance[], seated = false): Show => ({
  projectToken: 'P',
  name: 'Show',
  venue: 'Hall',
  siteId: null,
  siteVersionId: null,
  seated,
  typeId: 4,
  typeName: 'Drama',
  nonProfitLimit: 2,
  performances,
  onSaleAt: null,
});
const gone = { left: 0 };

describe('show rules', () => {
  it('sorts prices ascending and writes them in RMB with ￥', () => {
    expect(sortPrices([price(1, 580), price(2, 180), price(3, 380)]).map((p) => p.price)).toEqual([180, 380, 580]);
    expect(formatPrice(180)).toBe('￥180');
    expect(formatPrice(99.5)).toBe('￥99.50');
    expect(
      priceList(project([event('a', now + 1, [price(1, 300), price(2, 100)]), event('b', now + 2, [price(3, 100)])])),
    ).toEqual([100, 300]);
  });

  it('preselects the first event and its first (lowest) price', () => {
    const p = project([
      event('late', now + 2000, [price(5, 50)]),
      event('early', now + 1000, [price(2, 480), price(1, 280)]),
    ]);
    expect(initialSelection(p, now)).toEqual({ eventToken: 'early', priceId: 1 });
    expect(initialSelection(project([]), now)).toEqual({ eventToken: null, priceId: null });
  });

  it('preselects the first price with tickets left, and the first performance that has not ended (issue 20)', () => {
    const cheapestGone = event('e', now + 1000, [price(1, 80, gone), price(2, 180), price(3, 380)]);
    expect(initialSelection(project([cheapestGone]), now)).toEqual({ eventToken: 'e', priceId: 2 });
    const onlyDearest = event('d', now + 1000, [price(1, 80, gone), price(2, 180, gone), price(3, 380)]);
    expect(initialSelection(project([onlyDearest]), now).priceId).toBe(3);
    const allGone = event('a', now + 1000, [price(1, 80, gone), price(2, 180, gone)]);
    expect(initialSelection(project([allGone]), now).priceId).toBe(1);
    const played = event('played', now - 1000, [price(7, 50)]);
    expect(initialSelection(project([played, cheapestGone]), now).eventToken).toBe('e');
    expect(initialSelection(project([played]), now).eventToken).toBe('played');
  });

  it('a price is sold out when none are left (goodCount - saleCount, read at the boundary)', () => {
    expect(isPriceSoldOut(price(1, 100, gone))).toBe(true);
    expect(isPriceSoldOut(price(1, 100, { left: 1 }))).toBe(false);
    const raw = (goodCount: number, saleCount: number) =>
      reshapeShow({
        projectToken: 'P',
        seatType: 2,
        eventVoList: [
          {
            eventToken: 'E',
            showTime: now,
            priceVoList: [{ priceId: 1, price: 100, goodCount, saleCount, publicInterest: 0, superGoodId: 'G1' }],
          },
        ],
      }).performances[0].prices[0].left;
    expect(raw(5, 5)).toBe(0);
    expect(raw(5, 4)).toBe(1);
    expect(raw(5, 7)).toBe(0);
  });

  it('a performance (and a show) is sold out only when every price is (issue 20)', () => {
    const cheapestGone = event('e', now + 1000, [price(1, 80, gone), price(2, 880)]);
    expect(isEventSoldOut(cheapestGone)).toBe(false);
    expect(isProjectSoldOut(project([cheapestGone]), now)).toBe(false);
    const allGone = event('a', now + 1000, [price(1, 80, gone), price(2, 880, gone)]);
    expect(isEventSoldOut(allGone)).toBe(true);
    expect(isProjectSoldOut(project([allGone, cheapestGone]), now)).toBe(false);
    expect(isProjectSoldOut(project([allGone]), now)).toBe(true);
  });

  it('a past showTime has ended and replaces the buy button with ended', () => {
    const past = event('p', now - 1, [price(1, 100)]);
    const future = event('f', now + 1, [price(1, 100)]);
    expect(isEnded(past, now)).toBe(true);
    expect(buyState(past, past.prices[0], false, now)).toBe('ended');
    expect(buyState(future, future.prices[0], false, now)).toBe('buy');
    const soldOut = event('s', now + 1, [price(1, 100, gone)]);
    expect(buyState(soldOut, soldOut.prices[0], false, now)).toBe('soldOut');
    expect(buyState(soldOut, soldOut.prices[0], true, now)).toBe('soldOut');
  });

  it('a seated performance with any seat left leads to its seat map, whatever its cheapest price (issue 20)', () => {
    const cheapestGone = event('e', now + 1, [price(1, 80, gone), price(2, 880)]);
    expect(buyState(cheapestGone, cheapestGone.prices[0], true, now)).toBe('buy');
    // a non-seat one offers the price with tickets left, and refuses the sold-out one if chosen
    expect(buyState(cheapestGone, cheapestGone.prices[1], false, now)).toBe('buy');
    expect(buyState(cheapestGone, cheapestGone.prices[0], false, now)).toBe('soldOut');
  });

  it('non-seat quantity is 1 to 6: minus only above 1, plus only below 6', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(5)).toBe(true);
    expect(canIncrease(6)).toBe(false);
    expect(clampQuantity(9)).toBe(6);
    expect(clampQuantity(0)).toBe(1);
  });

  it('a non-profit price allows at most 2, and never more than are left', () => {
    const nonProfit = price(1, 80, { nonProfit: true });
    expect(maxQuantity(nonProfit, 2)).toBe(2);
    expect(canIncrease(2, maxQuantity(nonProfit, 2))).toBe(false);
    expect(maxQuantity(price(2, 280))).toBe(6);
    expect(maxQuantity(price(3, 280, { left: 3 }))).toBe(3);
  });

  it('buy flow: seated goes to seats, non-seat adds to cart for members and sends guests to login', () => {
    expect(nextStep(true, false).kind).toBe('seats');
    expect(nextStep(false, true).kind).toBe('addToCart');
    expect(nextStep(false, false).kind).toBe('login');
  });

  it('seat picking stops at 6 seats and 2 non-profit seats', () => {
    let seats: { id: string; publicInterest: boolean }[] = [];
    for (let i = 0; i < 8; i++) seats = toggleSeatWithRules(seats, { id: `s${i}`, publicInterest: false });
    expect(seats).toHaveLength(6);
    expect(toggleSeatWithRules(seats, { id: 's0', publicInterest: false })).toHaveLength(5);
    let np: { id: string; publicInterest: boolean }[] = [];
    for (let i = 0; i < 3; i++) np = toggleSeatWithRules(np, { id: `n${i}`, publicInterest: true });
    expect(np).toHaveLength(2);
  });
});

describe('add to calendar', () => {
  it('builds an iCalendar event in the visitor language', () => {
    const ics = buildIcs(
      {
        uid: 'E1@t',
        start: Date.UTC(2026, 11, 4, 11, 30),
        title: '歌剧《图兰朵》',
        location: '歌剧厅, 海湾大剧院',
        description: 'a; b',
        url: 'http://x/project/P',
        now: 0,
      },
      'zh-hans',
    );
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART:20261204T113000Z');
    expect(ics).toContain('DTEND:20261204T133000Z');
    expect(ics).toContain('SUMMARY;LANGUAGE=zh-Hans:歌剧《图兰朵》');
    expect(ics).toContain('LOCATION;LANGUAGE=zh-Hans:歌剧厅\\, 海湾大剧院');
    expect(icsText('a;b,c\nd')).toBe('a\\;b\\,c\\nd');
  });

  it("is the performance the buy box shows, linking to the show's page in the visitor's language", () => {
    const show = { projectToken: 'PRJ1004', name: 'Thunderstorm', venue: 'Drama Hall' };
    const event = { eventToken: 'PRJ1004-E1', showTime: Date.UTC(2026, 11, 4, 11, 30) };
    const unfold = (ics: string) => ics.replace(/\r\n /g, '');
    const en = unfold(performanceIcs(show, event, 'en', 'https://theatre.example/'));
    expect(en).toContain('UID:PRJ1004-E1@');
    expect(en).toContain('DTSTART:20261204T113000Z');
    expect(en).toContain('SUMMARY;LANGUAGE=en:Thunderstorm');
    expect(en).toContain(`LOCATION;LANGUAGE=en:Drama Hall\\, ${icsText(theatre.name.en)}`);
    expect(en).toContain('URL:https://theatre.example/en/project/PRJ1004');
    const zh = unfold(
      performanceIcs({ ...show, name: '雷雨', venue: '戏剧厅' }, event, 'zh-hans', 'https://theatre.example'),
    );
    expect(zh).toContain('SUMMARY;LANGUAGE=zh-Hans:雷雨');
    expect(zh).toContain('URL:https://theatre.example/project/PRJ1004');
    expect(zh).toContain('2026年12月4日');
  });
});

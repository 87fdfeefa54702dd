import { describe, expect, it } from 'vitest';
import { buildIcs, icsText } from '@/lib/shows/ics';
import {
  buyState,
  canDecrease,
  canIncrease,
  clampQuantity,
  formatPrice,
  initialSelection,
  isEnded,
  isPriceSoldOut,
  maxQuantity,
  nextStep,
  priceList,
  sortPrices,
  toggleSeatWithRules,
} from '@/lib/shows/rules';
import type { ShowEvent, ShowPrice, TicketingProject } from '@/lib/shows/types';

const price = (id: number, amount: number, extra: Partial<ShowPrice> = {}): ShowPrice => ({
  priceId: id,
  price: amount,
  goodCount: 10,
  saleCount: 0,
  publicInterest: 0,
  superGoodId: `G${id}`,
  ...extra,
});
const now = Date.UTC(2026, 10, 1);
const event = (token: string, showTime: number, prices: ShowPrice[]): ShowEvent => ({ eventToken: token, showTime, priceVoList: prices });
const project = (events: ShowEvent[], seatType = 2): TicketingProject => ({
  projectToken: 'P',
  projectName: 'Show',
  siteName: 'Hall',
  seatType,
  projectTypeName: 'Drama',
  publicInterestNum: 2,
  eventVoList: events,
});

describe('show rules', () => {
  it('sorts prices ascending and writes them in RMB with ￥', () => {
    expect(sortPrices([price(1, 580), price(2, 180), price(3, 380)]).map((p) => p.price)).toEqual([180, 380, 580]);
    expect(formatPrice(180)).toBe('￥180');
    expect(formatPrice(99.5)).toBe('￥99.50');
    expect(priceList(project([event('a', now + 1, [price(1, 300), price(2, 100)]), event('b', now + 2, [price(3, 100)])]))).toEqual([100, 300]);
  });

  it('preselects the first event and its first (lowest) price', () => {
    const p = project([event('late', now + 2000, [price(5, 50)]), event('early', now + 1000, [price(2, 480), price(1, 280)])]);
    expect(initialSelection(p)).toEqual({ eventToken: 'early', priceId: 1 });
    expect(initialSelection(project([]))).toEqual({ eventToken: null, priceId: null });
  });

  it('a price is sold out when goodCount - saleCount is 0', () => {
    expect(isPriceSoldOut(price(1, 100, { goodCount: 5, saleCount: 5 }))).toBe(true);
    expect(isPriceSoldOut(price(1, 100, { goodCount: 5, saleCount: 4 }))).toBe(false);
  });

  it('a past showTime has ended and replaces the buy button with ended', () => {
    const past = event('p', now - 1, [price(1, 100)]);
    const future = event('f', now + 1, [price(1, 100)]);
    expect(isEnded(past, now)).toBe(true);
    expect(buyState(past, past.priceVoList[0], now)).toBe('ended');
    expect(buyState(future, future.priceVoList[0], now)).toBe('buy');
    const soldOut = event('s', now + 1, [price(1, 100, { saleCount: 10 })]);
    expect(buyState(soldOut, soldOut.priceVoList[0], now)).toBe('soldOut');
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
    const nonProfit = price(1, 80, { publicInterest: 1 });
    expect(maxQuantity(nonProfit, 2)).toBe(2);
    expect(canIncrease(2, maxQuantity(nonProfit, 2))).toBe(false);
    expect(maxQuantity(price(2, 280))).toBe(6);
    expect(maxQuantity(price(3, 280, { goodCount: 3, saleCount: 0 }))).toBe(3);
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
      { uid: 'E1@t', start: Date.UTC(2026, 11, 4, 11, 30), title: '歌剧《图兰朵》', location: '歌剧厅, 海湾大剧院', description: 'a; b', url: 'http://x/project/P', now: 0 },
      'zh-CN',
    );
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART:20261204T113000Z');
    expect(ics).toContain('DTEND:20261204T133000Z');
    expect(ics).toContain('SUMMARY;LANGUAGE=zh-CN:歌剧《图兰朵》');
    expect(ics).toContain('LOCATION;LANGUAGE=zh-CN:歌剧厅\\, 海湾大剧院');
    expect(icsText('a;b,c\nd')).toBe('a\\;b\\,c\\nd');
  });
});

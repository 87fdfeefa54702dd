import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Coupons } from '@/components/member/profile/Coupons';
import { couponValue, orderCoupons } from '@/components/member/profile/coupon-order';
import { memberBrowser, withApp as wrap } from './support/app';
import { loginDemo, sandboxMswForFile } from './support/sandbox-msw';

const DAY = 86_400_000;
const now = Date.UTC(2026, 11, 1);
const coupon = (id: string, from: number, to: number, extra: { used?: boolean; expired?: boolean } = {}) => ({
  id,
  validFrom: now + from * DAY,
  validTo: now + to * DAY,
  used: extra.used ?? false,
  expired: extra.expired ?? now + to * DAY <= now,
});

describe('the order of coupons', () => {
  it('lists usable coupons first (soonest to run out on top), then those not valid yet, then expired ones', () => {
    const list = [
      coupon('expired-long-ago', -200, -100),
      coupon('expired-lately', -60, -2),
      coupon('runs-out-late', -10, 90),
      coupon('not-yet', 5, 60),
      coupon('runs-out-soon', -10, 3),
    ];
    expect(orderCoupons(list, now).map((c) => c.id)).toEqual([
      'runs-out-soon',
      'runs-out-late',
      'not-yet',
      'expired-lately',
      'expired-long-ago',
    ]);
  });

  it('trusts the clock as well as the flag: a coupon past its end is expired', () => {
    const list = [coupon('ended', -30, -1, { expired: false }), coupon('fine', -1, 10)];
    expect(orderCoupons(list, now).map((c) => c.id)).toEqual(['fine', 'ended']);
  });

  it('words a rate as what comes off in English and as 折 in Chinese', () => {
    expect(couponValue({ amount: null, discount: 0.9 })).toEqual({ kind: 'rate', percentOff: 10, zhe: 9 });
    expect(couponValue({ amount: null, discount: 0.85 })).toEqual({ kind: 'rate', percentOff: 15, zhe: 8.5 });
    expect(couponValue({ amount: 50, discount: null })).toEqual({ kind: 'amount', amount: 50 });
    expect(couponValue({ amount: null, discount: 1.2 })).toBeNull();
  });
});

const env = sandboxMswForFile();
beforeEach(async () => {
  memberBrowser(await loginDemo(env.sandbox));
});

describe("the demo member's coupons", () => {
  it('show the expired coupon last under "Not used", and the 10%-off coupon as "10% off"', async () => {
    render(wrap(<Coupons locale="en" />, 'en'));
    const cards = await screen.findAllByTestId('coupon');
    const states = cards.map((c) => c.getAttribute('data-state'));
    expect(states[0]).toBe('usable');
    expect(states.at(-1)).toBe('expired');
    expect(states.indexOf('expired')).toBe(states.length - 1);
    const gold = cards.find((c) => within(c).queryByText('Gold member 10% off'))!;
    expect(within(gold).getByText('10% off')).toBeInTheDocument();
    expect(screen.queryByText(/% of the price/)).not.toBeInTheDocument();
  });

  it('in Chinese, a 10%-off coupon is 9折', async () => {
    render(wrap(<Coupons locale="zh-hans" />, 'zh-hans'));
    const cards = await screen.findAllByTestId('coupon');
    expect(cards.some((c) => within(c).queryByText('9折'))).toBe(true);
  });
});

import type { Coupon } from '@/lib/ticketing/types';

type CouponTimes = Pick<Coupon, 'validFrom' | 'validTo' | 'used' | 'expired'>;
export type CouponState = 'usable' | 'notYet' | 'expired' | 'used';

export function couponState(coupon: CouponTimes, now: number): CouponState {
  if (coupon.used) return 'used';
  if (coupon.expired || coupon.validTo <= now) return 'expired';
  return coupon.validFrom > now ? 'notYet' : 'usable';
}

const RANK: Record<CouponState, number> = { usable: 0, notYet: 1, expired: 2, used: 3 };

/**
 * A page of coupons as a member reads it: those usable now first, the soonest to run out at the
 * top; then those not valid yet, the soonest to open first; expired ones last, the latest first.
 * (The ticketing API pages the list; each page is put in this order, whatever order it came in.)
 */
export function orderCoupons<T extends CouponTimes>(coupons: T[], now: number): T[] {
  return coupons
    .map((coupon, index) => ({ coupon, index, state: couponState(coupon, now) }))
    .sort((a, b) => {
      const byState = RANK[a.state] - RANK[b.state];
      if (byState) return byState;
      if (a.state === 'usable') return a.coupon.validTo - b.coupon.validTo || a.index - b.index;
      if (a.state === 'notYet') return a.coupon.validFrom - b.coupon.validFrom || a.index - b.index;
      if (a.state === 'expired') return b.coupon.validTo - a.coupon.validTo || a.index - b.index;
      return a.index - b.index;
    })
    .map((entry) => entry.coupon);
}

/**
 * What a coupon is worth, for its label: an amount off, or a rate. The API's rate is the share of
 * the price paid (0.9); English says what comes off ("10% off"), Chinese says 九折 ("9折").
 */
export function couponValue(
  coupon: Pick<Coupon, 'amount' | 'discount'>,
): { kind: 'amount'; amount: number } | { kind: 'rate'; percentOff: number; zhe: number } | null {
  if (coupon.amount != null) return { kind: 'amount', amount: coupon.amount };
  if (coupon.discount == null || !(coupon.discount > 0 && coupon.discount < 1)) return null;
  return {
    kind: 'rate',
    percentOff: Math.round((1 - coupon.discount) * 100),
    zhe: Math.round(coupon.discount * 100) / 10,
  };
}

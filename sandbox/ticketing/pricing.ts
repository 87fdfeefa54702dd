/**
 * Order amounts, in fen: total, then coupon, then discount code, then points (100 points = ￥1, at
 * most 50% of what is left, needs an opened points account), then UnionPay's 10% off.
 */
import type { SandboxContext } from '../context';
import type { MemberRow } from './members';
import { ApiError } from './respond';
import type { Line } from './rules';
import { UNIONPAY_RATE } from './gateways';

export type CouponRow = {
  id: number;
  member_id: number;
  code: string;
  name_zh: string;
  name_en: string;
  amount_fen: number | null;
  discount_rate: number | null;
  min_spend_fen: number;
  valid_from: number;
  valid_to: number;
  used_at: number | null;
  order_token: string | null;
};

type DiscountCodeRow = {
  code: string;
  percent_off: number | null;
  amount_off_fen: number | null;
  min_spend_fen: number;
  valid_from: number;
  valid_to: number;
};

export type Amounts = {
  totalFen: number;
  coupon: CouponRow | null;
  couponDiscountFen: number;
  discountCode: string | null;
  discountCodeDiscountFen: number;
  pointsUsed: number;
  pointsDeductionFen: number;
  gatewayDiscountFen: number;
  payableFen: number;
};

export type AmountOptions = {
  couponCode?: string | null;
  discountCode?: string | null;
  useDeductionPoint?: number | null;
  payGateway?: string | null;
};

export function couponDiscountFen(c: Pick<CouponRow, 'amount_fen' | 'discount_rate'>, totalFen: number): number {
  if (c.amount_fen !== null) return Math.min(c.amount_fen, totalFen);
  if (c.discount_rate !== null) return Math.round(totalFen * (1 - c.discount_rate));
  return 0;
}

function couponFor(ctx: SandboxContext, member: MemberRow, code: string, totalFen: number): CouponRow {
  const c = ctx.db.prepare('SELECT * FROM tk_coupons WHERE code = ? AND member_id = ?').get(code, member.id) as
    CouponRow | undefined;
  if (!c) throw new ApiError(422, 'Invalid coupon');
  if (c.used_at !== null) throw new ApiError(422, 'This coupon has been used');
  const now = ctx.now();
  if (now < c.valid_from || now >= c.valid_to) throw new ApiError(422, 'This coupon has expired');
  if (totalFen < c.min_spend_fen) throw new ApiError(422, 'Minimum spend for this coupon not reached');
  return c;
}

function discountCodeFen(ctx: SandboxContext, code: string, totalFen: number): number {
  const d = ctx.db.prepare('SELECT * FROM tk_discount_codes WHERE code = ?').get(code.trim().toUpperCase()) as
    DiscountCodeRow | undefined;
  if (!d) throw new ApiError(422, 'Invalid discount code');
  const now = ctx.now();
  if (now < d.valid_from || now >= d.valid_to) throw new ApiError(422, 'This discount code has expired');
  if (totalFen < d.min_spend_fen) throw new ApiError(422, 'Minimum spend for this discount code not reached');
  if (d.percent_off !== null) return Math.round((totalFen * d.percent_off) / 100);
  return Math.min(d.amount_off_fen ?? 0, totalFen);
}

export function computeAmounts(
  ctx: SandboxContext,
  member: MemberRow | null,
  lines: Line[],
  o: AmountOptions,
): Amounts {
  const totalFen = lines.reduce((s, l) => s + l.good.price.price_fen * l.goodCount, 0);
  let left = totalFen;
  let coupon: CouponRow | null = null;
  let couponOff = 0;
  if (o.couponCode) {
    if (!member) throw new ApiError(401, 'Unauthorized');
    coupon = couponFor(ctx, member, o.couponCode, totalFen);
    couponOff = Math.min(couponDiscountFen(coupon, totalFen), left);
    left -= couponOff;
  }
  let codeOff = 0;
  if (o.discountCode) {
    codeOff = Math.min(discountCodeFen(ctx, o.discountCode, totalFen), left);
    left -= codeOff;
  }
  const points = o.useDeductionPoint ?? 0;
  if (points > 0) {
    if (!member) throw new ApiError(401, 'Unauthorized');
    if (!member.points_opened) throw new ApiError(422, 'Please open the points account first');
    if (points > member.points) throw new ApiError(422, 'Not enough points');
    if (points > Math.floor(left / 2)) throw new ApiError(422, 'Points may pay at most 50% of the order');
    left -= points;
  }
  const gatewayOff = o.payGateway === 'unionpay' ? Math.round(left * UNIONPAY_RATE) : 0;
  left -= gatewayOff;
  return {
    totalFen,
    coupon,
    couponDiscountFen: couponOff,
    discountCode: o.discountCode ? o.discountCode.trim().toUpperCase() : null,
    discountCodeDiscountFen: codeOff,
    pointsUsed: points,
    pointsDeductionFen: points,
    gatewayDiscountFen: gatewayOff,
    payableFen: left,
  };
}

/** Orders: creation (one immediate transaction), the state machine, and the API objects. */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import { goodLine, resolveGood } from './catalogue';
import { gateways } from './gateways';
import { addToLedger, getMember, maskIdCard, type MemberRow } from './members';
import { pick, type Lang } from './messages';
import { computeAmounts, type Amounts } from './pricing';
import { ApiError, yuan } from './respond';
import { checkLines, checkRealName, resolveLines, type ItemRequest, type Line, type Viewer } from './rules';
import { markSold, release, reserve } from './stock';

export const PAY_WINDOW_MS = 15 * 60 * 1000;
export type OrderStatus = 'created' | 'success' | 'cancelled' | 'waitingSeat' | 'abolished';

export type OrderRow = {
  order_token: string;
  member_id: number;
  request_id: string;
  status: OrderStatus;
  total_fen: number;
  coupon_code: string | null;
  coupon_discount_fen: number;
  discount_code: string | null;
  discount_code_discount_fen: number;
  points_used: number;
  points_deduction_fen: number;
  gateway_discount_fen: number;
  payable_fen: number;
  pay_gateway: string;
  return_url: string | null;
  created_at: number;
  deadline: number;
  paid_at: number | null;
  closed_at: number | null;
};

type LineRow = {
  event_token: string;
  price_id: number;
  super_good_id: string;
  seat_id: string | null;
  good_count: number;
};

const statusNames: Record<OrderStatus, [string, string]> = {
  created: ['待支付', 'Awaiting payment'],
  success: ['已完成', 'Paid'],
  cancelled: ['已取消', 'Cancelled'],
  waitingSeat: ['待选座', 'Waiting for seats'],
  abolished: ['已作废', 'Expired'],
};

export function payUrl(orderToken: string, returnUrl: string | null): string {
  const base = `/jsonapi/damai/maipay/pay/${encodeURIComponent(orderToken)}`;
  return returnUrl ? `${base}?returnUrl=${encodeURIComponent(returnUrl)}` : base;
}

export function getOrder(ctx: SandboxContext, orderToken: string, memberId?: number): OrderRow {
  const o = ctx.db.prepare('SELECT * FROM tk_orders WHERE order_token = ?').get(orderToken) as OrderRow | undefined;
  if (!o || (memberId !== undefined && o.member_id !== memberId)) throw new ApiError(404, 'Unknown order');
  return o;
}

export type NewOrder = {
  member: MemberRow;
  requestId: string;
  lines: Line[];
  amounts: Amounts;
  viewers: Viewer[];
  payGateway: string;
  returnUrl: string | null;
  createdAt: number;
  deadline: number;
};

/** Reserves stock and writes the order (call inside a transaction). */
export function insertOrder(ctx: SandboxContext, o: NewOrder): string {
  const token = `TK${o.createdAt.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const a = o.amounts;
  ctx.db
    .prepare(
      `INSERT INTO tk_orders (order_token, member_id, request_id, status, total_fen, coupon_code, coupon_discount_fen,
        discount_code, discount_code_discount_fen, points_used, points_deduction_fen, gateway_discount_fen, payable_fen,
        pay_gateway, return_url, created_at, deadline)
       VALUES (?, ?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      token,
      o.member.id,
      o.requestId,
      a.totalFen,
      a.coupon?.code ?? null,
      a.couponDiscountFen,
      a.discountCode,
      a.discountCodeDiscountFen,
      a.pointsUsed,
      a.pointsDeductionFen,
      a.gatewayDiscountFen,
      a.payableFen,
      o.payGateway,
      o.returnUrl,
      o.createdAt,
      o.deadline,
    );
  const insertLine = ctx.db.prepare(
    `INSERT INTO tk_order_lines (order_token, event_token, price_id, super_good_id, seat_id, good_count, unit_price_fen, public_interest)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of o.lines) {
    reserve(ctx, token, line);
    const g = line.good;
    insertLine.run(
      token,
      g.event.event_token,
      g.price.price_id,
      g.superGoodId,
      g.seat?.seat_id ?? null,
      line.goodCount,
      g.price.price_fen,
      g.price.public_interest,
    );
  }
  const insertViewer = ctx.db.prepare(
    'INSERT INTO tk_order_viewers (order_token, event_token, name, id_card) VALUES (?, ?, ?, ?)',
  );
  for (const v of o.viewers) insertViewer.run(token, v.eventId, v.name, v.idCard);
  if (a.coupon)
    ctx.db
      .prepare('UPDATE tk_coupons SET used_at = ?, order_token = ? WHERE id = ?')
      .run(o.createdAt, token, a.coupon.id);
  if (a.pointsUsed > 0)
    addToLedger(
      ctx,
      o.member.id,
      1,
      -a.pointsUsed,
      { zh: `订单${token}积分抵扣`, en: `Redeemed for order ${token}` },
      token,
      o.createdAt,
    );
  return token;
}

export type SubmitInput = {
  items: ItemRequest[];
  requestId: string;
  couponCode?: string | null;
  discountCode?: string | null;
  useDeductionPoint?: number | null;
  payGateway: string;
  viewers?: Viewer[];
  returnUrl: string | null;
};

/**
 * Submits an order in ONE immediate transaction: idempotency (same member + requestId = same order;
 * same member + the same goods as an unpaid order = that order), rules and stock re-checked, stock reserved, coupon and points spent, cart lines removed.
 */
export function submitOrder(ctx: SandboxContext, memberId: number, input: SubmitInput): OrderRow {
  return ctx.db
    .transaction(() => {
      const existing = ctx.db
        .prepare('SELECT order_token FROM tk_orders WHERE member_id = ? AND request_id = ?')
        .get(memberId, input.requestId) as { order_token: string } | undefined;
      if (existing) return getOrder(ctx, existing.order_token);
      const member = getMember(ctx, memberId);
      const lines = resolveLines(ctx, input.items);
      // a second submit of the same tickets (another tab, a retry with a new requestId) while the
      // first order still waits for payment gets that order back instead of a second one
      const twin = identicalUnpaidOrder(ctx, member, lines, input.viewers ?? []);
      if (twin) return twin;
      checkLines(ctx, lines);
      const viewers = checkRealName(ctx, member, lines, input.viewers ?? []);
      const amounts = computeAmounts(ctx, member, lines, { ...input, payGateway: input.payGateway });
      const now = ctx.now();
      const token = insertOrder(ctx, {
        member,
        requestId: input.requestId,
        lines,
        amounts,
        viewers,
        payGateway: input.payGateway,
        returnUrl: input.returnUrl,
        createdAt: now,
        deadline: now + PAY_WINDOW_MS,
      });
      const take = ctx.db.prepare(
        'UPDATE tk_cart_items SET good_count = good_count - ? WHERE member_id = ? AND super_good_id = ? AND good_count > ?',
      );
      const drop = ctx.db.prepare(
        'DELETE FROM tk_cart_items WHERE member_id = ? AND super_good_id = ? AND good_count <= ?',
      );
      for (const l of lines) {
        drop.run(memberId, l.good.superGoodId, l.goodCount);
        take.run(l.goodCount, memberId, l.good.superGoodId, l.goodCount);
      }
      return getOrder(ctx, token);
    })
    .immediate();
}

/** The goods of an order as one comparable string: `superGoodId x count`, sorted. */
function goodsSignature(lines: { superGoodId: string; goodCount: number }[]): string {
  return lines
    .map((l) => `${l.superGoodId}x${l.goodCount}`)
    .sort()
    .join(',');
}

/**
 * The member's unpaid order (before its deadline) holding exactly these goods for the same viewers
 * (real-name tickets: the same ID cards; none given means the member's own card), if any.
 */
export function identicalUnpaidOrder(
  ctx: SandboxContext,
  member: MemberRow,
  lines: Line[],
  viewers: Viewer[],
): OrderRow | null {
  const wanted = goodsSignature(lines.map((l) => ({ superGoodId: l.good.superGoodId, goodCount: l.goodCount })));
  const realName = lines.some((l) => l.good.project.real_name === 1);
  const ids = (list: string[]) =>
    list
      .map((id) => id.toUpperCase())
      .sort()
      .join(',');
  const wantedIds = realName ? ids(viewers.length ? viewers.map((v) => v.idCard) : [member.id_card ?? '']) : '';
  const open = ctx.db
    .prepare("SELECT * FROM tk_orders WHERE member_id = ? AND status = 'created' AND deadline > ? ORDER BY created_at")
    .all(member.id, ctx.now()) as OrderRow[];
  for (const o of open) {
    const rows = ctx.db
      .prepare(
        'SELECT super_good_id, SUM(good_count) AS n FROM tk_order_lines WHERE order_token = ? GROUP BY super_good_id',
      )
      .all(o.order_token) as { super_good_id: string; n: number }[];
    if (goodsSignature(rows.map((r) => ({ superGoodId: r.super_good_id, goodCount: r.n }))) !== wanted) continue;
    const held = ctx.db.prepare('SELECT id_card FROM tk_order_viewers WHERE order_token = ?').all(o.order_token) as {
      id_card: string;
    }[];
    if (ids(held.map((v) => v.id_card)) === wantedIds) return o;
  }
  return null;
}

/** created -> cancelled | abolished: stock, coupon and points come back. Call inside a transaction. */
export function closeOrder(ctx: SandboxContext, o: OrderRow, status: 'cancelled' | 'abolished', at: number): void {
  release(ctx, o.order_token);
  ctx.db.prepare('UPDATE tk_coupons SET used_at = NULL, order_token = NULL WHERE order_token = ?').run(o.order_token);
  if (o.points_used > 0)
    addToLedger(
      ctx,
      o.member_id,
      1,
      o.points_used,
      { zh: `订单${o.order_token}关闭，积分退回`, en: `Refund for closed order ${o.order_token}` },
      o.order_token,
      at,
    );
  ctx.db.prepare('UPDATE tk_orders SET status = ?, closed_at = ? WHERE order_token = ?').run(status, at, o.order_token);
}

/** Abolishes every created order past its deadline (run lazily at the start of each request). */
export function sweepExpired(ctx: SandboxContext): number {
  const now = ctx.now();
  const due = ctx.db.prepare("SELECT 1 FROM tk_orders WHERE status = 'created' AND deadline <= ? LIMIT 1").get(now);
  if (!due) return 0;
  return ctx.db
    .transaction(() => {
      const rows = ctx.db
        .prepare("SELECT * FROM tk_orders WHERE status = 'created' AND deadline <= ?")
        .all(now) as OrderRow[];
      for (const o of rows) closeOrder(ctx, o, 'abolished', o.deadline);
      return rows.length;
    })
    .immediate();
}

export function cancelOrder(ctx: SandboxContext, memberId: number, orderToken: string): OrderRow {
  return ctx.db
    .transaction(() => {
      const o = getOrder(ctx, orderToken, memberId);
      if (o.status !== 'created') throw new ApiError(409, 'This order cannot be cancelled');
      closeOrder(ctx, o, 'cancelled', ctx.now());
      return getOrder(ctx, orderToken);
    })
    .immediate();
}

/**
 * created -> success (or waitingSeat when a seated line still has no seat): seats become sold,
 * the member earns 1 growth and (with an opened points account) 1 point per yuan paid.
 */
export function payOrder(ctx: SandboxContext, orderToken: string, at = ctx.now()): OrderRow {
  return ctx.db
    .transaction(() => {
      const o = getOrder(ctx, orderToken);
      if (o.status !== 'created' || o.deadline <= at) throw new ApiError(409, 'This order can no longer be paid');
      const unseated = ctx.db
        .prepare(
          `SELECT 1 FROM tk_order_lines l JOIN tk_events e ON e.event_token = l.event_token
           JOIN tk_projects p ON p.project_token = e.project_token
           WHERE l.order_token = ? AND p.seat_type = 1 AND l.seat_id IS NULL LIMIT 1`,
        )
        .get(orderToken);
      markSold(ctx, orderToken);
      ctx.db
        .prepare('UPDATE tk_orders SET status = ?, paid_at = ? WHERE order_token = ?')
        .run(unseated ? 'waitingSeat' : 'success', at, orderToken);
      const earned = Math.floor(o.payable_fen / 100);
      const reason = { zh: `订单${orderToken}消费`, en: `Order ${orderToken}` };
      addToLedger(ctx, o.member_id, 2, earned, reason, orderToken, at);
      if (getMember(ctx, o.member_id).points_opened) addToLedger(ctx, o.member_id, 1, earned, reason, orderToken, at);
      return getOrder(ctx, orderToken);
    })
    .immediate();
}

function lineRows(ctx: SandboxContext, orderToken: string): LineRow[] {
  return ctx.db.prepare('SELECT * FROM tk_order_lines WHERE order_token = ? ORDER BY id').all(orderToken) as LineRow[];
}

export function orderSummaryVo(ctx: SandboxContext, o: OrderRow, lang: Lang) {
  const lines = lineRows(ctx, o.order_token).map((l) => {
    const good = resolveGood(ctx, l.super_good_id);
    const line = goodLine(ctx, good, l.good_count, lang);
    if (!good.seat && l.seat_id === null && good.project.seat_type === 1)
      return { ...line, seatLabel: pick(lang, '待选座', 'Seat to be assigned') };
    return line;
  });
  const gw = gateways.find((g) => g.code === o.pay_gateway);
  const first = lines[0];
  return {
    orderToken: o.order_token,
    status: o.status,
    statusName: pick(lang, ...statusNames[o.status]),
    createdAt: o.created_at,
    deadline: o.deadline,
    paidAt: o.paid_at,
    closedAt: o.closed_at,
    projectToken: first?.projectToken ?? null,
    projectName: first?.projectName ?? '',
    siteName: first?.siteName ?? '',
    showTime: first?.showTime ?? null,
    ticketCount: lines.reduce((s, l) => s + l.goodCount, 0),
    total: yuan(o.total_fen),
    payable: yuan(o.payable_fen),
    payGateway: o.pay_gateway,
    payGatewayName: gw ? pick(lang, gw.nameZh, gw.nameEn) : o.pay_gateway,
    payUrl: o.status === 'created' ? payUrl(o.order_token, o.return_url) : null,
    lines,
  };
}

export function orderDetailVo(ctx: SandboxContext, o: OrderRow, lang: Lang) {
  const viewers = ctx.db
    .prepare('SELECT event_token, name, id_card FROM tk_order_viewers WHERE order_token = ? ORDER BY id')
    .all(o.order_token) as { event_token: string; name: string; id_card: string }[];
  return {
    ...orderSummaryVo(ctx, o, lang),
    requestId: o.request_id,
    couponCode: o.coupon_code,
    couponDiscount: yuan(o.coupon_discount_fen),
    discountCode: o.discount_code,
    discountCodeDiscount: yuan(o.discount_code_discount_fen),
    pointsUsed: o.points_used,
    pointsDeduction: yuan(o.points_deduction_fen),
    gatewayDiscount: yuan(o.gateway_discount_fen),
    viewers: viewers.map((v) => ({ eventId: v.event_token, name: v.name, idCardMasked: maskIdCard(v.id_card) })),
  };
}

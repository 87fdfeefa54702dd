/**
 * The demo member's past orders, one or more in every status, made through the same stock and order
 * code as live orders; then the points and growth ledger, ending at 5000 points and 6200 growth.
 */
import type { SandboxContext } from '../../context';
import { resolveGood } from '../../ticketing/catalogue';
import { addToLedger, getMember } from '../../ticketing/members';
import { closeOrder, getOrder, insertOrder } from '../../ticketing/orders';
import { computeAmounts } from '../../ticketing/pricing';
import type { Line } from '../../ticketing/rules';
import { layouts, seatsByPreference } from '../../ticketing/seatmap';
import { markSold } from '../../ticketing/stock';
import { DEMO, type SeededMembers } from './members';

const DAY = 86_400_000;
const MIN = 60_000;

type OrderSeed = {
  event: string;
  price: number;
  count: number;
  /** seated shows: pick this many seats; false = price-level tickets awaiting seats */
  seats?: boolean;
  status: 'created' | 'success' | 'cancelled' | 'waitingSeat' | 'abolished';
  createdDays: number;
  gateway: string;
  coupon?: string;
  realName?: boolean;
};

const seeds: OrderSeed[] = [
  { event: 'PRJ1011-E1', price: 480, count: 2, seats: true, status: 'success', createdDays: -45, gateway: 'alipay' },
  { event: 'PRJ1010-E1', price: 99, count: 2, status: 'cancelled', createdDays: -6, gateway: 'wechatpay' },
  {
    event: 'PRJ1001-E1',
    price: 880,
    count: 2,
    seats: true,
    status: 'success',
    createdDays: -5,
    gateway: 'wechatpay',
    coupon: 'DEMO-USED30',
  },
  { event: 'PRJ1006-E2', price: 100, count: 2, status: 'abolished', createdDays: -4, gateway: 'alipay' },
  {
    event: 'PRJ1005-E1',
    price: 280,
    count: 1,
    status: 'success',
    createdDays: -3,
    gateway: 'unionpay',
    realName: true,
  },
  {
    event: 'PRJ1008-E1',
    price: 400,
    count: 2,
    seats: false,
    status: 'waitingSeat',
    createdDays: -2,
    gateway: 'alipay',
  },
  { event: 'PRJ1002-E1', price: 480, count: 2, seats: true, status: 'success', createdDays: -1, gateway: 'alipay' },
  { event: 'PRJ1004-E2', price: 220, count: 2, status: 'created', createdDays: 0, gateway: 'alipay' },
];

function linesFor(ctx: SandboxContext, s: OrderSeed): Line[] {
  const price = ctx.db
    .prepare('SELECT super_good_id, price_id FROM tk_prices WHERE event_token = ? AND price_fen = ?')
    .get(s.event, s.price * 100) as { super_good_id: string; price_id: number };
  if (!s.seats) return [{ good: resolveGood(ctx, price.super_good_id), goodCount: s.count }];
  const venue = ctx.db
    .prepare(
      'SELECT s.venue_key FROM tk_events e JOIN tk_projects p ON p.project_token = e.project_token JOIN tk_sites s ON s.site_id = p.site_id WHERE e.event_token = ?',
    )
    .get(s.event) as { venue_key: string };
  const free = new Set(
    (
      ctx.db
        .prepare("SELECT seat_id FROM tk_seat_goods WHERE price_id = ? AND status = 'available'")
        .all(price.price_id) as { seat_id: string }[]
    ).map((r) => r.seat_id),
  );
  // the best run of `count` free seats side by side in one row
  const id = (row: number, n: number) =>
    `${layouts[venue.venue_key].prefix}${String(row).padStart(2, '0')}${String(n).padStart(2, '0')}`;
  const start = seatsByPreference(layouts[venue.venue_key]).find((seat) =>
    Array.from({ length: s.count }, (_, k) => id(seat.row, seat.number + k)).every((x) => free.has(x)),
  );
  if (!start) throw new Error(`seed: no ${s.count} free seats together for ${s.event}`);
  return Array.from({ length: s.count }, (_, k) => ({
    good: resolveGood(ctx, `${s.event}-${id(start.row, start.number + k)}`),
    goodCount: 1,
  }));
}

export function seedOrders(ctx: SandboxContext, seededAt: number, members: SeededMembers): void {
  const member = getMember(ctx, members.demoId);
  const earned: { at: number; amount: number; token: string }[] = [];
  seeds.forEach((s, i) => {
    const lines = linesFor(ctx, s);
    const createdAt = s.status === 'created' ? seededAt - 5 * MIN : seededAt + s.createdDays * DAY - (i + 1) * 37 * MIN;
    const amounts = computeAmounts(ctx, member, lines, { couponCode: s.coupon, payGateway: s.gateway });
    const token = insertOrder(ctx, {
      member,
      requestId: `seed-${i + 1}`,
      lines,
      amounts,
      viewers: s.realName ? [{ name: DEMO.name, idCard: DEMO.idCard, eventId: s.event }] : [],
      payGateway: s.gateway,
      returnUrl: null,
      createdAt,
      // the seeded unpaid order stays payable for a day, so the demo always has one to pay or cancel
      deadline: s.status === 'created' ? seededAt + DAY : createdAt + 15 * MIN,
    });
    const o = getOrder(ctx, token);
    if (s.status === 'success' || s.status === 'waitingSeat') {
      const paidAt = createdAt + 3 * MIN;
      markSold(ctx, token);
      ctx.db.prepare('UPDATE tk_orders SET status = ?, paid_at = ? WHERE order_token = ?').run(s.status, paidAt, token);
      earned.push({ at: paidAt, amount: Math.floor(amounts.payableFen / 100), token });
    } else if (s.status === 'cancelled') closeOrder(ctx, o, 'cancelled', createdAt + 5 * MIN);
    else if (s.status === 'abolished') closeOrder(ctx, o, 'abolished', o.deadline);
  });

  // the ledger, in time order: opening entries, a redemption, and what each paid order earned
  const fromOrders = earned.reduce((s, e) => s + e.amount, 0);
  const gift = 2000;
  const birthday = 800;
  const redeemed = gift + birthday + fromOrders - DEMO.points;
  type Entry = { at: number; type: 1 | 2; amount: number; zh: string; en: string; token: string | null };
  const entries: Entry[] = [
    { at: seededAt - 400 * DAY, type: 1, amount: gift, zh: '注册赠送积分', en: 'Welcome gift', token: null },
    {
      at: seededAt - 400 * DAY,
      type: 2,
      amount: DEMO.growth - fromOrders,
      zh: '上一会员年度成长值结转',
      en: 'Carried over from the previous membership year',
      token: null,
    },
    { at: seededAt - 300 * DAY, type: 1, amount: birthday, zh: '生日积分', en: 'Birthday bonus', token: null },
    {
      at: seededAt - 20 * DAY,
      type: 1,
      amount: -redeemed,
      zh: '积分兑换：剧院纪念礼盒',
      en: 'Redeemed: theatre gift box',
      token: null,
    },
    ...earned.flatMap((e): Entry[] => [
      { at: e.at, type: 1, amount: e.amount, zh: `订单${e.token}消费`, en: `Order ${e.token}`, token: e.token },
      { at: e.at, type: 2, amount: e.amount, zh: `订单${e.token}消费`, en: `Order ${e.token}`, token: e.token },
    ]),
  ];
  entries.sort((a, b) => a.at - b.at);
  for (const e of entries) addToLedger(ctx, members.demoId, e.type, e.amount, { zh: e.zh, en: e.en }, e.token, e.at);
  // the ledger raised the level from growth; the demo is Gold by design
  ctx.db.prepare('UPDATE tk_members SET level = 3 WHERE id = ?').run(members.demoId);
}

/** The member's lists: coupons, medals, points and growth records. */
import type { SandboxContext } from '../../context';
import { pick, type Lang } from '../messages';
import type { CouponRow } from '../pricing';
import { yuan } from '../respond';

export function listCoupons(ctx: SandboxContext, memberId: number, lang: Lang, status?: number) {
  const rows = ctx.db
    .prepare('SELECT * FROM tk_coupons WHERE member_id = ? ORDER BY (used_at IS NOT NULL), valid_to, id')
    .all(memberId) as CouponRow[];
  const now = ctx.now();
  return rows
    .map((c) => ({
      couponId: c.id,
      couponCode: c.code,
      name: pick(lang, c.name_zh, c.name_en),
      amount: c.amount_fen === null ? null : yuan(c.amount_fen),
      discount: c.discount_rate,
      minSpend: yuan(c.min_spend_fen),
      validFrom: c.valid_from,
      validTo: c.valid_to,
      status: c.used_at === null ? 2 : 1,
      usedAt: c.used_at,
      orderToken: c.order_token,
      expired: c.used_at === null && now >= c.valid_to,
      usable: c.used_at === null && now >= c.valid_from && now < c.valid_to,
    }))
    .filter((c) => status === undefined || c.status === status);
}

type MedalRow = {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  desc_zh: string;
  desc_en: string;
  color: string;
  awarded_at: number;
};

function medalIcon(colour: string, initial: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${colour}"/><circle cx="48" cy="48" r="34" fill="none" stroke="#fff" stroke-width="3"/><text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function listMedals(ctx: SandboxContext, memberId: number, lang: Lang) {
  const rows = ctx.db
    .prepare('SELECT * FROM tk_medals WHERE member_id = ? ORDER BY awarded_at DESC, id DESC')
    .all(memberId) as MedalRow[];
  return rows.map((m) => ({
    medalId: m.id,
    code: m.code,
    name: pick(lang, m.name_zh, m.name_en),
    description: pick(lang, m.desc_zh, m.desc_en),
    color: m.color,
    icon: medalIcon(m.color, m.name_en[0]),
    awardedAt: m.awarded_at,
  }));
}

type RecordRow = {
  id: number;
  data_type: number;
  amount: number;
  balance: number;
  reason_zh: string;
  reason_en: string;
  order_token: string | null;
  created_at: number;
};

export function listPointRecords(ctx: SandboxContext, memberId: number, dataType: 1 | 2, lang: Lang) {
  const rows = ctx.db
    .prepare('SELECT * FROM tk_point_records WHERE member_id = ? AND data_type = ? ORDER BY created_at DESC, id DESC')
    .all(memberId, dataType) as RecordRow[];
  return rows.map((r) => ({
    recordId: r.id,
    dataType: r.data_type,
    amount: r.amount,
    balance: r.balance,
    reason: pick(lang, r.reason_zh, r.reason_en),
    orderToken: r.order_token,
    createdAt: r.created_at,
  }));
}

/** Members: rows, levels, the userInfo answer, and the points / growth ledger. */
import type { SandboxContext } from '../context';
import { pick, type Lang } from './messages';
import { ApiError } from './respond';
import { normalPhone } from './sms-codes';

export type MemberRow = {
  id: number;
  email: string | null;
  phone: string | null;
  password_hash: string;
  name: string | null;
  address: string;
  tel: string;
  card_no: string;
  level: number;
  id_card: string | null;
  pay_password_hash: string | null;
  points_opened: number;
  points: number;
  growth: number;
  created_at: number;
};

/** The userName of a member who has not set a name (the spec's "placeholder meaning not set"). */
export const NAME_NOT_SET = '未设置';

export const levels = [
  { level: 1, nameZh: '普通会员', nameEn: 'Member', growthFrom: 0, color: '#8d8d8d', cardStyle: '' },
  { level: 2, nameZh: '银卡会员', nameEn: 'Silver', growthFrom: 1000, color: '#a7adb5', cardStyle: 'common' },
  { level: 3, nameZh: '金卡会员', nameEn: 'Gold', growthFrom: 5000, color: '#c9a227', cardStyle: 'common' },
  { level: 4, nameZh: '钻石会员', nameEn: 'Diamond', growthFrom: 20000, color: '#5b8bd9', cardStyle: 'vip' },
] as const;

export function levelName(level: number, lang: Lang): string {
  const l = levels.find((x) => x.level === level) ?? levels[0];
  return pick(lang, l.nameZh, l.nameEn);
}

export function levelForGrowth(growth: number): number {
  return [...levels].reverse().find((l) => growth >= l.growthFrom)?.level ?? 1;
}

export function levelsVo(lang: Lang) {
  return levels.map((l, i) => ({
    level: l.level,
    levelName: pick(lang, l.nameZh, l.nameEn),
    growthFrom: l.growthFrom,
    growthTo: levels[i + 1] ? levels[i + 1].growthFrom - 1 : null,
    color: l.color,
    cardStyle: l.cardStyle,
  }));
}

export function getMember(ctx: SandboxContext, id: number): MemberRow {
  const m = ctx.db.prepare('SELECT * FROM tk_members WHERE id = ?').get(id) as MemberRow | undefined;
  if (!m) throw new ApiError(401, 'Unauthorized');
  return m;
}

export function findMember(ctx: SandboxContext, by: { email?: string; phone?: string }): MemberRow | undefined {
  if (by.email)
    return ctx.db.prepare('SELECT * FROM tk_members WHERE lower(email) = lower(?)').get(by.email) as
      MemberRow | undefined;
  if (by.phone)
    return ctx.db.prepare('SELECT * FROM tk_members WHERE phone = ?').get(normalPhone(by.phone)) as
      MemberRow | undefined;
  return undefined;
}

/** Whether a number is the member's own (their login phone or contact number), as the gateway reads numbers. */
export function isMembersNumber(m: MemberRow, typed: string): boolean {
  const number = normalPhone(typed);
  return [m.phone, m.tel].some((own) => Boolean(own) && normalPhone(own!) === number);
}

export function maskIdCard(id: string | null): string | null {
  return id ? `${id.slice(0, 3)}***********${id.slice(-4)}` : null;
}

export function userInfoVo(m: MemberRow, lang: Lang) {
  const next = levels.find((l) => l.level === m.level + 1);
  return {
    userName: m.name && m.name.trim() !== '' ? m.name : NAME_NOT_SET,
    userEmail: m.email ?? '',
    userToken: m.card_no,
    userTel: m.tel || m.phone || '',
    userAddress: m.address,
    userLevel: m.level,
    levelName: levelName(m.level, lang),
    idCardBound: m.id_card !== null,
    idCardMasked: maskIdCard(m.id_card),
    points: m.points,
    growth: m.growth,
    nextLevelName: next ? pick(lang, next.nameZh, next.nameEn) : null,
    growthToNextLevel: next ? Math.max(0, next.growthFrom - m.growth) : 0,
    payPasswordSet: m.pay_password_hash !== null,
    pointsAccountOpened: m.points_opened === 1,
    memberSince: m.created_at,
  };
}

/**
 * Adds (or with a negative amount, takes) points (dataType 1) or growth (dataType 2) and writes the
 * ledger line. Growth may raise the level. Call inside a transaction.
 */
export function addToLedger(
  ctx: SandboxContext,
  memberId: number,
  dataType: 1 | 2,
  amount: number,
  reason: { zh: string; en: string },
  orderToken: string | null = null,
  at = ctx.now(),
): void {
  if (amount === 0) return;
  const column = dataType === 1 ? 'points' : 'growth';
  const row = ctx.db
    .prepare(`UPDATE tk_members SET ${column} = ${column} + ? WHERE id = ? RETURNING ${column} AS balance, level`)
    .get(amount, memberId) as { balance: number; level: number };
  ctx.db
    .prepare(
      'INSERT INTO tk_point_records (member_id, data_type, amount, balance, reason_zh, reason_en, order_token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, dataType, amount, row.balance, reason.zh, reason.en, orderToken, at);
  if (dataType === 2) {
    const level = levelForGrowth(row.balance);
    if (level > row.level) ctx.db.prepare('UPDATE tk_members SET level = ? WHERE id = ?').run(level, memberId);
  }
}

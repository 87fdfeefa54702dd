/**
 * The demo members. Demo: demo@theatre.test / 13800138000, password Demo1234, 李明 (Li Ming),
 * Gold level, ID card bound, pay password 123456, points account opened. Guest:
 * guest@theatre.test / 13900139000, password Guest1234, level 1, no name, no ID card, no points
 * account (to exercise the rules).
 */
import type { SandboxContext } from '../../context';
import { hashPassword } from '../../ticketing/auth';

const DAY = 86_400_000;

export const DEMO = {
  email: 'demo@theatre.test',
  phone: '13800138000',
  password: 'Demo1234',
  payPassword: '123456',
  name: '李明',
  idCard: '110101199003074518',
  points: 5000,
  growth: 6200,
};

export const GUEST = { email: 'guest@theatre.test', phone: '13900139000', password: 'Guest1234' };

export type SeededMembers = { demoId: number; guestId: number };

/** A member's coupon; `from`, `to` and `used` in days from seed time. Amounts in yuan. */
type CouponSeed = {
  code: string;
  zh: string;
  en: string;
  amount?: number;
  rate?: number;
  min: number;
  from: number;
  to: number;
  used?: number;
};

export const DEMO_COUPONS: CouponSeed[] = [
  {
    code: 'DEMO-WELCOME50',
    zh: '满300减50',
    en: '￥50 off over ￥300',
    amount: 50,
    min: 300,
    from: -30,
    to: 180,
  },
  {
    code: 'DEMO-GOLD90',
    zh: '金卡会员9折券',
    en: 'Gold member 10% off',
    rate: 0.9,
    min: 0,
    from: -10,
    to: 90,
  },
  {
    code: 'DEMO-BIRTHDAY100',
    zh: '生日礼券 满500减100',
    en: 'Birthday: ￥100 off over ￥500',
    amount: 100,
    min: 500,
    from: -5,
    to: 60,
  },
  {
    code: 'DEMO-KIDS10',
    zh: '亲子演出立减10元',
    en: 'Family shows: ￥10 off',
    amount: 10,
    min: 0,
    from: -20,
    to: 30,
  },
  {
    code: 'DEMO-USED30',
    zh: '满200减30',
    en: '￥30 off over ￥200',
    amount: 30,
    min: 200,
    from: -60,
    to: 30,
  },
  {
    code: 'DEMO-SPRING20',
    zh: '春季立减20元',
    en: 'Spring: ￥20 off',
    amount: 20,
    min: 0,
    from: -120,
    to: -30,
    used: -60,
  },
  {
    code: 'DEMO-EXPIRED20',
    zh: '冬季立减20元（已过期）',
    en: 'Winter: ￥20 off (expired)',
    amount: 20,
    min: 0,
    from: -150,
    to: -20,
  },
];

/**
 * The welcome coupon every new member gets on registering (sandbox/ticketing/routes/user.ts), for
 * `days` days: ￥20 off over ￥100.
 */
export const WELCOME_COUPON = {
  zh: '新会员立减20元',
  en: 'New member: ￥20 off',
  amount: 20,
  min: 100,
  days: 90,
} as const;

/** The guest's one coupon: the welcome coupon, from ten days ago. */
export const GUEST_COUPON: CouponSeed = {
  code: 'GUEST-WELCOME20',
  zh: WELCOME_COUPON.zh,
  en: WELCOME_COUPON.en,
  amount: WELCOME_COUPON.amount,
  min: WELCOME_COUPON.min,
  from: -10,
  to: WELCOME_COUPON.days - 10,
};

export async function seedMembers(ctx: SandboxContext, seededAt: number): Promise<SeededMembers> {
  const [demoHash, payHash, guestHash] = await Promise.all([
    hashPassword(DEMO.password),
    hashPassword(DEMO.payPassword),
    hashPassword(GUEST.password),
  ]);
  const year = new Date(seededAt).getUTCFullYear();
  const insert = ctx.db.prepare(
    `INSERT INTO tk_members (email, phone, password_hash, name, address, tel, card_no, level, id_card, pay_password_hash, points_opened, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const demoId = Number(
    insert.run(
      DEMO.email,
      DEMO.phone,
      demoHash,
      DEMO.name,
      '上海市浦东新区海湾大道88号 (88 Harbour Bay Avenue, Pudong, Shanghai)',
      DEMO.phone,
      `M${year}0001`,
      3,
      DEMO.idCard,
      payHash,
      1,
      seededAt - 400 * DAY,
    ).lastInsertRowid,
  );
  const guestId = Number(
    insert.run(
      GUEST.email,
      GUEST.phone,
      guestHash,
      null,
      '',
      GUEST.phone,
      `M${year}0002`,
      1,
      null,
      null,
      0,
      seededAt - 10 * DAY,
    ).lastInsertRowid,
  );

  const coupon = ctx.db.prepare(
    `INSERT INTO tk_coupons (member_id, code, name_zh, name_en, amount_fen, discount_rate, min_spend_fen, valid_from, valid_to, used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = (days: number) => seededAt + days * DAY;
  const give = (memberId: number, c: CouponSeed) =>
    coupon.run(
      memberId,
      c.code,
      c.zh,
      c.en,
      c.amount === undefined ? null : c.amount * 100,
      c.rate ?? null,
      c.min * 100,
      at(c.from),
      at(c.to),
      c.used === undefined ? null : at(c.used),
    );
  for (const c of DEMO_COUPONS) give(demoId, c);
  give(guestId, GUEST_COUPON);

  const medal = ctx.db.prepare(
    'INSERT INTO tk_medals (member_id, code, name_zh, name_en, desc_zh, desc_en, color, awarded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  medal.run(
    demoId,
    'first-night',
    '初次观演',
    'First night',
    '在海湾大剧院观看第一场演出',
    'Saw a first show at the theatre',
    '#b3261e',
    at(-400),
  );
  medal.run(
    demoId,
    'festival-friend',
    '戏剧节之友',
    'Festival friend',
    '参加海湾戏剧节',
    'Went to the Harbour Bay Theatre Festival',
    '#2a6f4e',
    at(-200),
  );
  medal.run(
    demoId,
    'opera-lover',
    '歌剧爱好者',
    'Opera lover',
    '购买歌剧演出门票',
    'Bought tickets for an opera',
    '#6b3fa0',
    at(-5),
  );
  medal.run(demoId, 'five-shows', '五场之约', 'Five shows', '累计观看五场演出', 'Saw five shows', '#c9a227', at(-1));
  return { demoId, guestId };
}

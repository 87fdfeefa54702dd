/** /api/user/*: captcha, login, logout, registration, profile, password reset, points account, lists. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import {
  createSession,
  hashPassword,
  requireMember,
  revokeAllSessions,
  revokeSession,
  sessionMember,
  verifyPassword,
} from '../auth';
import { checkCaptcha, consumeCaptcha, issueCaptcha, LOGIN_PURPOSE, revokeCaptcha } from '../captcha';
import { email, langFields, newPassword, payPassword, phone, text } from '../fields';
import { findMember, getMember, isMembersNumber, levelsVo, userInfoVo } from '../members';
import { pick } from '../messages';
import {
  ApiError,
  ok,
  page,
  paging,
  pagingQuery,
  queryInt,
  readBody,
  readQuery,
  type TkContext,
  type TkEnv,
} from '../respond';
import { listCoupons, listMedals, listPointRecords } from './lists';
import { ID_CARD_RE } from '../rules';
import { WELCOME_COUPON } from '../../seed/ticketing/members';
import { consumeEmailCode, issueEmailCode } from '../email-codes';
import { consumeSmsCode, issueSmsCode, normalPhone, SANDBOX_SMS_CODE } from '../sms-codes';

/** How long a new member's welcome coupon (￥20 off from ￥100) is valid. */

const loginBody = z.object({
  ...langFields,
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  identifier: z.string().trim().max(200).optional(),
  loginPass: text('Please input your password'),
  captcha: text(),
  captchaToken: z.string().optional(),
});

const registerBody = z.object({
  ...langFields,
  email: email.optional(),
  phone: phone.optional(),
  password: newPassword,
  confirmPassword: z.string().optional(),
  name: z.string().trim().max(50, 'must be 50 characters or fewer').optional(),
  /** the SMS code sent to `phone`: a phone registration proves the number is the registrant's */
  verifyCode: z.string().trim().optional(),
});

const modifyBody = z.object({
  ...langFields,
  userName: z.string({ error: 'Must be text' }).trim().max(50, 'must be 50 characters or fewer').optional(),
  userAddress: z.string({ error: 'Must be text' }).trim().max(3000, 'must be 3000 characters or fewer').optional(),
  userTel: z.union([z.literal(''), phone], { error: 'Must be phone number (9-12 digits)' }).optional(),
  idCard: z
    .string({ error: 'Must be text' })
    .trim()
    .length(18, 'Must be 18 characters')
    .regex(ID_CARD_RE, 'Incorrect ID card number')
    .optional(),
});

const resetPassBody = z.object({
  ...langFields,
  email: email.optional(),
  phone: phone.optional(),
  newPassword,
  confirmPassword: z.string().optional(),
  verifyCode: text(),
});

const openAccountBody = z.object({
  ...langFields,
  validateType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
    error: 'validateType must be 1 (pin) or 2 (sms)',
  }),
  payPassword: payPassword.optional(),
  mobileNumber: phone.optional(),
  payVerifyCode: z.string().trim().optional(),
});

/** Which login field was sent; neither (or a malformed one) is the spec's credentials message. */
function loginId(body: { email?: string; phone?: string }): { email?: string; phone?: string } {
  if (body.email && /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(body.email)) return { email: body.email };
  if (body.phone && /^\d{9,12}$/.test(body.phone)) return { phone: body.phone };
  throw new ApiError(400, 'Something is wrong with your login credentials');
}

export function userRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();
  const member = requireMember(ctx);

  const newCaptcha = async (c: TkContext, reset: boolean) => {
    const body = await readBody(
      c,
      z.object({
        ...langFields,
        identifier: text().pipe(z.string().max(200)),
        token: z.string().optional(),
        purpose: z.string().optional(),
      }),
    );
    if (reset && body.token) revokeCaptcha(ctx, body.token);
    return ok(c, issueCaptcha(ctx, body.identifier, body.purpose || LOGIN_PURPOSE));
  };
  app.post('/genarateRandomStr', (c) => newCaptcha(c, false));
  app.post('/resetCaptcha', (c) => newCaptcha(c, true));

  app.post('/checkCaptcha', async (c) => {
    const body = await readBody(
      c,
      z.object({
        ...langFields,
        purpose: z.string().optional(),
        token: z.string().optional(),
        identifier: z.string().optional(),
        captcha: text(),
      }),
    );
    if (!body.token && !body.identifier) throw new ApiError(400, 'Required', { field: 'token' });
    if (!checkCaptcha(ctx, body.token, body.identifier, body.captcha)) throw new ApiError(400, 'Incorrect captcha');
    return ok(c, { valid: true });
  });

  app.post('/login', async (c) => {
    const body = await readBody(c, loginBody);
    const by = loginId(body);
    if (!body.identifier && !body.captchaToken) throw new ApiError(400, 'Required', { field: 'identifier' });
    consumeCaptcha(ctx, body.captchaToken, body.identifier, body.captcha);
    const m = findMember(ctx, by);
    // hash even for unknown users, so both answers take the same time
    const good = await verifyPassword(body.loginPass, m?.password_hash ?? 'scrypt$00$00');
    if (!m || !good) throw new ApiError(400, 'Incorrect username or password');
    const session = createSession(ctx, m.id);
    return ok(c, { token: session.token, expiresAt: session.expiresAt, userToken: m.card_no });
  });

  app.get('/logout', (c) => {
    const session = sessionMember(ctx, c.req.header('Authorization'));
    if (session) revokeSession(ctx, session.token);
    return ok(c, null);
  });

  app.get('/levels', (c) => ok(c, page(levelsVo(c.get('lang')), 1, 0)));

  app.post('/register', async (c) => {
    const body = await readBody(c, registerBody);
    if (!body.email && !body.phone) throw new ApiError(400, 'Required', { field: 'email' });
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      throw new ApiError(400, 'Password fields must be matches');
    // before the existence check, so a number one does not hold cannot even be probed
    if (body.phone) consumeSmsCode(ctx, body.phone, body.verifyCode);
    if (
      (body.email && findMember(ctx, { email: body.email })) ||
      (body.phone && findMember(ctx, { phone: body.phone }))
    )
      throw new ApiError(409, 'Username exists');
    const hash = await hashPassword(body.password);
    const phoneNumber = body.phone ? normalPhone(body.phone) : null;
    const id = ctx.db
      .transaction(() => {
        // checked again inside the transaction: two registrations may race across the await
        if (
          (body.email && findMember(ctx, { email: body.email })) ||
          (body.phone && findMember(ctx, { phone: body.phone }))
        )
          throw new ApiError(409, 'Username exists');
        const now = ctx.now();
        const res = ctx.db
          .prepare(
            "INSERT INTO tk_members (email, phone, password_hash, name, tel, card_no, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
          )
          .run(body.email ?? null, phoneNumber, hash, body.name || null, phoneNumber ?? '', now);
        const memberId = Number(res.lastInsertRowid);
        const cardNo = `M${new Date(now).getUTCFullYear()}${String(memberId).padStart(4, '0')}`;
        ctx.db.prepare('UPDATE tk_members SET card_no = ? WHERE id = ?').run(cardNo, memberId);
        // every new member gets a welcome coupon, as the theatre's membership scheme promises
        ctx.db
          .prepare(
            `INSERT INTO tk_coupons (member_id, code, name_zh, name_en, amount_fen, discount_rate, min_spend_fen, valid_from, valid_to)
             VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
          )
          .run(
            memberId,
            `WELCOME-${cardNo}`,
            WELCOME_COUPON.zh,
            WELCOME_COUPON.en,
            WELCOME_COUPON.amount * 100,
            WELCOME_COUPON.min * 100,
            now,
            now + WELCOME_COUPON.days * 86_400_000,
          );
        return memberId;
      })
      .immediate();
    return ok(c, userInfoVo(getMember(ctx, id), c.get('lang')));
  });

  app.post('/userInfo', member, async (c) => {
    await readBody(c, z.object({ ...langFields }));
    return ok(c, userInfoVo(getMember(ctx, c.get('memberId')), c.get('lang')));
  });

  app.post('/modifyUser', member, async (c) => {
    const body = await readBody(c, modifyBody);
    const id = c.get('memberId');
    ctx.db
      .transaction(() => {
        const m = getMember(ctx, id);
        if (body.idCard !== undefined && m.id_card && m.id_card.toUpperCase() !== body.idCard.toUpperCase())
          throw new ApiError(409, 'An ID card is already bound to this account');
        ctx.db
          .prepare('UPDATE tk_members SET name = ?, address = ?, tel = ?, id_card = ? WHERE id = ?')
          .run(
            body.userName === undefined ? m.name : body.userName || null,
            body.userAddress ?? m.address,
            body.userTel ?? m.tel,
            body.idCard?.toUpperCase() ?? m.id_card,
            id,
          );
      })
      .immediate();
    return ok(c, userInfoVo(getMember(ctx, id), c.get('lang')));
  });

  app.post('/resetPass', async (c) => {
    const body = await readBody(c, resetPassBody);
    if (!body.email && !body.phone) throw new ApiError(400, 'Required', { field: 'email' });
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword)
      throw new ApiError(400, 'Password fields must be matches');
    // each proves itself with the code sent to it: a phone by SMS, an address by e-mail
    if (body.phone) consumeSmsCode(ctx, body.phone, body.verifyCode);
    else consumeEmailCode(ctx, body.email!, body.verifyCode);
    const m = findMember(ctx, body.email ? { email: body.email } : { phone: body.phone });
    if (!m) throw new ApiError(404, 'User not found');
    const hash = await hashPassword(body.newPassword);
    ctx.db.prepare('UPDATE tk_members SET password_hash = ? WHERE id = ?').run(hash, m.id);
    revokeAllSessions(ctx, m.id);
    return ok(c, null);
  });

  app.post('/sendSmsCode', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, mobileNumber: phone }));
    return ok(c, { sent: true, ...issueSmsCode(ctx, body.mobileNumber) });
  });

  app.post('/sendEmailCode', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, email }));
    return ok(c, { sent: true, ...issueEmailCode(ctx, body.email) });
  });

  app.post('/openAccount', member, async (c) => {
    const body = await readBody(c, openAccountBody);
    const m = getMember(ctx, c.get('memberId'));
    if (Number(body.validateType) === 1) {
      if (!body.payPassword) throw new ApiError(400, 'Please input your password', { field: 'payPassword' });
      if (m.pay_password_hash) {
        if (!(await verifyPassword(body.payPassword, m.pay_password_hash)))
          throw new ApiError(400, 'Incorrect pay password');
      } else {
        const hash = await hashPassword(body.payPassword);
        ctx.db.prepare('UPDATE tk_members SET pay_password_hash = ? WHERE id = ?').run(hash, m.id);
      }
    } else {
      if (!body.mobileNumber) throw new ApiError(400, 'Required', { field: 'mobileNumber' });
      if (!isMembersNumber(m, body.mobileNumber)) throw new ApiError(422, 'Mobile number does not match this account');
      if (body.payVerifyCode !== SANDBOX_SMS_CODE) throw new ApiError(400, 'Incorrect verification code');
    }
    ctx.db.prepare('UPDATE tk_members SET points_opened = 1 WHERE id = ?').run(m.id);
    return ok(c, userInfoVo(getMember(ctx, m.id), c.get('lang')));
  });

  app.get('/couponCodes', member, (c) => {
    const q = readQuery(c, pagingQuery.extend({ status: queryInt(1, 2), langType: z.string().optional() }));
    const [current, size] = paging(q);
    return ok(c, page(listCoupons(ctx, c.get('memberId'), c.get('lang'), q.status), current, size));
  });

  app.get('/getHistoryMedalList', member, (c) => {
    const q = readQuery(c, pagingQuery.extend({ langType: z.string().optional() }));
    const [current, size] = paging(q);
    return ok(c, page(listMedals(ctx, c.get('memberId'), c.get('lang')), current, size));
  });

  app.get('/findPointRecordByCustomer', member, (c) => {
    const q = readQuery(c, pagingQuery.extend({ dataType: queryInt(1, 2), langType: z.string().optional() }));
    const [current, size] = paging(q);
    const dataType = (q.dataType ?? 1) as 1 | 2;
    const m = getMember(ctx, c.get('memberId'));
    return ok(c, {
      ...page(listPointRecords(ctx, m.id, dataType, c.get('lang')), current, size),
      dataType,
      balance: dataType === 1 ? m.points : m.growth,
      label: dataType === 1 ? pick(c.get('lang'), '积分', 'Points') : pick(c.get('lang'), '成长值', 'Growth value'),
    });
  });

  return app;
}

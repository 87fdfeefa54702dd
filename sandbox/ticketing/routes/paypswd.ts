/** /api/paypswd/*: set and check the 6-digit pay (pin) password; check also by SMS code. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { hashPassword, requireMember, verifyPassword } from '../auth';
import { langFields, payPassword, phone } from '../fields';
import { getMember, userInfoVo } from '../members';
import { ApiError, ok, readBody, type TkEnv } from '../respond';
import { SANDBOX_SMS_CODE } from '../sms-codes';

const checkBody = z.object({
  ...langFields,
  validateType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
    error: 'validateType must be 1 (pin) or 2 (sms)',
  }),
  payPassword: z.string().optional(),
  mobileNumber: phone.optional(),
  payVerifyCode: z.string().trim().optional(),
});

export function payPasswordRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();
  app.use('*', requireMember(ctx));

  app.post('/updatePayPassword', async (c) => {
    const body = await readBody(
      c,
      z.object({
        ...langFields,
        newPayPassword: payPassword,
        confirmPayPassword: z.string({ error: 'Please input your password' }),
      }),
    );
    if (body.newPayPassword !== body.confirmPayPassword) throw new ApiError(422, 'Two fields must be matched');
    const hash = await hashPassword(body.newPayPassword);
    ctx.db.prepare('UPDATE tk_members SET pay_password_hash = ? WHERE id = ?').run(hash, c.get('memberId'));
    return ok(c, userInfoVo(getMember(ctx, c.get('memberId')), c.get('lang')));
  });

  app.post('/checkPayPassword', async (c) => {
    const body = await readBody(c, checkBody);
    const m = getMember(ctx, c.get('memberId'));
    if (Number(body.validateType) === 1) {
      if (!body.payPassword) throw new ApiError(400, 'Please input your password', { field: 'payPassword' });
      if (!m.pay_password_hash) throw new ApiError(422, 'Pay password not set');
      if (!(await verifyPassword(body.payPassword, m.pay_password_hash)))
        throw new ApiError(400, 'Incorrect pay password');
    } else {
      if (!body.mobileNumber) throw new ApiError(400, 'Required', { field: 'mobileNumber' });
      if (body.mobileNumber !== m.phone && body.mobileNumber !== m.tel)
        throw new ApiError(422, 'Mobile number does not match this account');
      if (body.payVerifyCode !== SANDBOX_SMS_CODE) throw new ApiError(400, 'Incorrect verification code');
    }
    return ok(c, { valid: true });
  });

  return app;
}

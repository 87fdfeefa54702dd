/** /api/paypswd/*: set and check the 6-digit pay (pin) password; check also by SMS code. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { hashPassword, requireMember, verifyPassword } from '../auth';
import { langFields, payPassword, phone } from '../fields';
import { getMember, isMembersNumber, userInfoVo, type MemberRow } from '../members';
import { ApiError, ok, readBody, type TkEnv } from '../respond';
import { SANDBOX_SMS_CODE } from '../sms-codes';

/** The member proves it is them: the pin (validateType 1) or an SMS code to their number (2). */
const proofFields = {
  validateType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
    error: 'validateType must be 1 (pin) or 2 (sms)',
  }),
  payPassword: z.string().optional(),
  mobileNumber: phone.optional(),
  payVerifyCode: z.string().trim().optional(),
};
type Proof = { validateType: 1 | 2 | '1' | '2'; payPassword?: string; mobileNumber?: string; payVerifyCode?: string };

const checkBody = z.object({ ...langFields, ...proofFields });

/** Throws the API's refusal unless the proof holds: 400 wrong pin or code, 422 no pin or not the member's number. */
async function checkProof(m: MemberRow, body: Proof): Promise<void> {
  if (Number(body.validateType) === 1) {
    if (!body.payPassword) throw new ApiError(400, 'Please input your password', { field: 'payPassword' });
    if (!m.pay_password_hash) throw new ApiError(422, 'Pay password not set');
    if (!(await verifyPassword(body.payPassword, m.pay_password_hash)))
      throw new ApiError(400, 'Incorrect pay password');
    return;
  }
  if (!body.mobileNumber) throw new ApiError(400, 'Required', { field: 'mobileNumber' });
  if (!isMembersNumber(m, body.mobileNumber)) throw new ApiError(422, 'Mobile number does not match this account');
  if (body.payVerifyCode !== SANDBOX_SMS_CODE) throw new ApiError(400, 'Incorrect verification code');
}

export function payPasswordRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();
  app.use('*', requireMember(ctx));

  /**
   * Sets the pin. Changing one that is set asks for the current pin or an SMS code first, as a
   * real payment backend does: a session alone (a borrowed browser) cannot change it.
   */
  app.post('/updatePayPassword', async (c) => {
    const body = await readBody(
      c,
      z.object({
        ...langFields,
        newPayPassword: payPassword,
        confirmPayPassword: z.string({ error: 'Please input your password' }),
        ...proofFields,
        validateType: proofFields.validateType.optional(),
      }),
    );
    if (body.newPayPassword !== body.confirmPayPassword) throw new ApiError(422, 'Two fields must be matched');
    const m = getMember(ctx, c.get('memberId'));
    if (m.pay_password_hash) {
      if (!body.validateType)
        throw new ApiError(400, 'Please confirm with your current pin or an SMS code', { field: 'validateType' });
      await checkProof(m, { ...body, validateType: body.validateType });
    }
    const hash = await hashPassword(body.newPayPassword);
    ctx.db.prepare('UPDATE tk_members SET pay_password_hash = ? WHERE id = ?').run(hash, m.id);
    return ok(c, userInfoVo(getMember(ctx, m.id), c.get('lang')));
  });

  app.post('/checkPayPassword', async (c) => {
    const body = await readBody(c, checkBody);
    await checkProof(getMember(ctx, c.get('memberId')), body);
    return ok(c, { valid: true });
  });

  return app;
}

/**
 * SMS verification codes, kept as a real backend keeps them: `sendSmsCode` issues one to a number
 * (a newer one replaces the older), valid five minutes, spent by its use or by five wrong tries,
 * and good only for the number it was sent to. No SMS leaves the sandbox: the code is always
 * SANDBOX_SMS_CODE, but it is accepted only after it was "sent".
 */
import type { SandboxContext } from '../context';
import { ApiError } from './respond';

export const SANDBOX_SMS_CODE = '123456';

/**
 * A mainland number as an SMS gateway reads it: without spaces, dashes, `+86`/`0086` or leading
 * zeros (`013998540415`, `+86 139 9854 0415` and `13998540415` are one number). The members'
 * phone column and the codes are kept by this form.
 */
export function normalPhone(typed: string): string {
  let digits = typed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('0086')) digits = digits.slice(4);
  else if (/^86\d{11}$/.test(digits)) digits = digits.slice(2);
  return digits.replace(/^0+/, '');
}
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_TRIES = 5;

type SmsCodeRow = { phone: string; code: string; expires_at: number; tries: number };

/** Issues a code to this number; answers how long it is valid, in seconds. */
export function issueSmsCode(ctx: SandboxContext, typed: string): { expiresIn: number } {
  const phone = normalPhone(typed);
  ctx.db
    .prepare('INSERT OR REPLACE INTO tk_sms_codes (phone, code, expires_at, tries) VALUES (?, ?, ?, 0)')
    .run(phone, SANDBOX_SMS_CODE, ctx.now() + SMS_CODE_TTL_MS);
  return { expiresIn: SMS_CODE_TTL_MS / 1000 };
}

/** Checks and spends the number's code; throws a 400 when none was sent, it expired, or it is wrong. */
export function consumeSmsCode(ctx: SandboxContext, typed: string, code: string | undefined): void {
  const phone = normalPhone(typed);
  const row = ctx.db.prepare('SELECT * FROM tk_sms_codes WHERE phone = ?').get(phone) as SmsCodeRow | undefined;
  if (!row || row.expires_at <= ctx.now()) {
    if (row) ctx.db.prepare('DELETE FROM tk_sms_codes WHERE phone = ?').run(phone);
    throw new ApiError(400, 'Verification code expired, please send a new one', { field: 'verifyCode' });
  }
  if (code !== row.code) {
    if (row.tries + 1 >= SMS_CODE_TRIES) ctx.db.prepare('DELETE FROM tk_sms_codes WHERE phone = ?').run(phone);
    else ctx.db.prepare('UPDATE tk_sms_codes SET tries = tries + 1 WHERE phone = ?').run(phone);
    throw new ApiError(400, 'Incorrect verification code', { field: 'verifyCode' });
  }
  ctx.db.prepare('DELETE FROM tk_sms_codes WHERE phone = ?').run(phone);
}

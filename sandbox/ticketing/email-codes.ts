/**
 * E-mail verification codes, kept as SMS codes are (sms-codes.ts) and as a real backend keeps
 * them: `sendEmailCode` issues one to an address (a newer one replaces the older), valid five
 * minutes, spent by its use or by five wrong tries, and good only for the address it was sent to
 * (in any case: addresses are matched as members' are). No e-mail leaves the sandbox: the code is
 * the SMS one, SANDBOX_SMS_CODE, accepted only after it was "sent".
 */
import type { SandboxContext } from '../context';
import { ApiError } from './respond';
import { SANDBOX_SMS_CODE, SMS_CODE_TRIES, SMS_CODE_TTL_MS } from './sms-codes';

type EmailCodeRow = { email: string; code: string; expires_at: number; tries: number };

const keyOf = (email: string) => email.trim().toLowerCase();

/** Issues a code to this address; answers how long it is valid, in seconds. */
export function issueEmailCode(ctx: SandboxContext, email: string): { expiresIn: number } {
  ctx.db
    .prepare('INSERT OR REPLACE INTO tk_email_codes (email, code, expires_at, tries) VALUES (?, ?, ?, 0)')
    .run(keyOf(email), SANDBOX_SMS_CODE, ctx.now() + SMS_CODE_TTL_MS);
  return { expiresIn: SMS_CODE_TTL_MS / 1000 };
}

/** Checks and spends the address's code; throws a 400 when none was sent, it expired, or it is wrong. */
export function consumeEmailCode(ctx: SandboxContext, email: string, code: string | undefined): void {
  const key = keyOf(email);
  const forget = () => ctx.db.prepare('DELETE FROM tk_email_codes WHERE email = ?').run(key);
  const row = ctx.db.prepare('SELECT * FROM tk_email_codes WHERE email = ?').get(key) as EmailCodeRow | undefined;
  if (!row || row.expires_at <= ctx.now()) {
    if (row) forget();
    throw new ApiError(400, 'Verification code expired, please send a new one', { field: 'verifyCode' });
  }
  if (code !== row.code) {
    if (row.tries + 1 >= SMS_CODE_TRIES) forget();
    else ctx.db.prepare('UPDATE tk_email_codes SET tries = tries + 1 WHERE email = ?').run(key);
    throw new ApiError(400, 'Incorrect verification code', { field: 'verifyCode' });
  }
  forget();
}

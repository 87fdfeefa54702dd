/**
 * Image captchas of 4 to 6 characters (a real backend's length is its own business, issue 20):
 * case sensitive, five minutes, bound to the device identifier, spent by a login attempt or by a
 * wrong answer to a check (so a check cannot be asked again and again: no oracle).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxContext } from '../../context';
import { ApiError } from '../respond';
import { CAPTCHA_ALPHABET } from './font';
import { drawCaptcha } from './draw';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const LOGIN_PURPOSE = 'BUSS_LOGON_PIC';

type CaptchaRow = { token: string; code: string; expires_at: number; used_at: number | null; purpose: string };

export const CAPTCHA_MIN_LENGTH = 4;
export const CAPTCHA_MAX_LENGTH = 6;

function randomCode(): string {
  const length = randomInt(CAPTCHA_MIN_LENGTH, CAPTCHA_MAX_LENGTH + 1);
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/** Creates a captcha and answers `{userToken, code (base64 PNG), captchaImg (data URL), purpose, expiresAt}`. */
export function issueCaptcha(ctx: SandboxContext, identifier: string, purpose = LOGIN_PURPOSE) {
  const token = `CAP${randomBytes(12).toString('hex')}`;
  const code = ctx.config.fixedCaptcha || randomCode();
  const now = ctx.now();
  const expiresAt = now + CAPTCHA_TTL_MS;
  ctx.db
    .prepare(
      'INSERT INTO tk_captchas (token, identifier, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(token, identifier, purpose, code, now, expiresAt);
  const png = drawCaptcha(code).toString('base64');
  return { userToken: token, code: png, captchaImg: `data:image/png;base64,${png}`, purpose, expiresAt };
}

/** The captcha named by token, else the newest for the identifier; unused and unexpired, or undefined. */
function findCaptcha(ctx: SandboxContext, token: string | undefined, identifier: string | undefined) {
  const row = token
    ? (ctx.db.prepare('SELECT * FROM tk_captchas WHERE token = ?').get(token) as CaptchaRow | undefined)
    : identifier
      ? (ctx.db
          .prepare('SELECT * FROM tk_captchas WHERE identifier = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
          .get(identifier) as CaptchaRow | undefined)
      : undefined;
  if (!row || row.used_at !== null || row.expires_at <= ctx.now()) return undefined;
  return row;
}

/** Checks an answer: a right one leaves the captcha for the login, a wrong one spends it. */
export function checkCaptcha(
  ctx: SandboxContext,
  token: string | undefined,
  identifier: string | undefined,
  answer: string,
) {
  const row = findCaptcha(ctx, token, identifier);
  if (!row) return false;
  if (row.code === answer) return true;
  ctx.db.prepare('UPDATE tk_captchas SET used_at = ? WHERE token = ?').run(ctx.now(), row.token);
  return false;
}

/** Checks and consumes (the captcha is spent even when the answer is wrong); throws a 400. */
export function consumeCaptcha(
  ctx: SandboxContext,
  token: string | undefined,
  identifier: string | undefined,
  answer: string,
) {
  const row = findCaptcha(ctx, token, identifier);
  if (!row) throw new ApiError(400, 'Captcha expired, please refresh it');
  ctx.db.prepare('UPDATE tk_captchas SET used_at = ? WHERE token = ?').run(ctx.now(), row.token);
  if (row.code !== answer) throw new ApiError(400, 'Incorrect captcha');
}

/** Spends a captcha (used by reset) so it cannot be used any more. */
export function revokeCaptcha(ctx: SandboxContext, token: string): void {
  ctx.db.prepare('UPDATE tk_captchas SET used_at = ? WHERE token = ? AND used_at IS NULL').run(ctx.now(), token);
}

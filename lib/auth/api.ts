import { ticketingRequest } from '@/lib/ticketing/transport';
import { langType, type Locale } from '@/lib/i18n/routing';
import { loginIdentity } from '@/lib/validation/rules';
import { getIdentifier } from './storage';

/** The member calls that need no session: captcha, login, registration, password reset. */

export const CAPTCHA_PURPOSE = 'BUSS_LOGON_PIC';

export type Captcha = { token: string; image: string };

type RawCaptcha = { userToken: string; code: string; captchaImg?: string };

function toCaptcha(raw: RawCaptcha): Captcha {
  const image = raw.captchaImg || `data:image/png;base64,${raw.code}`;
  return { token: raw.userToken, image };
}

/** A new captcha for this device; with `previous`, that one is spent (reset). */
export async function requestCaptcha(previous?: string): Promise<Captcha> {
  const identifier = getIdentifier();
  const raw = previous
    ? await ticketingRequest<RawCaptcha>('/api/user/resetCaptcha', {
        method: 'POST',
        body: { identifier, token: previous },
      })
    : await ticketingRequest<RawCaptcha>('/api/user/genarateRandomStr', { method: 'POST', body: { identifier } });
  return toCaptcha(raw);
}

/** True only when the server answers code 200; a refusal throws its TicketingError. */
export async function checkCaptcha(token: string, captcha: string, locale: Locale): Promise<true> {
  await ticketingRequest('/api/user/checkCaptcha', {
    method: 'POST',
    body: { purpose: CAPTCHA_PURPOSE, token, captcha, locale, langType: langType(locale) },
  });
  return true;
}

export type LoginInput = { username: string; password: string; captcha: string; captchaToken?: string };

export class InvalidCredentialsError extends Error {
  constructor() {
    super('credentials');
    this.name = 'InvalidCredentialsError';
  }
}

export async function loginRequest(input: LoginInput, locale: Locale): Promise<string> {
  const identity = loginIdentity(input.username);
  if (!identity) throw new InvalidCredentialsError();
  const data = await ticketingRequest<{ token: string }>('/api/user/login', {
    method: 'POST',
    body: {
      ...identity,
      identifier: getIdentifier(),
      loginPass: input.password,
      captcha: input.captcha,
      captchaToken: input.captchaToken,
      langType: langType(locale),
    },
  });
  return data.token;
}

function identityOf(username: string): { email: string } | { phone: string } {
  const value = username.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

export type RegisterInput = { username: string; name: string; password: string; confirmPassword: string };

export async function registerRequest(input: RegisterInput, locale: Locale): Promise<void> {
  await ticketingRequest('/api/user/register', {
    method: 'POST',
    body: {
      ...identityOf(input.username),
      name: input.name.trim() || undefined,
      password: input.password,
      confirmPassword: input.confirmPassword,
      langType: langType(locale),
    },
  });
}

export type ResetPasswordInput = { username: string; verifyCode: string; newPassword: string; confirmPassword: string };

export async function resetPasswordRequest(input: ResetPasswordInput, locale: Locale): Promise<void> {
  await ticketingRequest('/api/user/resetPass', {
    method: 'POST',
    body: {
      ...identityOf(input.username),
      verifyCode: input.verifyCode,
      newPassword: input.newPassword,
      confirmPassword: input.confirmPassword,
      langType: langType(locale),
    },
  });
}

export async function sendSmsCode(mobileNumber: string, locale: Locale): Promise<void> {
  await ticketingRequest('/api/user/sendSmsCode', {
    method: 'POST',
    body: { mobileNumber, langType: langType(locale) },
  });
}

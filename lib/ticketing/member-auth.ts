import 'server-only';
import { langType, type Locale } from '@/lib/i18n/routing';
import { isPhoneIdentity } from '@/lib/validation/rules';
import type { RawCaptcha, RawLogin } from './raw';
import { ticketingRequest } from './transport';
import type { Captcha } from './types';

/** The member calls that need no session: captcha, login, registration, password reset, SMS codes; and logout. */

export const CAPTCHA_PURPOSE = 'BUSS_LOGON_PIC';

function toCaptcha(raw: RawCaptcha): Captcha {
  return { token: raw.userToken, image: raw.captchaImg || `data:image/png;base64,${raw.code}` };
}

/** A new captcha for this device; with `previous`, that one is spent (reset). */
export async function newCaptcha(identifier: string, previous?: string | null, signal?: AbortSignal): Promise<Captcha> {
  const raw = previous
    ? await ticketingRequest<RawCaptcha>('/api/user/resetCaptcha', {
        method: 'POST',
        body: { identifier, token: previous },
        signal,
      })
    : await ticketingRequest<RawCaptcha>('/api/user/genarateRandomStr', {
        method: 'POST',
        body: { identifier },
        signal,
      });
  return toCaptcha(raw);
}

/** Resolves when the API answers code 200 (the only "valid"); a refusal throws its TicketingError. */
export async function checkCaptcha(
  token: string,
  captcha: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  await ticketingRequest('/api/user/checkCaptcha', {
    method: 'POST',
    body: { purpose: CAPTCHA_PURPOSE, token, captcha, locale, langType: langType(locale) },
    signal,
  });
}

export type Identity = { email: string } | { phone: string };
export type LoginInput = {
  identity: Identity;
  password: string;
  captcha: string;
  captchaToken: string;
  identifier: string;
};

/** The session token for these credentials, with its expiry when the API gives one. */
export async function login(
  input: LoginInput,
  locale: Locale,
  signal?: AbortSignal,
): Promise<{ token: string; expiresAt: number | null }> {
  const data = await ticketingRequest<RawLogin>('/api/user/login', {
    method: 'POST',
    body: {
      ...input.identity,
      identifier: input.identifier,
      loginPass: input.password,
      captcha: input.captcha,
      captchaToken: input.captchaToken,
      langType: langType(locale),
    },
    signal,
  });
  return { token: data.token, expiresAt: data.expiresAt ?? null };
}

export async function logout(token: string, signal?: AbortSignal): Promise<void> {
  await ticketingRequest('/api/user/logout', { token, signal });
}

/** Registration and password reset name the member by an email (with an @) or else a phone number. */
const identityOf = (username: string): Identity => {
  const value = username.trim();
  return isPhoneIdentity(value) ? { phone: value } : { email: value };
};

/** A phone number is registered with the SMS code sent to it (`verifyCode`, as password reset sends it). */
export async function register(
  {
    username,
    verifyCode,
    ...input
  }: { username: string; verifyCode: string; name: string; password: string; confirmPassword: string },
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  const identity = identityOf(username);
  await ticketingRequest('/api/user/register', {
    method: 'POST',
    body: {
      ...identity,
      ...('phone' in identity ? { verifyCode } : {}),
      ...input,
      name: input.name.trim() || undefined,
      langType: langType(locale),
    },
    signal,
  });
}

export async function resetPassword(
  { username, ...input }: { username: string; verifyCode: string; newPassword: string; confirmPassword: string },
  locale: Locale,
  signal?: AbortSignal,
): Promise<void> {
  await ticketingRequest('/api/user/resetPass', {
    method: 'POST',
    body: { ...identityOf(username), ...input, langType: langType(locale) },
    signal,
  });
}

export async function sendSmsCode(mobileNumber: string, locale: Locale, signal?: AbortSignal): Promise<void> {
  await ticketingRequest('/api/user/sendSmsCode', {
    method: 'POST',
    body: { mobileNumber, langType: langType(locale) },
    signal,
  });
}

/** A verification code e-mailed to the address (a password reset by e-mail proves the address with it). */
export async function sendEmailCode(email: string, locale: Locale, signal?: AbortSignal): Promise<void> {
  await ticketingRequest('/api/user/sendEmailCode', {
    method: 'POST',
    body: { email, langType: langType(locale) },
    signal,
  });
}

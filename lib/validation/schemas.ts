import { englishMessages, type ValidationMessages } from './messages';
import {
  ADDRESS_MAX,
  CAPTCHA_MAX,
  DIGITS_PATTERN,
  DISCOUNT_CODE_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  PIN_LENGTH,
  SMS_CODE_LENGTH,
  isEmail,
  isPhone,
  isPhoneIdentity,
  isStrongPassword,
  loginIdentity,
} from './rules';
import { z } from './zod';

/** One zod schema per form (design.md section 6.7); each takes the (localized) messages. */

/** Checks `value` with another schema too, its issues reported on the same fields. */
function checkWith(schema: z.ZodType, value: unknown, context: z.RefinementCtx, path: PropertyKey[] = []) {
  const result = schema.safeParse(value);
  for (const problem of result.error?.issues ?? [])
    context.addIssue({ code: 'custom', message: problem.message, path: [...path, ...problem.path] });
}

const required = (m: ValidationMessages) => z.string().trim().min(1, m.required);

/** An email or a phone number, as login and registration accept. */
const username = (m: ValidationMessages) =>
  required(m)
    .max(NAME_MAX, m.maxLength(NAME_MAX))
    .refine((value) => loginIdentity(value) !== null, m.credentials);

/** Registration and password reset: an email (when it has an @) or else a phone number. */
const memberIdentity = (m: ValidationMessages) =>
  required(m)
    .max(NAME_MAX, m.maxLength(NAME_MAX))
    .refine((value) => !value.includes('@') || isEmail(value), m.incorrectEmail)
    .refine((value) => value.includes('@') || isPhone(value), m.phone);

const password = (m: ValidationMessages) =>
  z.string().min(1, m.required).min(PASSWORD_MIN, m.minLength(PASSWORD_MIN)).refine(isStrongPassword, m.passwordRule);

const digits = (m: ValidationMessages, length: number, requiredMessage = m.required) =>
  z.string().min(1, requiredMessage).regex(DIGITS_PATTERN, m.number).length(length, m.exactLength(length));

export const loginSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    username: username(m),
    password: z.string().min(1, m.required),
    // case sensitive, so never trimmed or changed; its length is the backend's business
    captcha: z.string().min(1, m.required).max(CAPTCHA_MAX, m.maxLength(CAPTCHA_MAX)),
  });

/**
 * A phone number is registered only with the SMS code sent to it (issue 21): the form asks for it,
 * and the site's route refuses a phone registration without it (this schema is both's).
 */
export const registerSchema = (m: ValidationMessages = englishMessages) =>
  z
    .object({
      username: memberIdentity(m),
      verifyCode: z.string().trim().default(''),
      name: z.string().trim().max(NAME_MAX, m.maxLength(NAME_MAX)),
      password: password(m),
      confirmPassword: z.string().min(1, m.required),
    })
    .superRefine((v, context) => {
      if (isPhoneIdentity(v.username)) checkWith(digits(m, SMS_CODE_LENGTH), v.verifyCode, context, ['verifyCode']);
    })
    .refine((v) => v.password === v.confirmPassword, { message: m.passwordMatch, path: ['confirmPassword'] });

export const forgotPasswordSchema = (m: ValidationMessages = englishMessages) =>
  z
    .object({
      username: memberIdentity(m),
      verifyCode: digits(m, SMS_CODE_LENGTH),
      newPassword: password(m),
      confirmPassword: z.string().min(1, m.required),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordMatch, path: ['confirmPassword'] });

export const phoneSchema = (m: ValidationMessages = englishMessages) => required(m).refine(isPhone, m.phone);

export const personalInfoSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    userName: z.string().trim().max(NAME_MAX, m.maxLength(NAME_MAX)),
    userTel: z
      .string()
      .trim()
      .refine((v) => v === '' || isPhone(v), m.phone),
    userAddress: z.string().trim().max(ADDRESS_MAX, m.maxLength(ADDRESS_MAX)),
  });

/**
 * A new pin, twice; changing one that is set is confirmed by the current pin ('1') or an SMS code
 * ('2'), as the ticketing API asks.
 */
export const pinSchema = (m: ValidationMessages = englishMessages, changing = false) =>
  z
    .object({
      newPayPassword: digits(m, PIN_LENGTH, m.pinRequired),
      confirmPayPassword: z.string().min(1, m.pinRequired),
      validateType: z.enum(['1', '2']),
      payPassword: z.string(),
      mobileNumber: z.string(),
      payVerifyCode: z.string(),
    })
    .refine((v) => v.newPayPassword === v.confirmPayPassword, { message: m.pinMatch, path: ['confirmPayPassword'] })
    .superRefine((v, context) => {
      if (changing) checkWith(v.validateType === '1' ? openAccountPinSchema(m) : openAccountSmsSchema(m), v, context);
    });

export const openAccountPinSchema = (m: ValidationMessages = englishMessages) =>
  z.object({ payPassword: digits(m, PIN_LENGTH, m.pinRequired) });

export const openAccountSmsSchema = (m: ValidationMessages = englishMessages) =>
  z.object({ mobileNumber: phoneSchema(m), payVerifyCode: digits(m, SMS_CODE_LENGTH) });

export const discountCodeSchema = (m: ValidationMessages = englishMessages) =>
  z.object({
    code: z.string().trim().min(1, m.discountCodeRequired).max(DISCOUNT_CODE_MAX, m.maxLength(DISCOUNT_CODE_MAX)),
  });

/** Each points redemption is confirmed by the pin ('1') or by an SMS code ('2', spec section 4). */
export const pointsRedeemSchema = (m: ValidationMessages = englishMessages, max: number) =>
  z
    .object({
      points: z
        .string()
        .trim()
        .regex(DIGITS_PATTERN, m.pointsInvalid)
        .transform(Number)
        .pipe(z.number().int().min(1, m.pointsInvalid).max(max, m.pointsTooMany(max))),
      validateType: z.enum(['1', '2']),
      payPassword: z.string(),
      mobileNumber: z.string(),
      payVerifyCode: z.string(),
    })
    .superRefine((v, context) =>
      checkWith(v.validateType === '1' ? openAccountPinSchema(m) : openAccountSmsSchema(m), v, context),
    );

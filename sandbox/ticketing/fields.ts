/** zod field schemas with the spec's validation messages (section 5). */
import { z } from 'zod';

const required = (what: string) => (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null ? 'Required' : what;

/** A required string (trimmed); '' counts as missing. */
export const text = (what = 'Must be text') =>
  z
    .string({ error: required(what) })
    .trim()
    .min(1, 'Required');
export const optionalText = (what = 'Must be text') =>
  z
    .string({ error: required(what) })
    .trim()
    .optional();

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const PHONE_RE = /^\d{9,12}$/;

export const email = z
  .string({ error: required('Incorrect Email') })
  .trim()
  .regex(EMAIL_RE, 'Incorrect Email');
export const phone = z
  .string({ error: required('Must be phone number (9-12 digits)') })
  .trim()
  .regex(PHONE_RE, 'Must be phone number (9-12 digits)');

/** Registration / reset password: at least 6 characters mixing upper and lower case letters and numbers. */
export const newPassword = z
  .string({ error: required('Must be text') })
  .min(6, 'Minimum number of character is 6')
  .regex(/[a-z]/, 'Password must mix upper and lower case letters and numbers')
  .regex(/[A-Z]/, 'Password must mix upper and lower case letters and numbers')
  .regex(/\d/, 'Password must mix upper and lower case letters and numbers');

/** A 6-digit pay (pin) password. */
export const payPassword = z
  .string({ error: required('Please input your password') })
  .min(1, 'Please input your password')
  .regex(/^\d*$/, 'Must be number')
  .length(6, 'Must be 6 characters');

/** langType / locale are read by readBody; accepted here so they are not rejected. */
export const langFields = { langType: z.unknown().optional(), locale: z.unknown().optional() };

/** A whole number, given as a number or a numeric string. */
export const int = (min: number, max: number, what = 'Must be number') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z
      .number({ error: required(what) })
      .int(what)
      .min(min, `Must be between ${min} and ${max}`)
      .max(max, `Must be between ${min} and ${max}`),
  );

/** An id that may arrive as a string or a number (eventId, superGoodId, orderToken). */
export const idString = z
  .union([z.string(), z.number()], { error: required('Must be text') })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'Required').max(200, 'Too long'));

/** One cart / order item: {eventId, superGoodId, goodCount 1..6}. */
export const item = z.object({
  eventId: idString.optional(),
  superGoodId: idString,
  goodCount: int(1, 6, 'Must be number'),
});

export const items = z
  .array(item, { error: required('Must be a list') })
  .min(1, 'Required')
  .max(50, 'Too many items');

export const viewer = z.object({
  name: z
    .string({ error: required('Must be text') })
    .trim()
    .min(1, 'Required')
    .max(50, 'must be 50 characters or fewer'),
  idCard: z
    .string({ error: required('Must be text') })
    .trim()
    .length(18, 'Must be 18 characters'),
  eventId: idString.optional(),
});

import 'server-only';
import { z } from 'zod';
import { newSession } from '@/lib/auth/session';
import { LIMITS } from '@/lib/throttle/limits';
import { getMember } from '@/lib/ticketing/account';
import { TicketingError } from '@/lib/ticketing/errors';
import {
  checkCaptcha,
  login,
  logout,
  newCaptcha,
  register,
  resetPassword,
  sendSmsCode,
} from '@/lib/ticketing/member-auth';
import type { CaptchaCheck, Member } from '@/lib/ticketing/types';
import { isPhoneIdentity, loginIdentity, NAME_MAX } from '@/lib/validation/rules';
import { registerSchema } from '@/lib/validation/schemas';
import { publicOperation, type Context } from '../define';
import { identifier, nothing, text } from './inputs';

/** Logging in and out, captchas, registration, password reset, SMS codes, and the `?token=` hand-off. */

/** The account a try is counted against: the login name as typed, ignoring case and spaces. */
const account = (username: string) => username.trim().toLowerCase();
const byAddress = (_: unknown, context: Context) => context.address;

const username = z.string().trim().min(1).max(NAME_MAX);
const password = text(128).pipe(z.string().min(1));

export const memberOperations = {
  'captcha.new': publicOperation({
    input: z.object({ identifier, previous: z.string().max(200).nullish() }),
    run: ({ identifier, previous }, { signal }) => newCaptcha(identifier, previous, signal),
  }),

  /**
   * Checks a captcha answer. A wrong answer spends the captcha (reset, so it cannot be asked again:
   * no oracle, whatever the backend does with it) and answers the next one.
   */
  'captcha.check': publicOperation({
    input: z.object({ identifier, token: z.string().min(1).max(200), answer: z.string().min(1).max(16) }),
    limits: [{ limit: LIMITS.captchaPerAddress, key: byAddress }],
    run: async ({ identifier, token, answer }, context): Promise<CaptchaCheck> => {
      try {
        await checkCaptcha(token, answer, context.locale, context.signal);
        return { valid: true };
      } catch (error) {
        if (!(error instanceof TicketingError) || !error.isRefusal) throw error;
        context.markFailed();
        const next = await newCaptcha(identifier, token, context.signal).catch(() => null);
        return { valid: false, message: error.message, next };
      }
    },
  }),

  'session.login': publicOperation({
    input: z.object({
      username,
      password,
      captcha: z.string().min(1).max(16),
      captchaToken: z.string().min(1).max(200),
      identifier,
    }),
    limits: [
      { limit: LIMITS.loginPerAccount, key: (input) => account(input.username), resetOnSuccess: true },
      { limit: LIMITS.loginPerAddress, key: byAddress },
    ],
    run: async (input, context): Promise<Member> => {
      const identity = loginIdentity(input.username);
      if (!identity)
        throw new TicketingError('Something is wrong with your login credentials', { code: 400, httpStatus: 400 });
      const { token, expiresAt } = await login(
        {
          identity,
          password: input.password,
          captcha: input.captcha,
          captchaToken: input.captchaToken,
          identifier: input.identifier,
        },
        context.locale,
        context.signal,
      );
      const member = await getMember(token, context.locale, context.signal);
      context.setSession(newSession(token, member.userToken, Date.now(), expiresAt));
      context.setHandoff(null);
      return member;
    },
  }),

  /** Ends the session here and on the ticketing API (which may already have ended it). */
  'session.logout': publicOperation({
    access: 'optional',
    input: nothing,
    run: async (_, context) => {
      if (context.session) await logout(context.session.token, context.signal).catch(() => undefined);
      context.setSession(null);
      context.setHandoff(null);
      return null;
    },
  }),

  /** The accounts a waiting `?token=` hand-off asks the visitor to choose between. */
  'session.handoff': publicOperation({
    access: 'optional',
    input: nothing,
    run: async (_, { handoff }) => (handoff ? { current: handoff.currentName, offered: handoff.name } : null),
  }),

  /** The visitor's choice: keep the account they were logged in with, or switch to the handed-over one. */
  'session.resolveHandoff': publicOperation({
    access: 'optional',
    input: z.object({ keep: z.enum(['current', 'offered']) }),
    run: async ({ keep }, context) => {
      const waiting = context.handoff;
      context.setHandoff(null);
      if (!waiting || keep === 'current') return { switched: false };
      context.setSession(newSession(waiting.token, waiting.member));
      return { switched: true };
    },
  }),

  /** The form's own schema: a phone number comes with the SMS code sent to it, or is refused here. */
  'member.register': publicOperation({
    input: registerSchema(),
    limits: [
      { limit: LIMITS.registerPerAddress, key: byAddress },
      {
        limit: LIMITS.registerCodePerNumber,
        key: (input) => (isPhoneIdentity(input.username) ? account(input.username) : null),
        resetOnSuccess: true,
      },
    ],
    run: async (input, { locale, signal }) => {
      await register(input, locale, signal);
      return null;
    },
  }),

  'member.resetPassword': publicOperation({
    input: z.object({
      username,
      verifyCode: text(16).pipe(z.string().min(1)),
      newPassword: password,
      confirmPassword: password,
    }),
    limits: [
      { limit: LIMITS.resetPerAccount, key: (input) => account(input.username), resetOnSuccess: true },
      { limit: LIMITS.resetPerAddress, key: byAddress },
    ],
    run: async (input, { locale, signal }) => {
      await resetPassword(input, locale, signal);
      return null;
    },
  }),

  'member.sendSmsCode': publicOperation({
    input: z.object({ mobileNumber: z.string().trim().min(1).max(20) }),
    limits: [
      { limit: LIMITS.smsPerNumber, key: (input) => input.mobileNumber },
      { limit: LIMITS.smsPerAddress, key: byAddress },
    ],
    run: async ({ mobileNumber }, { locale, signal }) => {
      await sendSmsCode(mobileNumber, locale, signal);
      return null;
    },
  }),
};

import 'server-only';
import { z } from 'zod';
import { newSession } from '@/lib/auth/session';
import { accountKey, linkAccount, memberKey, normalIdentity, normalPhone } from '@/lib/platform/throttle/accounts';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { getMember } from '@/lib/ticketing/account';
import { TicketingError } from '@/lib/ticketing/errors';
import {
  checkCaptcha,
  login,
  logout,
  newCaptcha,
  register,
  resetPassword,
  sendEmailCode,
  sendSmsCode,
} from '@/lib/ticketing/member-auth';
import type { CaptchaCheck, Member } from '@/lib/ticketing/types';
import { isPhoneIdentity, loginIdentity, NAME_MAX } from '@/lib/validation/rules';
import { registerSchema } from '@/lib/validation/schemas';
import { publicOperation, type Context } from '../define';
import { identifier, nothing, text } from './inputs';

/** Logging in and out, captchas, registration, password reset, SMS codes, and the `?token=` hand-off. */

/**
 * The account a try is counted against: the member the login name names (lib/platform/throttle/accounts.ts),
 * looked up once per request.
 */
const accounts = new WeakMap<object, Promise<string>>();
function accountOf(input: { username: string }): Promise<string> {
  let key = accounts.get(input);
  if (!key) accounts.set(input, (key = accountKey(input.username)));
  return key;
}
const byAddress = (_: unknown, context: Context) => context.address;
const byAccountAndAddress = async (input: { username: string }, context: Context) =>
  `${await accountOf(input)}|${context.address}`;
const byNumber = (number: string) => `phone:${normalPhone(number)}`;

const username = z.string().trim().min(1).max(NAME_MAX);
const password = text(128).pipe(z.string().min(1));

export const memberOperations = {
  'captcha.new': publicOperation({
    limits: [{ limit: LIMITS.captchaNewPerAddress, key: byAddress }],
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

  /**
   * A login. The captcha is checked first (the API leaves a right one for the login): a wrong or
   * made-up one is the address's failure (and spends its token: one try each), never the account's, so strangers
   * cannot lock a member out with captchas they did not solve. Only then are the account's counts
   * reserved: a wrong password is a failure for the account from this address, and for the account
   * over every address only on a browser the member never logged in from.
   */
  'session.login': publicOperation({
    input: z.object({
      username,
      password,
      captcha: z.string().min(1).max(16),
      captchaToken: z.string().min(1).max(200),
      identifier,
    }),
    limits: [
      { limit: LIMITS.captchaPerToken, key: (input) => input.captchaToken },
      { limit: LIMITS.loginPerAddress, key: byAddress },
    ],
    run: async (input, context): Promise<Member> => {
      const identity = loginIdentity(input.username);
      if (!identity)
        throw new TicketingError('Something is wrong with your login credentials', { code: 400, httpStatus: 400 });
      await checkCaptcha(input.captchaToken, input.captcha, context.locale, context.signal);
      const account = await context.reserveTries(
        [
          { limit: LIMITS.loginPerAccountAddress, key: byAccountAndAddress, resetOnSuccess: true },
          { limit: LIMITS.loginPerAccount, key: accountOf, exceptKnownDevice: true },
        ],
        input,
      );
      let token: string;
      let expiresAt: number | null;
      try {
        ({ token, expiresAt } = await login(
          {
            identity,
            password: input.password,
            captcha: input.captcha,
            captchaToken: input.captchaToken,
            identifier: input.identifier,
          },
          context.locale,
          context.signal,
        ));
      } catch (error) {
        await account.settle(error instanceof TicketingError && error.isRefusal ? 'failure' : 'not-a-guess');
        throw error;
      }
      await account.settle('success');
      const member = await getMember(token, context.locale, context.signal);
      context.setSession(newSession(token, member.userToken, Date.now(), expiresAt));
      context.setHandoff(null);
      // the member's e-mail and phone count as one account from now on, and this browser is theirs
      await linkAccount(member.userToken, [member.userEmail, member.userTel, input.username]);
      // (their e-mail and number too: codes sent to them pass the per-number ceiling from this browser)
      const names = [input.username, member.userEmail, member.userTel].filter((n): n is string => Boolean(n));
      context.rememberDevice([memberKey(member.userToken), ...new Set(names.map(normalIdentity))]);
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

  /**
   * What a waiting `?token=` hand-off asks: continue as the member the link belongs to (`offered`,
   * as the ticketing API names them), or stay as they are: logged in as `current`, or a guest (null).
   */
  'session.handoff': publicOperation({
    access: 'optional',
    input: nothing,
    run: async (_, { handoff, session }) =>
      handoff ? { current: session ? handoff.currentName : null, offered: handoff.name } : null,
  }),

  /**
   * The visitor's choice: stay as they are, or continue as the handed-over member (the token was
   * looked up when the link was opened: no second call).
   */
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
        key: (input) => (isPhoneIdentity(input.username) ? byNumber(input.username) : null),
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
      { limit: LIMITS.resetPerAccountAddress, key: byAccountAndAddress, resetOnSuccess: true },
      { limit: LIMITS.resetPerAddress, key: byAddress },
      { limit: LIMITS.resetPerAccount, key: accountOf },
    ],
    run: async (input, { locale, signal }) => {
      await resetPassword(input, locale, signal);
      return null;
    },
  }),

  'member.sendSmsCode': publicOperation({
    input: z.object({ mobileNumber: z.string().trim().min(1).max(20) }),
    limits: [
      {
        limit: LIMITS.smsPerNumberAddress,
        key: (input, context) => `${byNumber(input.mobileNumber)}|${context.address}`,
      },
      { limit: LIMITS.smsPerNumber, key: (input) => byNumber(input.mobileNumber), exceptKnownDevice: true },
      { limit: LIMITS.smsPerAddress, key: byAddress },
    ],
    run: async ({ mobileNumber }, { locale, signal }) => {
      await sendSmsCode(mobileNumber, locale, signal);
      return null;
    },
  }),

  /** A password reset by e-mail: the code goes to the address, limited per address and per visitor. */
  'member.sendEmailCode': publicOperation({
    input: z.object({ email: z.string().trim().min(1).max(NAME_MAX) }),
    limits: [
      {
        limit: LIMITS.emailCodePerEmailAddress,
        key: (input, context) => `${normalIdentity(input.email)}|${context.address}`,
      },
      { limit: LIMITS.emailCodePerEmail, key: (input) => normalIdentity(input.email), exceptKnownDevice: true },
      { limit: LIMITS.emailCodePerAddress, key: byAddress },
    ],
    run: async ({ email }, { locale, signal }) => {
      await sendEmailCode(email, locale, signal);
      return null;
    },
  }),
};

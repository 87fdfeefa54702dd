import 'server-only';
import type { z } from 'zod';
import type { Handoff, Session } from '@/lib/auth/session';
import type { CookieContext } from '@/lib/platform/http/cookie-context';
import type { Locale } from '@/lib/i18n/routing';
import type { Limit } from '@/lib/platform/throttle/rules';

/**
 * One operation of the site's ticketing routes (POST /api/ticketing/<name>): its input schema, who
 * may call it, the limits that guard it, and what it does with lib/ticketing. The route handler
 * (./handler.ts) does everything else the same way for all of them: origin check, session, input,
 * limits, time budget, errors and cookies.
 */
export type Context = {
  locale: Locale;
  session: Session | null;
  /** the visitor's address as limits count it (lib/platform/throttle/client-address.ts `limitAddress`: IPv6 by /64) */
  address: string;
  /** the request's whole time budget */
  signal: AbortSignal;
  cookieContext: CookieContext;
  /** starts (or, with null, ends) the member's session on the answer */
  setSession: (session: Session | null) => void;
  /** the `?token=` hand-off waiting for the visitor's choice, if any */
  handoff: Handoff | null;
  setHandoff: (handoff: Handoff | null) => void;
  /** counts this try as a failure for the operation's `failures` limits without throwing */
  markFailed: () => void;
  /**
   * Reserves more tries mid-operation (./tries.ts), once the operation knows they are due (a
   * login's per-account counts once its captcha was right); throws ThrottledError when one is
   * spent, which the handler answers 429. The caller settles them.
   */
  reserveTries: <I>(rules: LimitRule<I>[], input: I) => Promise<Tries>;
  /** remembers this browser for these accounts (count keys): a login's success (lib/auth/known-device.ts) */
  rememberDevice: (accountKeys: string[]) => void;
};

/** How a try ended, for its limits: a wrong guess keeps its count, anything else gives it back. */
export type Outcome = 'success' | 'failure' | 'not-a-guess';

/** Tries reserved on an operation's limits (./tries.ts), settled once the try's outcome is known. */
export type Tries = { settle: (outcome: Outcome) => Promise<void> };

export type MemberContext = Context & { session: Session; token: string };

export type LimitRule<I> = {
  limit: Limit;
  /** what is counted (an account, an address, both); null leaves this try uncounted */
  key: (input: I, context: Context) => string | null | Promise<string | null>;
  /** a success forgets the count (per (account, address) limits; never per-address ones) */
  resetOnSuccess?: boolean;
  /** a browser the account logged in from before is not held by this count (the per-account ceiling) */
  exceptKnownDevice?: boolean;
};

export type Operation<S extends z.ZodType = z.ZodType, O = unknown> = {
  /** none: anyone, the session is not even read; optional: anyone, the member's token when there is one; member: a session is required */
  access: 'none' | 'optional' | 'member';
  input: S;
  limits?: LimitRule<z.output<S>>[];
  run: (input: z.output<S>, context: Context) => Promise<O>;
};

export function publicOperation<S extends z.ZodType, O>(
  op: Omit<Operation<S, O>, 'access'> & { access?: 'none' | 'optional' },
): Operation<S, O> {
  return { access: 'none', ...op };
}

export function memberOperation<S extends z.ZodType, O>(
  op: Omit<Operation<S, O>, 'access' | 'run'> & { run: (input: z.output<S>, context: MemberContext) => Promise<O> },
): Operation<S, O> {
  return {
    ...op,
    access: 'member',
    // the handler runs member operations only with a session
    run: (input, context) => op.run(input, { ...context, session: context.session!, token: context.session!.token }),
  };
}

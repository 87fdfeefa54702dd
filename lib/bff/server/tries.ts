import 'server-only';
import { isKnownAccount } from '@/lib/auth/known-device';
import { clearCount, giveBack, reserve, type Count } from '@/lib/platform/throttle/limits';
import type { Context, LimitRule, Tries } from './define';

/**
 * Reserves this try on each of the operation's limits before anything is asked of the ticketing
 * API (throws ThrottledError when one is spent, having given the others back). `settle` then
 * says how the try ended: a failure keeps its counts; a success gives them back and forgets the
 * counts marked `resetOnSuccess`; a try that was not a guess (the API failed or timed out) gives
 * them back. `attempts` limits keep every try.
 */
export async function reserveTries<I>(
  rules: LimitRule<I>[],
  input: I,
  context: Context,
  knownAccounts: string[],
): Promise<Tries> {
  const counts: (Count & { rule: LimitRule<I> })[] = [];
  for (const rule of rules) {
    const key = await rule.key(input, context);
    if (key === null) continue;
    if (rule.exceptKnownDevice && isKnownAccount(knownAccounts, key)) continue;
    counts.push({ limit: rule.limit, key, rule });
  }
  await reserve(counts);
  const failures = counts.filter((c) => c.limit.counts === 'failures');
  return {
    settle: async (outcome) => {
      if (outcome === 'failure') return;
      const forget = outcome === 'success' ? failures.filter((c) => c.rule.resetOnSuccess) : [];
      await Promise.all([
        giveBack(failures.filter((c) => !forget.includes(c))),
        ...forget.map((count) => clearCount(count)),
      ]);
    },
  };
}

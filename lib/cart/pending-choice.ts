// zod's mini build: its functions are shaken one by one, where the full build brought all of
// zod and its 63 locales' messages (90 kB compressed) into the show page for these five fields.
import * as z from 'zod/mini';

/**
 * A guest's non-seat choice (performance, price, number of tickets) kept across the login it
 * needs (spec section 4: non-seat tickets need a login). Buy writes it in this tab's
 * sessionStorage; the show's buy box takes it once, back from the login page, checks it again
 * against the live show and puts it in the cart. Only this browser's own press of Buy writes it,
 * so no link can put tickets in a member's cart; it is data, read through a schema, and goes
 * stale after half an hour (a choice made that long ago is not what the visitor means now).
 */
const KEY = '_pendingchoice';
const MAX_AGE_MS = 30 * 60 * 1000;

const choiceSchema = z.object({
  projectToken: z.string().check(z.minLength(1), z.maxLength(64)),
  eventToken: z.string().check(z.minLength(1), z.maxLength(64)),
  priceId: z.int(),
  count: z.int().check(z.gte(1), z.lte(6)),
  savedAt: z.number(),
});

export type PendingChoice = Omit<z.infer<typeof choiceSchema>, 'savedAt'>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingChoice(choice: PendingChoice, now: number = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ ...choice, savedAt: now }));
}

/** This show's pending choice, removed as it is read (it is acted on once); null when none or stale. */
export function takePendingChoice(projectToken: string, now: number = Date.now()): PendingChoice | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return null;
  let parsed: z.infer<typeof choiceSchema>;
  try {
    const result = choiceSchema.safeParse(JSON.parse(raw));
    if (!result.success) {
      store.removeItem(KEY);
      return null;
    }
    parsed = result.data;
  } catch {
    store.removeItem(KEY);
    return null;
  }
  if (parsed.projectToken !== projectToken) return null; // another show's: left for its page
  store.removeItem(KEY);
  if (now - parsed.savedAt > MAX_AGE_MS || parsed.savedAt > now) return null;
  return {
    projectToken: parsed.projectToken,
    eventToken: parsed.eventToken,
    priceId: parsed.priceId,
    count: parsed.count,
  };
}

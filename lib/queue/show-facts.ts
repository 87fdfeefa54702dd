import type { Locale } from '@/lib/i18n/routing';
import { isEnded, isEventSoldOut, sortEvents } from '@/lib/shows/rules';
import { TicketingError } from '@/lib/ticketing/errors';
import { getShow } from '@/lib/ticketing/shows';
import type { Show } from '@/lib/ticketing/types';

/**
 * What the waiting room asks the ticketing API about a show in its line: its performances (which
 * calls of the ticketing routes are for it) and their stock (sold out while waiting). Kept a few
 * seconds per process, so a line of thousands asks once, not once per visitor.
 */
const STOCK_MS = 10_000;
/** A show the API did not answer for is asked again after this long (calls for it are held meanwhile). */
const FAILED_MS = 1_000;
const BUDGET_MS = 3_000;
/**
 * A show's last answer stands in for a failed lookup this long: its performances do not change
 * mid-sale, and a lookup that times out on a busy instance (the API slow under the crowd) would
 * otherwise hold every buying call of the show, those let in included, until one gets through.
 */
const STALE_MS = 10 * 60_000;
/** A show as the API gave it; `answered` false: it did not answer (unreachable, timed out, failed). */
type Lookup = { show: Show | null; answered: boolean };
const known = new Map<string, { at: number; lookup: Promise<Lookup> }>();
const lastAnswers = new Map<string, { at: number; show: Show | null }>();

function lookUp(projectToken: string, locale: Locale, now: number): Promise<Lookup> {
  const key = `${projectToken}\u0000${locale}`;
  const hit = known.get(key);
  if (hit && now - hit.at < STOCK_MS) return hit.lookup;
  const lookup: Promise<Lookup> = getShow(projectToken, locale, AbortSignal.timeout(BUDGET_MS)).then(
    (show) => {
      lastAnswers.set(key, { at: Date.now(), show });
      return { show, answered: true };
    },
    (error: unknown) => {
      // no such show is an answer; a failure is asked again soon, the last answer standing in meanwhile
      const answered = error instanceof TicketingError && error.isRefusal;
      if (!answered && known.get(key)?.lookup === lookup) known.set(key, { at: now - STOCK_MS + FAILED_MS, lookup });
      const last = lastAnswers.get(key);
      if (!answered && last && Date.now() - last.at < STALE_MS) return { show: last.show, answered: true };
      return { show: null, answered };
    },
  );
  known.set(key, { at: now, lookup });
  if (known.size > 500) known.delete(known.keys().next().value!);
  if (lastAnswers.size > 500) lastAnswers.delete(lastAnswers.keys().next().value!);
  return lookup;
}

export function showFacts(projectToken: string, locale: Locale, now = Date.now()): Promise<Show | null> {
  return lookUp(projectToken, locale, now).then((l) => l.show);
}

/** Tests: the shows read afresh. */
export function forgetShowFacts(): void {
  known.clear();
  lastAnswers.clear();
}

/** Whether one of these performances is the show's; null: unknown (the API did not answer). */
export async function isShowsPerformance(projectToken: string, eventTokens: string[]): Promise<boolean | null> {
  const { show, answered } = await lookUp(projectToken, 'en', Date.now());
  if (!answered) return null;
  return Boolean(show?.performances.some((p) => eventTokens.includes(p.eventToken)));
}

export type OtherPerformance = { eventToken: string; showTime: number };

/**
 * The performance a visitor waits for, sold out or not, and the show's other performances still
 * to come with tickets left (what the queue page offers instead). Unknown (null) when the
 * ticketing API did not answer.
 */
export async function stockWhileWaiting(
  projectToken: string,
  eventToken: string | null,
  locale: Locale,
  now = Date.now(),
): Promise<{ showName: string; soldOut: boolean; others: OtherPerformance[] } | null> {
  const show = await showFacts(projectToken, locale, now);
  if (!show) return null;
  const live = sortEvents(show.performances).filter((p) => !isEnded(p, now));
  const wanted = eventToken ? live.find((p) => p.eventToken === eventToken) : null;
  const soldOut = wanted ? isEventSoldOut(wanted) : live.length > 0 && live.every(isEventSoldOut);
  const others = live
    .filter((p) => p.eventToken !== wanted?.eventToken && !isEventSoldOut(p))
    .map((p) => ({ eventToken: p.eventToken, showTime: p.showTime }));
  return { showName: show.name, soldOut, others };
}

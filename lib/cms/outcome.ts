import 'server-only';
import { cacheLife } from 'next/cache';
import { watchStaleAnswers } from '@/lib/platform/cache/answers.mjs';
import { CmsError } from './errors';

/**
 * Cached readers report failure as a value, never by throwing: an error thrown out of a
 * `'use cache'` function reaches its caller, in production, as a plain Error with its message and
 * class stripped (only the digest survives the cache boundary), so a 503 could no longer send the
 * visitor to the maintenance page; and Next fails a prerender when a cached function throws, even
 * if the caller catches. A success is cached as content, a failure for a second only; `unwrap`
 * turns a failure back into a CmsError outside the cache.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/**
 * A failure is asked again after a second (`revalidate`). Its `stale` and `expire` may not be
 * shorter than 5 minutes: Next treats a shorter-lived cache entry as request-time data, and a page
 * rendered on its first visit would then fail as a whole (a bare 500, "uncached or runtime data
 * during prerendering") instead of reaching its error or maintenance page.
 */
const failureLife = { stale: 300, revalidate: 1, expire: 300 };

/**
 * "Nothing here" (an unknown path's alias look-up, a node that is gone): asked again after a
 * minute and kept 5 minutes at most (the shortest life Next keeps as cached, see above), never the
 * content's 30 days: anyone can ask for any number of unknown paths, and each answer is an entry
 * (issue 29). The webhook still expires it at once when a node appears there.
 */
export const missingLife = { stale: 300, revalidate: 60, expire: 300 };

/**
 * Call inside a `'use cache'` function: runs `read` and sets the cache life by the result. A
 * success keeps the default life (next.config.ts: the 'content' one) and sets none itself: a life
 * set here would override a shorter one carried over from a reader `read` calls, such as one
 * answered from the last good copy while the backend failed (transport.ts), which has a failure's
 * life (served, and read again a second later) and must not be kept for 15 minutes inside this one.
 */
export async function settle<T>(read: () => Promise<T>): Promise<Outcome<T>> {
  try {
    const { value, stale } = await watchStaleAnswers(read);
    if (stale) cacheLife(failureLife);
    return { ok: true, value };
  } catch (error) {
    cacheLife(failureLife);
    return { ok: false, status: error instanceof CmsError ? error.status : 502, message: String(error) };
  }
}

export function unwrap<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.ok) return outcome.value;
  throw new CmsError(outcome.message, { status: outcome.status, url: what });
}

/**
 * A node that is not there for visitors is null, not a failure: 404, and 403 (Drupal's answer for
 * an unpublished node). Every other failure is thrown.
 */
export async function nullIfMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

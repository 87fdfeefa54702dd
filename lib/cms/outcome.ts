import { cacheLife } from 'next/cache';
import { CmsError } from './errors';

/**
 * Cached readers report failure as a value (the pattern of menus.ts): Next fails a prerender when
 * a cached function throws, even if the caller catches. A success is cached as content, a failure
 * for seconds only; `unwrap` turns a failure back into a CmsError outside the cache.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** Call inside a `'use cache'` function: runs `read` and sets the cache life by the result. */
export async function settle<T>(read: () => Promise<T>): Promise<Outcome<T>> {
  try {
    const value = await read();
    cacheLife('content');
    return { ok: true, value };
  } catch (error) {
    cacheLife({ stale: 0, revalidate: 5, expire: 30 });
    return { ok: false, status: error instanceof CmsError ? error.status : 502, message: String(error) };
  }
}

export function unwrap<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.ok) return outcome.value;
  throw new CmsError(outcome.message, { status: outcome.status, url: what });
}

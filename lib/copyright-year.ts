import { cacheLife } from 'next/cache';

/** The copyright year: read from the clock once a day, so pages can stay prerendered. */
export async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

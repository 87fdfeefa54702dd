import { cacheLife } from 'next/cache';
import { isoDay } from '@/lib/text/dates';

/** The copyright year, in the theatre's time zone: read from the clock once a day, so pages can stay prerendered. */
export async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return Number(isoDay(Date.now()).slice(0, 4));
}

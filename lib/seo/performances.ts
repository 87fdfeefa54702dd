import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getShow } from '@/lib/ticketing/shows';
import { performanceJsonLd, type JsonLdObject, type ShowFacts, type TheatreFacts } from './jsonld';

/**
 * The Events of a show page's structured data, built from the ticketing API's live events, prices
 * and stock at render time. Re-read every 10 minutes (the `stock` profile, next.config.ts): a cached
 * show page is re-rendered in the background with fresh stock; a failed call leaves the Events out
 * until the next refresh rather than failing the page (the buy box shows live stock anyway).
 */
export async function getPerformanceJsonLd(
  projectToken: string,
  show: ShowFacts,
  theatre: TheatreFacts,
): Promise<JsonLdObject[]> {
  'use cache';
  cacheTag(`ticketing:project:${projectToken}`);
  if (!projectToken) return [];
  try {
    const live = await getShow(projectToken, show.locale);
    cacheLife('stock');
    return performanceJsonLd(show, live, theatre);
  } catch {
    // Not shorter-lived than the success case: a cache life under a few minutes counts as
    // request-time data, and a show page rendered while ticketing is down would then fail (500).
    cacheLife('stock');
    return [];
  }
}

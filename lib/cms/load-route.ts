import { forbidden, notFound, redirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { getContentPage, resolveRoute } from './pages';
import type { ContentPage } from './types';

/**
 * A 503 from the content backend sends the visitor to the maintenance page (spec section 8), a
 * 403 shows '403 Forbidden'; anything else propagates to the 500 error page.
 */
export function rethrowCmsError(error: unknown, locale: Locale): never {
  if (error instanceof CmsError && error.isMaintenance) redirect(localizedPath(locale, '/maintenance'));
  if (error instanceof CmsError && error.status === 403) forbidden();
  throw error;
}

/** Catch-all slug segments -> the alias path ('/' for the home page). */
export function slugToPath(slug: string[] | undefined): string {
  if (!slug || slug.length === 0) return '/';
  const decoded = slug.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${decoded.join('/')}`;
}

/**
 * Run a content lookup where null means "no such thing": null becomes the 404 page, a backend
 * failure the error page (5xx) and a 503 the maintenance page (never a 404 that hides a 5xx).
 */
export async function loadOrNotFound<T>(locale: Locale, find: () => Promise<T | null>): Promise<T> {
  let found: T | null = null;
  try {
    found = await find();
  } catch (error) {
    rethrowCmsError(error, locale);
  }
  if (!found) notFound();
  return found;
}

/**
 * The page at a path: alias resolve, then the node of the returned type. Only a real 404 is
 * "not found"; a backend failure propagates to the error page (5xx), a 503 to maintenance.
 */
export async function loadRoutePage(locale: Locale, path: string): Promise<ContentPage> {
  const page = await loadOrNotFound(locale, async () => {
    const route = await resolveRoute(locale, path);
    return route ? getContentPage(locale, route.type, route.uuid) : null;
  });
  // Only the 'centers' landing type has a page (the news landing).
  if (page.type === 'landing_page' && page.landingType !== 'centers') notFound();
  return page;
}

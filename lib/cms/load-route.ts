import 'server-only';
import { forbidden, notFound, permanentRedirect, redirect } from 'next/navigation';
import { getPathname, redirect as localeRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { getContentPage, resolveRoute } from './pages';
import type { ContentPage } from './types';

/**
 * A 503 from the content backend sends the visitor to the maintenance page (spec section 8), a
 * 403 shows '403 Forbidden'; anything else propagates to the 500 error page.
 */
export function rethrowCmsError(error: unknown, locale: Locale): never {
  if (error instanceof CmsError && error.isMaintenance) localeRedirect({ href: '/maintenance', locale });
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
 * A page's content reads: what they give, or the visitor is sent where a backend failure leads (a
 * 503 to the maintenance page, a 403 to '403 Forbidden', anything else to the 500 error page).
 */
export async function loadContent<T>(locale: Locale, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    rethrowCmsError(error, locale);
  }
}

/**
 * Run a content lookup where null means "no such thing": null becomes the 404 page, a backend
 * failure the error page (5xx) and a 503 the maintenance page (never a 404 that hides a 5xx).
 */
export async function loadOrNotFound<T>(locale: Locale, find: () => Promise<T | null>): Promise<T> {
  const found = await loadContent(locale, find);
  if (!found) notFound();
  return found;
}

/**
 * Where a path's node is read: `/node/{type}/{id}`. `id` is the uuid alias resolution gave, except
 * on the home page: the homepage node is read by language (`/node/homepage/en`, spec section 7),
 * so '/' needs no alias resolution, and its uuid is known only once the node is read (`uuid` null).
 */
export type PageRoute = { type: string; id: string; uuid: string | null; nid: string | null };

const homeRoute = (locale: Locale): PageRoute => ({ type: 'homepage', id: locale, uuid: null, nid: null });

/**
 * The node behind a path (alias resolution; none for the home page), or null when nothing lives
 * there: a backend failure goes where loadContent sends it, never to a 404. A path Drupal
 * redirects (the Redirect module: an old alias) is answered with that redirect, permanent or not as
 * Drupal says; Next sends a permanent one as 308 and a temporary one as 307 (it has no 301 or 302
 * for a page), which browsers and search engines treat as 301 and 302 for a GET.
 */
export async function findRoute(locale: Locale, path: string): Promise<PageRoute | null> {
  if (path === '/') return homeRoute(locale);
  const route = await loadContent(locale, () => resolveRoute(locale, path));
  if (route?.kind === 'redirect' && route.location !== getPathname({ locale, href: path })) {
    if (route.permanent) permanentRedirect(route.location);
    redirect(route.location);
  }
  if (route?.kind !== 'node') return null;
  // The homepage's own alias (/home) shows the home page: read it the one way, by language.
  if (route.type === 'homepage') return homeRoute(locale);
  return { type: route.type, id: route.uuid, uuid: route.uuid, nid: route.nid || null };
}

/**
 * The content page of a route, or null when it has none (gone since, or a landing type without a
 * page: only 'centers' has one, the news landing). A backend failure goes where loadContent sends it.
 */
export async function findPage(locale: Locale, route: PageRoute): Promise<ContentPage | null> {
  const page = await loadContent(locale, () => getContentPage(locale, route.type, route.id));
  if (page?.type === 'landing_page' && page.landingType !== 'centers') return null;
  return page;
}

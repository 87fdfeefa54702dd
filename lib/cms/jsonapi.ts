/**
 * What every content call shares, on the server (transport.ts, on CMS_URL) and in the browser
 * (browse.ts, on the site's own origin, which proxies it): the path of a JSON:API resource in a
 * language, the spec's filters, and the one Jsona that turns a document into plain objects.
 * Pure: no server-only imports, so browser code can use it.
 */
import { Jsona } from 'jsona';
import type { Locale } from '@/lib/i18n/routing';

export type Query = Record<string, string | number | undefined>;

const jsona = new Jsona();

/** `/jsonapi/...` for Chinese, `/en/jsonapi/...` for English, with the query string. */
export function jsonApiPath(locale: Locale, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${locale === 'en' ? '/en' : ''}/jsonapi${path}${search ? `?${search}` : ''}`;
}

/**
 * The spec's filters of every read: published nodes only (`filter[status]=1`; editors' preview
 * also sees unpublished ones) in the page's language (`filter[langcode]`). `anyLanguage` leaves the
 * language filter out, for a look-up of nodes by something every language shares (a ticketing id):
 * a node without a translation in this language then comes in its original, as Drupal gives it.
 */
export function withPublishedFilter(locale: Locale, query: Query, preview = false, anyLanguage = false): Query {
  return {
    ...query,
    ...(preview ? {} : { 'filter[status]': 1 }),
    ...(anyLanguage ? {} : { 'filter[langcode]': locale }),
  };
}

/** A JSON:API document turned into plain objects with relationships resolved (Jsona). */
export function deserialize<T>(document: unknown): T {
  return jsona.deserialize(document as Parameters<Jsona['deserialize']>[0]) as T;
}

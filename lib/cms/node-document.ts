import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { nodeIncludes, type ContentType } from './includes';
import { settle, unwrap, type Outcome } from './outcome';
import { tags } from './tags';
import { cmsRequest } from './transport';

async function readNodeDocument(locale: Locale, type: ContentType, id: string): Promise<Outcome<unknown>> {
  'use cache';
  cacheTag(tags.nodeRead(type, id));
  const include = nodeIncludes[type];
  return settle(() =>
    cmsRequest(`/node/${type}/${id}`, { locale, query: include.length ? { include: include.join(',') } : {} }),
  );
}

/**
 * A node's JSON:API document with its type's includes (includes.ts), cached once: the page lookup
 * (getContentPage) and the reader that reshapes the rest of the same node (article, show, festival,
 * landing, ...) share one backend call instead of each fetching the same URL in a cold render.
 * `id` is the uuid, or for the homepage its language (`/node/homepage/en`, spec section 7): the
 * home page is always read that way, so its readers must ask by language too to share the call.
 * Throws CmsError as cmsRequest does (a 404 stays a 404).
 */
export async function getNodeDocument(locale: Locale, type: ContentType, id: string): Promise<unknown> {
  return unwrap(await readNodeDocument(locale, type, id), `/node/${type}/${id}`);
}

import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { nodeIncludes, type ContentType } from './includes';
import { settle, unwrap, type Outcome } from './outcome';
import { tags } from './tags';
import { cmsRequest } from './transport';

async function readNodeDocument(locale: Locale, type: ContentType, uuid: string): Promise<Outcome<unknown>> {
  'use cache';
  cacheTag(tags.node(uuid));
  const include = nodeIncludes[type];
  return settle(() => cmsRequest(`/node/${type}/${uuid}`, { locale, query: include.length ? { include: include.join(',') } : {} }));
}

/**
 * A node's JSON:API document with its type's includes (includes.ts), cached once: the page lookup
 * (getContentPage) and the reader that reshapes the rest of the same node (article, show, festival,
 * landing, ...) share one backend call instead of each fetching the same URL in a cold render.
 * Throws CmsError as cmsRequest does (a 404 stays a 404).
 */
export async function getNodeDocument(locale: Locale, type: ContentType, uuid: string): Promise<unknown> {
  return unwrap(await readNodeDocument(locale, type, uuid), `/node/${type}/${uuid}`);
}

import { cacheLife, cacheTag } from 'next/cache';
import { locales, type Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import { isContentType, type ContentType } from './includes';
import { getNodeDocument } from './node-document';
import type { RawNode } from './raw';
import { reshapePage } from './reshape/page';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { ContentPage, ResolvedRoute, Translations } from './types';

type ResolveAnswer = {
  entity?: { type?: string; bundle?: string; id?: string; uuid?: string; langcode?: string };
};

/** Alias resolution (Decoupled Router's translate-path). null when nothing lives at the path. */
export async function resolveRoute(locale: Locale, path: string): Promise<ResolvedRoute | null> {
  'use cache';
  cacheLife('content');
  cacheTag(tags.aliases, tags.alias(locale, path));
  try {
    const answer = await cmsRequest<ResolveAnswer>('/alias/resolve', {
      locale,
      query: { alias: path },
      publishedFilter: false,
    });
    const entity = answer.entity;
    if (!entity?.bundle || !entity.uuid || entity.type !== 'node') return null;
    cacheTag(tags.node(entity.uuid));
    return { type: entity.bundle, uuid: entity.uuid, nid: String(entity.id ?? ''), langcode: entity.langcode ?? locale };
  } catch (error) {
    // 403: the node exists but is not published (Decoupled Router's "Access denied for entity"):
    // for visitors there is no page here, so it is a 404, not an error.
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

async function fetchNode(locale: Locale, type: ContentType, uuid: string): Promise<RawNode | null> {
  try {
    // shared with the reader of the page's type: one backend call for both (node-document.ts)
    return deserialize<RawNode>(await getNodeDocument(locale, type, uuid));
  } catch (error) {
    // 403: unpublished, so no page for visitors
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

/** The path of the same node in every language, for the language switch and hreflang. */
async function fetchTranslations(type: string, uuid: string, current: Locale, currentPath: string | null) {
  const translations = { [current]: currentPath } as Translations;
  await Promise.all(
    locales
      .filter((l) => l !== current)
      .map(async (other) => {
        const document = await cmsRequest(`/node/${type}/${uuid}`, {
          locale: other,
          query: { [`fields[node--${type}]`]: 'path,langcode' },
        }).catch(() => null);
        const node = document ? deserialize<RawNode>(document) : null;
        // An untranslated node comes back in the other language: it has no page of its own there.
        translations[other] = node && node.langcode === other ? (node.path?.alias ?? null) : null;
      }),
  );
  return translations;
}

/** A content page by type and uuid, with its includes, sanitized and reshaped. */
export async function getContentPage(locale: Locale, type: string, uuid: string): Promise<ContentPage | null> {
  'use cache';
  cacheLife('content');
  cacheTag(tags.node(uuid));
  if (!isContentType(type)) return null;
  const node = await fetchNode(locale, type, uuid);
  if (!node) return null;
  // The home page lives at '/' in every language, whatever its node's own alias.
  const translations =
    type === 'homepage'
      ? { 'zh-hans': '/', en: '/' }
      : await fetchTranslations(type, uuid, locale, node.path?.alias ?? null);
  return reshapePage(node, type, translations);
}

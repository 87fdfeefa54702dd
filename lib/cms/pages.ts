import { cacheTag } from 'next/cache';
import { locales, type Locale } from '@/lib/i18n/routing';
import { isContentType, type ContentType } from './includes';
import { getNodeDocument } from './node-document';
import { nullIfMissing, settle, unwrap, type Outcome } from './outcome';
import type { RawNode } from './raw';
import { reshapePage } from './reshape/page';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { ContentPage, ResolvedRoute, Translations } from './types';

type ResolveAnswer = {
  entity?: { type?: string; bundle?: string; id?: string; uuid?: string; langcode?: string };
};

// 403 on alias resolve: the node exists but is not published (Decoupled Router's "Access denied
// for entity"): for visitors there is no page here, so it is a 404 (nullIfMissing), not an error.
async function readRoute(locale: Locale, path: string): Promise<Outcome<ResolvedRoute | null>> {
  'use cache';
  cacheTag(tags.aliases, tags.alias(locale, path));
  return settle(() =>
    nullIfMissing(async () => {
      const answer = await cmsRequest<ResolveAnswer>('/alias/resolve', {
        locale,
        query: { alias: path },
        publishedFilter: false,
      });
      const entity = answer.entity;
      if (!entity?.bundle || !entity.uuid || entity.type !== 'node') return null;
      cacheTag(tags.node(entity.uuid));
      return { type: entity.bundle, uuid: entity.uuid, nid: String(entity.id ?? ''), langcode: entity.langcode ?? locale };
    }),
  );
}

/** Alias resolution (Decoupled Router's translate-path). null when nothing lives at the path. */
export async function resolveRoute(locale: Locale, path: string): Promise<ResolvedRoute | null> {
  return unwrap(await readRoute(locale, path), `alias:${path}`);
}

/** The node, null when unpublished or gone; one backend call shared with the reader of its type (node-document.ts). */
function fetchNode(locale: Locale, type: ContentType, uuid: string): Promise<RawNode | null> {
  return nullIfMissing(async () => deserialize<RawNode>(await getNodeDocument(locale, type, uuid)));
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

async function readContentPage(locale: Locale, type: string, uuid: string): Promise<Outcome<ContentPage | null>> {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(async () => {
    if (!isContentType(type)) return null;
    const node = await fetchNode(locale, type, uuid);
    if (!node) return null;
    // The home page lives at '/' in every language, whatever its node's own alias.
    const translations =
      type === 'homepage'
        ? { 'zh-hans': '/', en: '/' }
        : await fetchTranslations(type, uuid, locale, node.path?.alias ?? null);
    return reshapePage(node, type, translations);
  });
}

/** A content page by type and uuid, with its includes, sanitized and reshaped. */
export async function getContentPage(locale: Locale, type: string, uuid: string): Promise<ContentPage | null> {
  return unwrap(await readContentPage(locale, type, uuid), `/node/${type}/${uuid}`);
}

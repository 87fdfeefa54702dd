import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { locales, type Locale } from '@/lib/i18n/routing';
import { isContentType, type ContentType } from './includes';
import { getNodeDocument } from './node-document';
import { missingLife, nullIfMissing, settle, unwrap, type Outcome } from './outcome';
import { nodePath, type RawNode } from './raw';
import { reshapePage } from './reshape/page';
import { reshapeRoute, type RouterAnswer } from './reshape/route';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import type { ContentPage, ResolvedRoute, Translations } from './types';

// 403 on alias resolve: the node exists but is not published (Decoupled Router's "Access denied
// for entity"): for visitors there is no page here, so it is a 404 (nullIfMissing), not an error.
async function readRoute(locale: Locale, path: string): Promise<Outcome<ResolvedRoute | null>> {
  'use cache';
  cacheTag(tags.aliases, tags.alias(locale, path));
  const outcome = await settle(() =>
    nullIfMissing(async () => {
      const answer = await cmsRequest<RouterAnswer>('/alias/resolve', {
        locale,
        query: { alias: path },
        publishedFilter: false,
      });
      // the node's tags, also when a redirect leads to it (its alias may change again)
      if (typeof answer.entity?.uuid === 'string') cacheTag(tags.node(answer.entity.uuid));
      if (answer.entity?.type === 'node' && /^\d+$/.test(String(answer.entity.id ?? '')))
        cacheTag(tags.nid(String(answer.entity.id)));
      return reshapeRoute(answer, locale);
    }),
  );
  // Nothing here (yet): any node saved may be the one that comes to live here (a new alias, a
  // node published), and Drupal names every node save `node_list`. Kept minutes, not the content's
  // days (any visitor can ask for any path).
  if (outcome.ok && outcome.value === null) {
    cacheTag(tags.anyNode);
    cacheLife(missingLife);
  }
  return outcome;
}

/**
 * Alias resolution (Decoupled Router's translate-path): the node at the path, or the redirect
 * Drupal answers with; null when nothing lives at the path.
 */
export async function resolveRoute(locale: Locale, path: string): Promise<ResolvedRoute | null> {
  return unwrap(await readRoute(locale, path), `alias:${path}`);
}

/** The node, null when unpublished or gone; one backend call shared with the reader of its type (node-document.ts). */
function fetchNode(locale: Locale, type: ContentType, id: string): Promise<RawNode | null> {
  return nullIfMissing(async () => deserialize<RawNode>(await getNodeDocument(locale, type, id)));
}

/**
 * The node's path in each other language, for the language switch and hreflang (null: no page
 * there). A failure leaves the language out rather than failing the page.
 */
async function fetchOtherPaths(type: ContentType, uuid: string, current: Locale): Promise<Partial<Translations>> {
  const paths: Partial<Translations> = {};
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
        paths[other] = node && node.langcode === other ? (node.path?.alias ?? null) : null;
      }),
  );
  return paths;
}

async function readContentPage(locale: Locale, type: string, id: string): Promise<Outcome<ContentPage | null>> {
  'use cache';
  cacheTag(tags.nodeRead(type, id));
  return settle(async () => {
    if (!isContentType(type)) return null;
    if (type === 'homepage') {
      // The home page lives at '/' in every language, whatever its node's own alias.
      const node = await fetchNode(locale, type, id);
      return node ? reshapePage(node, type, { 'zh-hans': '/', en: '/' }, locale) : null;
    }
    // The other languages' paths need only the uuid: asked for alongside the node, not after it.
    const [node, otherPaths] = await Promise.all([fetchNode(locale, type, id), fetchOtherPaths(type, id, locale)]);
    if (!node) return null;
    return reshapePage(node, type, { ...otherPaths, [locale]: nodePath(node, locale) } as Translations, locale);
  });
}

/**
 * A content page by type and id, with its includes, sanitized and reshaped. `id` is the uuid from
 * alias resolution, or for the homepage its language (node-document.ts).
 */
export async function getContentPage(locale: Locale, type: string, id: string): Promise<ContentPage | null> {
  return unwrap(await readContentPage(locale, type, id), `/node/${type}/${id}`);
}

/**
 * Where the language switch leads from a content page: its page in the other language, or, with no
 * translation there, its system path there (`/node/N`), where Drupal shows the original as it is
 * (docs/rendering.md), never the other language's home page.
 */
export function otherLanguagePath(page: ContentPage, other: Locale): string {
  return page.translations[other] ?? (page.nid ? `/node/${page.nid}` : '/');
}

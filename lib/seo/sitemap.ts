import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { MetadataRoute } from 'next';
import { contentTypes } from '@/lib/cms/includes';
import type { RawNode } from '@/lib/cms/raw';
import { tags } from '@/lib/cms/tags';
import { cmsRequest, deserialize } from '@/lib/cms/transport';
import { locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, hreflangAlternates, type LanguagePaths } from './urls';

/** Fixed routes that are pages for everyone (the same path in both languages). */
const FIXED_ROUTES = ['/news', '/education', '/benefits', '/events'];

/** Bundles with a page of their own at their alias (the homepage lives at '/'). */
const PAGE_BUNDLES = contentTypes.filter((type) => type !== 'homepage');

const PAGE_LIMIT = 50;

type Doc = { links?: { next?: { href?: string } | string } };

type Found = { paths: LanguagePaths; changed: Partial<Record<Locale, string>> };

/** Every published node of a bundle in one language, following `links.next` past a page (50 at most). */
export async function publishedNodes(bundle: string, locale: Locale, pageLimit = PAGE_LIMIT): Promise<RawNode[]> {
  const fields = [
    'path',
    'langcode',
    'changed',
    'drupal_internal__nid',
    ...(bundle === 'landing_page' ? ['field_landing_type'] : []),
  ];
  const nodes: RawNode[] = [];
  for (let offset = 0; ; offset += pageLimit) {
    const document = await cmsRequest<Doc>(`/node/${bundle}`, {
      locale,
      query: {
        [`fields[node--${bundle}]`]: fields.join(','),
        sort: 'drupal_internal__nid',
        'page[limit]': pageLimit,
        'page[offset]': offset,
      },
    });
    nodes.push(...deserialize<RawNode[]>(document));
    if (!document.links?.next) return nodes;
  }
}

/** A node's page path in a language: its alias, else Drupal's `/node/<nid>`. */
function pathOf(node: RawNode): string | null {
  if (node.path?.alias) return node.path.alias;
  return node.drupal_internal__nid ? `/node/${node.drupal_internal__nid}` : null;
}

/**
 * The sitemap: every published node with a page, in each language it is translated into, with
 * its hreflang alternates; plus the home page and the fixed routes. Cached and tagged per bundle
 * (and per node, by the transport), so the revalidation webhook refreshes it.
 */
export async function getSitemap(): Promise<MetadataRoute.Sitemap> {
  'use cache';
  cacheLife('content');
  cacheTag(...PAGE_BUNDLES.map(tags.list), tags.list('homepage'));
  const found = new Map<string, Found>();
  await Promise.all(
    PAGE_BUNDLES.flatMap((bundle) =>
      locales.map(async (locale) => {
        for (const node of await publishedNodes(bundle, locale)) {
          // An untranslated node comes back in its own language: no page in this one.
          if (node.langcode && node.langcode !== locale) continue;
          if (bundle === 'landing_page' && node.field_landing_type !== 'centers') continue;
          const path = pathOf(node);
          if (!path) continue;
          const entry = found.get(node.id) ?? { paths: {}, changed: {} };
          entry.paths[locale] = path;
          if (typeof node.changed === 'string') entry.changed[locale] = node.changed;
          found.set(node.id, entry);
        }
      }),
    ),
  );
  const entries: MetadataRoute.Sitemap = [];
  const add = (paths: LanguagePaths, changed: Partial<Record<Locale, string>> = {}) => {
    const languages = hreflangAlternates(paths);
    for (const locale of locales) {
      const path = paths[locale];
      if (!path) continue;
      entries.push({
        url: absoluteUrl(locale, path),
        ...(changed[locale] ? { lastModified: changed[locale] } : {}),
        alternates: { languages },
      });
    }
  };
  add({ 'zh-hans': '/', en: '/' });
  for (const route of FIXED_ROUTES) add({ 'zh-hans': route, en: route });
  for (const entry of found.values()) add(entry.paths, entry.changed);
  return entries;
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { MetadataRoute } from 'next';
import { contentTypes } from '@/lib/cms/includes';
import { publishedNodes } from '@/lib/cms/published';
import { tags } from '@/lib/cms/tags';
import { locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, hreflangAlternates, type LanguagePaths } from './urls';

/** Fixed routes that are pages for everyone (the same path in both languages). */
const FIXED_ROUTES = ['/news', '/education', '/benefits', '/events'];

/** Bundles with a page of their own at their alias (the homepage lives at '/'). */
const PAGE_BUNDLES = contentTypes.filter((type) => type !== 'homepage');

type Found = { paths: LanguagePaths; changed: Partial<Record<Locale, string>> };

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
          if (bundle === 'landing_page' && node.landingType !== 'centers') continue;
          if (!node.path) continue;
          const entry = found.get(node.uuid) ?? { paths: {}, changed: {} };
          entry.paths[locale] = node.path;
          if (node.changed) entry.changed[locale] = node.changed;
          found.set(node.uuid, entry);
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

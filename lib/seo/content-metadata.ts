import 'server-only';
import type { Metadata } from 'next';
import { getMetatags } from '@/lib/cms/metatags';
import type { ContentPage, NodeMetatags } from '@/lib/cms/types';
import { isPreview } from '@/lib/cms/preview';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import { contentMetadata } from './metadata';
import type { LanguagePaths } from './urls';

/**
 * Each language's own path of a content page. A node shown in a language it has no translation
 * in (Drupal falls back to the original) has one page only: the one in its own language.
 */
export function contentPagePaths(
  locale: Locale,
  page: ContentPage,
  requestedPath: string,
): { locale: Locale; paths: LanguagePaths } {
  if (page.type === 'homepage') return { locale, paths: { 'zh-hans': '/', en: '/' } };
  const own = isLocale(page.langcode) ? page.langcode : locale;
  if (own !== locale) return { locale: own, paths: { [own]: page.path ?? requestedPath } };
  return { locale, paths: { ...page.translations, [locale]: page.translations[locale] ?? page.path ?? requestedPath } };
}

/** What a page's head says when its metatags do not: the theatre's name and description. */
const theatreDefaults = (locale: Locale) => ({
  siteName: theatre.name[locale],
  description: theatre.description[locale],
});

/**
 * A content page's metatags by its node (uuid, and Drupal's id, which its cache tag names).
 * Metatags describe the published revision; a preview shows the latest one, so it goes by the
 * page itself (no metatags), and is never indexed.
 */
export async function contentPageMetatags(
  locale: Locale,
  node: { uuid: string; nid?: string | null },
): Promise<NodeMetatags> {
  return (await isPreview()) ? {} : getMetatags(locale, node);
}

/** `generateMetadata` of every content page (the catch-all route), from its page and metatags. */
export async function contentPageMetadata(
  locale: Locale,
  page: ContentPage,
  requestedPath: string,
  metatags: NodeMetatags,
): Promise<Metadata> {
  const { locale: canonicalLocale, paths } = contentPagePaths(locale, page, requestedPath);
  const preview = await isPreview();
  const metadata = contentMetadata({
    locale: canonicalLocale,
    title: page.title,
    paths,
    metatags,
    defaults: theatreDefaults(locale),
    type: page.type === 'news' || page.type === 'art_education' ? 'article' : 'website',
    publishedTime: page.created,
  });
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/**
 * The other addresses of a show (`/events/show/{uuid}`, `/project/{id}`): the same head as the
 * show's page, with the canonical URL naming that page, so search engines index one URL per show.
 */
export async function showAliasMetadata(
  locale: Locale,
  show: { uuid: string; nid?: string | null; title: string; path: string | null },
): Promise<Metadata> {
  const metatags = await getMetatags(locale, show);
  return contentMetadata({
    locale,
    title: show.title,
    paths: { [locale]: show.path ?? `/events/show/${show.uuid}` },
    metatags,
    defaults: theatreDefaults(locale),
  });
}

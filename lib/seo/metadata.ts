import 'server-only';
import type { Metadata } from 'next';
import type { NodeMetatags } from '@/lib/cms/types';
import { locales, type Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import {
  absoluteUrl,
  hreflangAlternates,
  publicAssetUrl,
  shareImageUrl,
  siteFileUrl,
  type LanguagePaths,
} from './urls';

/** Open Graph's locale names. */
const ogLocale: Record<Locale, string> = { 'zh-hans': 'zh_CN', en: 'en_US' };

type Defaults = { siteName: string; description: string };

/** A social image through the image service, on the site's own origin; the theatre's own share image by default. */
function socialImage(url: string | undefined): string {
  if (!url) return siteFileUrl(theatre.images.shareImage.path);
  try {
    const parsed = new URL(url, 'http://relative');
    if (parsed.pathname === '/image') return publicAssetUrl(url);
  } catch {
    // fall through
  }
  return shareImageUrl(url);
}

/**
 * The head of a content page: the node's metatags (title, description, Open Graph, Twitter card,
 * image through the image service) with fallbacks, the canonical URL on SITE_URL and hreflang
 * alternates from each language's own alias. The backend's canonical is not used: it names the
 * backend's host.
 */
export function contentMetadata(input: {
  locale: Locale;
  title: string;
  paths: LanguagePaths;
  metatags: NodeMetatags;
  defaults: Defaults;
  type?: 'article' | 'website';
  publishedTime?: string | null;
}): Metadata {
  const { locale, metatags: m, defaults } = input;
  const ownPath = input.paths[locale] ?? '/';
  const canonical = absoluteUrl(locale, ownPath);
  const title = m.title ?? null;
  const pageTitle = m['og:title'] ?? input.title;
  const description = m.description ?? m['og:description'] ?? defaults.description;
  const image = socialImage(m['og:image'] ?? m['twitter:image']);
  const width = Number(m['og:image:width']) || 1200;
  const height = Number(m['og:image:height']) || 630;
  const type = input.type ?? (m['og:type'] === 'article' ? 'article' : 'website');
  return {
    title: title ? { absolute: title } : input.title,
    description,
    alternates: { canonical, languages: hreflangAlternates(input.paths) },
    openGraph: {
      type,
      siteName: m['og:site_name'] ?? defaults.siteName,
      title: pageTitle,
      description: m['og:description'] ?? description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: locales.filter((l) => l !== locale && input.paths[l]).map((l) => ogLocale[l]),
      images: [{ url: image, width, height, alt: pageTitle }],
      ...(type === 'article' && input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: m['twitter:card'] === 'summary' ? 'summary' : 'summary_large_image',
      title: m['twitter:title'] ?? pageTitle,
      description: m['twitter:description'] ?? description,
      images: [socialImage(m['twitter:image'] ?? m['og:image'])],
    },
  };
}

/**
 * A fixed route (`/news`, `/benefits` ...): the same path in both languages, its own title,
 * canonical and hreflang; pages only for members or searches get `noindex`.
 */
export function fixedRouteMetadata(input: {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  index?: boolean;
}): Metadata {
  const paths = { 'zh-hans': input.path, en: input.path };
  const canonical = absoluteUrl(input.locale, input.path);
  return {
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    alternates: { canonical, languages: hreflangAlternates(paths) },
    openGraph: { type: 'website', title: input.title, url: canonical, locale: ogLocale[input.locale] },
    ...(input.index === false ? { robots: { index: false, follow: true } } : {}),
  };
}

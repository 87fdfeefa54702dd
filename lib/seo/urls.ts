import 'server-only';
import { config } from '@/lib/platform/config/config';
import { getPathname } from '@/lib/i18n/navigation';
import { htmlLang, locales, type Locale } from '@/lib/i18n/routing';

/** The site's public origin (SITE_URL), without a trailing slash. */
export function siteOrigin(): string {
  return config().SITE_URL.replace(/\/+$/, '');
}

/** The absolute public URL of a path inside a language: Chinese has no prefix, English `/en`. */
export function absoluteUrl(locale: Locale, path: string): string {
  const inside = path.startsWith('/') ? path : `/${path}`;
  return `${siteOrigin()}${getPathname({ locale, href: inside })}`;
}

/** Each language's own path of one page; null where the page has no version in that language. */
export type LanguagePaths = Partial<Record<Locale, string | null>>;

/**
 * hreflang alternates: `zh-Hans`, `en` (each with its own alias) and `x-default` (the Chinese page,
 * the site's default language; the English one when there is no Chinese page).
 */
export function hreflangAlternates(paths: LanguagePaths): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (path) languages[htmlLang(locale)] = absoluteUrl(locale, path);
  }
  const fallback = languages[htmlLang('zh-hans')] ?? languages[htmlLang('en')];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

/**
 * A backend URL (file or image service, absolute on CMS_URL or root-relative) as the public one:
 * the site proxies `/image` and `/sites/*`, so visitors and crawlers never need the backend host.
 */
export function publicAssetUrl(url: string): string {
  const cms = config().CMS_URL;
  if (url.startsWith(cms)) return `${siteOrigin()}${url.slice(cms.length)}`;
  if (url.startsWith('/')) return `${siteOrigin()}${url}`;
  try {
    const parsed = new URL(url);
    if (parsed.pathname === '/image' || parsed.pathname.startsWith('/sites/'))
      return `${siteOrigin()}${parsed.pathname}${parsed.search}`;
  } catch {
    // not a URL: keep as is
  }
  return url;
}

/** A file through the image service, cropped to the size social cards use (1200x630). */
export function shareImageUrl(fileUrl: string, size = { width: 1200, height: 630 }): string {
  const path = fileUrl.startsWith('/')
    ? fileUrl
    : (() => {
        try {
          return new URL(fileUrl).pathname;
        } catch {
          return fileUrl;
        }
      })();
  const params = new URLSearchParams({
    op: 'scale_and_crop',
    url: path,
    width: String(size.width),
    height: String(size.height),
  });
  return `${siteOrigin()}/image?${params.toString()}`;
}

/** A file of the site itself (public/), absolute. */
export function siteFileUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}

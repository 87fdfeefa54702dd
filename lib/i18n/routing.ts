import { defineRouting } from 'next-intl/routing';

export const locales = ['zh-hans', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-hans';

/**
 * zh-hans has no path prefix, English lives under /en. The first path segment alone decides the
 * language: no Accept-Language detection, no locale cookie. The prefix-less paths are mapped onto
 * app/[locale] by rewrites in next.config.ts, so no proxy runs on content pages.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tag for <html lang> and hreflang */
export function htmlLang(locale: Locale): string {
  return locale === 'en' ? 'en' : 'zh-Hans';
}

/** The ticketing API's language code: 1 Chinese, 2 English. */
export function langType(locale: Locale): 1 | 2 {
  return locale === 'en' ? 2 : 1;
}

/** Splits a visitor-facing path into its locale and the path inside that locale. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

import { localizedPath, type Locale } from '@/lib/i18n/routing';

/**
 * Where to go after login: the `returnTo` query when it is a same-site path ("/x", never
 * "//host", "/\\host" or "https://..."), else the home page of the language.
 */
export function safeReturnTo(value: string | null | undefined, locale: Locale): string {
  const home = localizedPath(locale, '/');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home;
  if (/[\u0000-\u001f]/.test(value)) return home;
  try {
    const url = new URL(value, 'http://same.site');
    if (url.origin !== 'http://same.site') return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}

/** The login page, remembering the page to come back to. */
export function loginHref(locale: Locale, returnTo: string): string {
  return `${localizedPath(locale, '/login')}?returnTo=${encodeURIComponent(returnTo)}`;
}

import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/**
 * The `[locale]` segment of a page, layout or its metadata as the site's Locale. Any other value is
 * no page of this site: a 404. Pages need it only to hand to cached reads ('use cache' functions
 * take the language as an argument, which keys their entries); components below read it with
 * getLocale() or useLocale() (lib/i18n/request.ts).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

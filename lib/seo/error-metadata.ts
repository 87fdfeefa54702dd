import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import { titleWithSiteName } from './title';

/**
 * The head of a route's own 404 page (components/app/NotFoundPage.tsx): "404 Not Found | Harbour
 * Bay Grand Theatre", written out whole (Next adds noindex to every 404).
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: { absolute: titleWithSiteName(t('notFoundTitle'), theatre.name[locale]) } };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import type { ProfileSection } from './sections';

/** Profile pages are private: titled, never indexed. */
export async function profileMetadata(locale: string, section: ProfileSection): Promise<Metadata> {
  if (!isLocale(locale)) return { robots: { index: false, follow: false } };
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return { title: t(section), robots: { index: false, follow: false } };
}

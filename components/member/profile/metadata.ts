import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { ProfileSection } from './sections';

/** Profile pages are private: titled, never indexed. */
export async function profileMetadata(params: Promise<{ locale: string }>, section: ProfileSection): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Profile' });
  return { title: t(section), robots: { index: false, follow: false } };
}

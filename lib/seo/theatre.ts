import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { TheatreFacts } from './jsonld';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, shareImageUrl } from './urls';

/** The theatre's name, address and telephone in a language (messages `Metadata` and `Seo`). */
export async function getTheatreFacts(locale: Locale): Promise<TheatreFacts> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return {
    name: meta('defaultTitle'),
    description: meta('defaultDescription'),
    url: absoluteUrl(locale, '/'),
    logo: shareImageUrl(DEFAULT_SHARE_IMAGE, { width: 600, height: 600 }),
    image: shareImageUrl(DEFAULT_SHARE_IMAGE),
    telephone: t('telephone'),
    streetAddress: t('streetAddress'),
    addressLocality: t('addressLocality'),
    addressCountry: 'CN',
  };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/i18n/root-locale';
import { titleWithSiteName } from './title';

/**
 * An error page's title in the browser tab ("404 Not Found | Harbour Bay Grand Theatre"). Next
 * reads it from the not-found and forbidden files as from a page, on a full load and on a
 * navigation within the site alike. Written out whole: the layout's title template does not
 * reach files of its own segment.
 */
export async function errorPageMetadata(title: 'notFoundTitle' | 'forbiddenTitle'): Promise<Metadata> {
  const locale = await currentLocale();
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return { title: { absolute: titleWithSiteName(t(title), tm('defaultTitle')) } };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/i18n/root-locale';
import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import { titleWithSiteName } from './title';

type ErrorTitle = 'notFoundTitle' | 'forbiddenTitle';

/** "404 Not Found | Harbour Bay Grand Theatre", written out whole (the layout's template does not reach these files). */
async function errorTitle(locale: Locale, title: ErrorTitle): Promise<Metadata['title']> {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { absolute: titleWithSiteName(t(title), theatre.name[locale]) };
}

/**
 * An error page's title in the browser tab ("404 Not Found | Harbour Bay Grand Theatre"). Next
 * reads it from the not-found and forbidden files as from a page, on a full load and on a
 * navigation within the site alike.
 */
export async function errorPageMetadata(title: ErrorTitle): Promise<Metadata> {
  return { title: await errorTitle(await currentLocale(), title) };
}

/** The head of a route's own 404 page (components/app/NotFoundPage.tsx): its title (Next adds noindex to every 404). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  return { title: await errorTitle(locale, 'notFoundTitle') };
}

import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/i18n/root-locale';
import { ErrorPage } from '@/components/app/ErrorPage';
import { SiteShell } from '@/components/layout/SiteShell';
import { localizedPath } from '@/lib/i18n/routing';
import { errorPageMetadata } from '@/lib/seo/error-metadata';

export const generateMetadata = () => errorPageMetadata('notFoundTitle');

export default async function NotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const tc = await getTranslations({ locale, namespace: 'Common' });
  return (
    <SiteShell locale={locale} alternatePath="/" tolerant>
      <ErrorPage
        code={404}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        homeHref={localizedPath(locale, '/')}
        homeLabel={tc('backToHome')}
      />
    </SiteShell>
  );
}

import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/i18n/root-locale';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { localizedPath } from '@/lib/i18n/routing';
import { errorPageMetadata } from '@/lib/seo/error-metadata';

export const generateMetadata = () => errorPageMetadata('forbiddenTitle');

export default async function Forbidden() {
  const locale = await currentLocale();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const home = localizedPath(locale, '/');
  return (
    <BareShell locale={locale}>
      <ErrorPage code={403} title={t('forbiddenTitle')} text={t('forbiddenText')} homeHref={home} homeLabel={tc('backToHome')} />
    </BareShell>
  );
}

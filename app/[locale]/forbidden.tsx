import { getTranslations } from 'next-intl/server';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { errorPageMetadata } from '@/lib/seo/error-metadata';

export const generateMetadata = () => errorPageMetadata('forbiddenTitle');

export default async function Forbidden() {
  const [t, tc] = await Promise.all([getTranslations('Errors'), getTranslations('Common')]);
  return (
    <BareShell>
      <ErrorPage code={403} title={t('forbiddenTitle')} text={t('forbiddenText')} homeLabel={tc('backToHome')} />
    </BareShell>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/maintenance'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Maintenance' });
  return { title: t('title'), robots: { index: false } };
}

/** Where a 503 from the backend sends visitors. Needs nothing from the backend itself. */
export default async function MaintenancePage() {
  const [t, tc] = await Promise.all([getTranslations('Maintenance'), getTranslations('Common')]);
  return (
    <BareShell>
      <ErrorPage title={t('title')} text={t('text')} homeLabel={tc('backToHome')} />
    </BareShell>
  );
}

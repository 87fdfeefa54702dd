import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BareShell } from '@/components/app/BareShell';
import { ErrorPage } from '@/components/app/ErrorPage';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { notFound } from 'next/navigation';

export async function generateMetadata({ params }: PageProps<'/[locale]/maintenance'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Maintenance' });
  return { title: t('title'), robots: { index: false } };
}

/** Where a 503 from the backend sends visitors. Needs nothing from the backend itself. */
export default async function MaintenancePage({ params }: PageProps<'/[locale]/maintenance'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Maintenance' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const home = localizedPath(locale, '/');
  return (
    <BareShell locale={locale}>
      <ErrorPage title={t('title')} text={t('text')} homeHref={home} homeLabel={tc('backToHome')} />
    </BareShell>
  );
}

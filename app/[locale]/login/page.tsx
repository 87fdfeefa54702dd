import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { LoginScreen } from '@/components/member/LoginScreen';
import { isLocale } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('loginTitle'), robots: { index: false } };
}

export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale} alternatePath="/login">
      <LoginScreen locale={locale} />
    </SiteShell>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { RegisterForm } from '@/components/member/RegisterForm';
import { MemberFormPage } from '@/components/member/MemberFormPage';
import { isLocale } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('registerTitle'), robots: { index: false } };
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/register'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return (
    <SiteShell locale={locale} alternatePath="/register">
      <MemberFormPage title={t('registerTitle')} intro={t('registerIntro')}>
        <RegisterForm locale={locale} />
      </MemberFormPage>
    </SiteShell>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { ForgotPasswordForm } from '@/components/member/ForgotPasswordForm';
import { MemberFormPage } from '@/components/member/MemberFormPage';
import { isLocale } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgotpassword'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('forgotTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgotpassword'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return (
    <SiteShell locale={locale} alternatePath="/forgotpassword">
      <MemberFormPage title={t('forgotTitle')} intro={t('forgotIntro')}>
        <ForgotPasswordForm locale={locale} />
      </MemberFormPage>
    </SiteShell>
  );
}

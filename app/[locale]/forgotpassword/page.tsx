import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { ForgotPasswordForm } from '@/components/member/ForgotPasswordForm';
import { MemberFormPage } from '@/components/member/MemberFormPage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgotpassword'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('forgotTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgotpassword'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return (
    <SiteShell alternatePath="/forgotpassword">
      <MemberFormPage title={t('forgotTitle')} intro={t('forgotIntro')}>
        <ForgotPasswordForm />
      </MemberFormPage>
    </SiteShell>
  );
}

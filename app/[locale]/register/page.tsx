import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { RegisterForm } from '@/components/member/RegisterForm';
import { MemberFormPage } from '@/components/member/MemberFormPage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('registerTitle'), robots: { index: false } };
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/register'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return (
    <SiteShell alternatePath="/register">
      <MemberFormPage title={t('registerTitle')} intro={t('registerIntro')}>
        <RegisterForm />
      </MemberFormPage>
    </SiteShell>
  );
}

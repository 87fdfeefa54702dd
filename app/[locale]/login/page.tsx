import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { LoginScreen } from '@/components/member/LoginScreen';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Member' });
  return { title: t('loginTitle'), robots: { index: false } };
}

export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  const locale = await pageLocale(params);
  return (
    <SiteShell alternatePath="/login">
      <LoginScreen locale={locale} />
    </SiteShell>
  );
}

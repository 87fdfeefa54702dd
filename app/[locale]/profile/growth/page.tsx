import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/growth'>): Promise<Metadata> {
  return profileMetadata(params, 'growth');
}

export default async function ProfileGrowthPage({ params }: PageProps<'/[locale]/profile/growth'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="growth" />;
}

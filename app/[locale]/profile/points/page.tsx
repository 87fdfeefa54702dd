import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/points'>): Promise<Metadata> {
  return profileMetadata(params, 'points');
}

export default async function ProfilePointsPage({ params }: PageProps<'/[locale]/profile/points'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="points" />;
}

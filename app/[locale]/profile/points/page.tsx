import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/points'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'points');
}

export default async function ProfilePointsPage({ params }: PageProps<'/[locale]/profile/points'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="points" />;
}

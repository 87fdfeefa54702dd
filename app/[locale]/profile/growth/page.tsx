import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/growth'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'growth');
}

export default async function ProfileGrowthPage({ params }: PageProps<'/[locale]/profile/growth'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="growth" />;
}

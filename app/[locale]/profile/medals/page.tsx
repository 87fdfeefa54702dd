import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/medals'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'medals');
}

export default async function ProfileMedalsPage({ params }: PageProps<'/[locale]/profile/medals'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="medals" />;
}

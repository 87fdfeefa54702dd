import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/personal-information'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'personalInformation');
}

export default async function ProfilePersonalInformationPage({ params }: PageProps<'/[locale]/profile/personal-information'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="personalInformation" />;
}

import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/pin'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'pin');
}

export default async function ProfilePinPage({ params }: PageProps<'/[locale]/profile/pin'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="pin" />;
}

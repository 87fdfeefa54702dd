import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/pin'>): Promise<Metadata> {
  return profileMetadata(params, 'pin');
}

export default async function ProfilePinPage({ params }: PageProps<'/[locale]/profile/pin'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="pin" />;
}

import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/personal-information'>): Promise<Metadata> {
  return profileMetadata(params, 'personalInformation');
}

export default async function ProfilePersonalInformationPage({
  params,
}: PageProps<'/[locale]/profile/personal-information'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="personalInformation" />;
}

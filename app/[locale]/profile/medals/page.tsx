import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/medals'>): Promise<Metadata> {
  return profileMetadata(params, 'medals');
}

export default async function ProfileMedalsPage({ params }: PageProps<'/[locale]/profile/medals'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="medals" />;
}

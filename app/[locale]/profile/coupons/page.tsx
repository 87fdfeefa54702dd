import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/coupons'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'coupons');
}

export default async function ProfileCouponsPage({ params }: PageProps<'/[locale]/profile/coupons'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="coupons" />;
}

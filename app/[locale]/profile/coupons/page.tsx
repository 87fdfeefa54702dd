import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/coupons'>): Promise<Metadata> {
  return profileMetadata(params, 'coupons');
}

export default async function ProfileCouponsPage({ params }: PageProps<'/[locale]/profile/coupons'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="coupons" />;
}

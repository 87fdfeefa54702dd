import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/orders'>): Promise<Metadata> {
  return profileMetadata(params, 'orders');
}

export default async function ProfileOrdersPage({ params }: PageProps<'/[locale]/profile/orders'>) {
  const locale = await pageLocale(params);
  return <ProfilePage locale={locale} section="orders" />;
}

import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/orders'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'orders');
}

export default async function ProfileOrdersPage({ params }: PageProps<'/[locale]/profile/orders'>) {
  const { locale } = await params;
  return <ProfilePage locale={locale} section="orders" />;
}

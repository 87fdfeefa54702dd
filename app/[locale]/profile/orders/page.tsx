import type { Metadata } from 'next';
import { OrdersList } from '@/components/member/profile/OrdersList';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/orders'>): Promise<Metadata> {
  return profileMetadata(params, 'orders');
}

export default async function ProfileOrdersPage({ params }: PageProps<'/[locale]/profile/orders'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SectionTitle section="orders" />
      <OrdersList locale={locale} />
    </>
  );
}

import type { Metadata } from 'next';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { pageLocale } from '@/lib/i18n/page-locale';

/** One placeholder for the build; real order tokens render on request, once proxy.ts has checked them (lib/proxy/order-page.ts). */
export function generateStaticParams() {
  return [{ orderToken: 'order' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/orders/[orderToken]'>): Promise<Metadata> {
  return profileMetadata(params, 'orders');
}

export default async function ProfileOrderPage({ params }: PageProps<'/[locale]/profile/orders/[orderToken]'>) {
  const locale = await pageLocale(params);
  const { orderToken } = await params;
  return <ProfilePage locale={locale} section="orders" orderToken={orderToken} />;
}

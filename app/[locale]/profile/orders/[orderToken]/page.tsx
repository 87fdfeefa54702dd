import type { Metadata } from 'next';
import { OrderDetail } from '@/components/member/profile/OrderDetail';
import { OrderPaymentResult } from '@/components/member/profile/OrderPaymentResult';
import { profileMetadata } from '@/components/member/profile/metadata';
import { SectionTitle } from '@/components/member/profile/SectionTitle';
import { getAccessByShow } from '@/lib/cms/shows';
import { pageLocale } from '@/lib/i18n/page-locale';

/** One placeholder for the build; real order tokens render on request, once proxy.ts has checked them (lib/proxy-rules/order-page.ts). */
export function generateStaticParams() {
  return [{ orderToken: 'order' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/orders/[orderToken]'>): Promise<Metadata> {
  return profileMetadata(params, 'orders');
}

/**
 * One order, where the payment page returns: what happened first, then the order and its tickets
 * (the order is the member's, read in the browser; the shows' access performances, the CMS's, here).
 */
export default async function ProfileOrderPage({ params }: PageProps<'/[locale]/profile/orders/[orderToken]'>) {
  const locale = await pageLocale(params);
  const { orderToken } = await params;
  const accessByShow = await getAccessByShow(locale);
  return (
    <>
      <OrderPaymentResult orderToken={orderToken} />
      <SectionTitle section="orders" />
      <OrderDetail locale={locale} orderToken={orderToken} accessByShow={accessByShow} />
    </>
  );
}

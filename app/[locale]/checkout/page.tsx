import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ShopPage, shopMetadata } from '@/components/cart/ShopPage';
import { CheckoutApp } from '@/components/checkout/CheckoutApp';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  return shopMetadata(await pageLocale(params), 'Checkout');
}

/** /checkout: discounts, payment method, the notice, then the order and the payment page. */
export default function CheckoutPage() {
  return (
    <ShopPage path="/checkout">
      <CheckoutApp />
    </ShopPage>
  );
}

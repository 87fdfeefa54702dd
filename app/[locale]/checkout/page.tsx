import type { Metadata } from 'next';
import { ShopPage, shopMetadata } from '@/components/cart/ShopPage';
import { CheckoutApp } from '@/components/checkout/CheckoutApp';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  return shopMetadata((await params).locale, 'Checkout');
}

/** /checkout: discounts, payment method, the notice, then the order and the payment page. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  return (
    <ShopPage locale={(await params).locale} path="/checkout">
      <CheckoutApp />
    </ShopPage>
  );
}

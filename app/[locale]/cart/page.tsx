import type { Metadata } from 'next';
import { CartApp } from '@/components/cart/CartApp';
import { ShopPage, shopMetadata } from '@/components/cart/ShopPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  return shopMetadata((await params).locale, 'Cart');
}

/** /cart: the visitor's tickets by show and performance (rendered in the browser: per-visitor data). */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  return (
    <ShopPage locale={(await params).locale} path="/cart">
      <CartApp />
    </ShopPage>
  );
}

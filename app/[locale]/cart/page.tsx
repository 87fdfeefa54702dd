import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';
import { CartApp } from '@/components/cart/CartApp';
import { ShopPage, shopMetadata } from '@/components/cart/ShopPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  return shopMetadata(await pageLocale(params), 'Cart');
}

/** /cart: the visitor's tickets by show and performance (rendered in the browser: per-visitor data). */
export default function CartPage() {
  return (
    <ShopPage path="/cart">
      <CartApp />
    </ShopPage>
  );
}

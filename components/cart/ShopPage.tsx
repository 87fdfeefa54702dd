import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import type { Locale } from '@/lib/i18n/routing';

/** The cart and checkout pages are private: titled, never indexed. */
export async function shopMetadata(locale: Locale, namespace: 'Cart' | 'Checkout'): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The server part of the cart and checkout: the site's shell around the client-rendered shop. */
export function ShopPage({ path, children }: { path: '/cart' | '/checkout'; children: ReactNode }) {
  return (
    <SiteShell alternatePath={path}>
      <Suspense>{children}</Suspense>
    </SiteShell>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { isLocale } from '@/lib/i18n/routing';

/** The cart and checkout pages are private: titled, never indexed. */
export async function shopMetadata(locale: string, namespace: 'Cart' | 'Checkout'): Promise<Metadata> {
  if (!isLocale(locale)) return { robots: { index: false, follow: false } };
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The server part of the cart and checkout: the site's shell around the client-rendered shop. */
export function ShopPage({ locale, path, children }: { locale: string; path: '/cart' | '/checkout'; children: ReactNode }) {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale} alternatePath={path}>
      <Suspense>{children}</Suspense>
    </SiteShell>
  );
}

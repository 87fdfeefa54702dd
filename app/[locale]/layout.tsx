import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/app/Providers';
import { PreviewBanner } from '@/components/seo/PreviewBanner';
import { preloadMenus } from '@/lib/cms/menus';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { titleWithSiteName } from '@/lib/seo/title';
import { siteOrigin } from '@/lib/seo/urls';
import { theatre } from '@/lib/theatre';
import '../styles/globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf8f3',
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const name = theatre.name[locale];
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: name, template: titleWithSiteName('%s', name) },
    description: theatre.description[locale],
    // Public files outside the locale rewrite (next.config.ts): the same on every page and language.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/static/icons/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/static/icons/apple-touch-icon.png',
    },
  };
}

export default async function LocaleLayout({ children, modal, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  preloadMenus(locale);
  const messages = await getMessages({ locale });
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <PreviewBanner locale={locale} />
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <Providers locale={locale}>
            {children as ReactNode}
            {modal as ReactNode}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

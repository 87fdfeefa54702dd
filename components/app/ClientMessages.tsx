import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type PageNamespace } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Gives the client components below it the page-specific message namespaces they use, on top of
 * the ones every page has (the layout's provider; lib/i18n/client-messages.ts).
 */
export async function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: PageNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

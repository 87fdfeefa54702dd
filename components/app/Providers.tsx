'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TicketingError } from '@/lib/ticketing/errors';
import type { Locale } from '@/lib/i18n/routing';
import { BrowserState } from './BrowserState';
import { StartUp } from './StartUp';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // ticketing calls retry within their own time budget (lib/bff/client/client.ts): never again here
        retry: (count, error) => !(error instanceof TicketingError) && count < 2,
      },
    },
  });
}

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BrowserState />
      <StartUp locale={locale} />
      {children}
    </QueryClientProvider>
  );
}

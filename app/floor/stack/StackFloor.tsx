'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useState } from 'react';

// one line of the site's catalogue, so the translation is typed as the site's are
const messages = { Common: { loading: 'Loading' } };

function FloorStatus() {
  const t = useTranslations('Common');
  const { data } = useQuery({
    queryKey: ['floor'],
    queryFn: async ({ signal }) => (await fetch('/floor', { method: 'HEAD', signal })).status,
  });
  return <p>{data === undefined ? t('loading') : `HEAD /floor: ${data}`}</p>;
}

/** The stack floor's one client part (app/floor/stack/page.bench.tsx). */
export function StackFloor() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
        <FloorStatus />
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

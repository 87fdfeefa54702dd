import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import zh from '@/messages/zh-hans.json';

export function withIntl(children: ReactNode, locale: 'en' | 'zh-hans' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      {children}
    </NextIntlClientProvider>
  );
}

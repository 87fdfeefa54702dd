'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageLink } from './LanguageLink';

/**
 * The same path in the other language, read where the visitor is: for pages whose paths are the
 * same in both languages and that share one layout (the profile's sections), where the layout is
 * not rendered again as the member moves on.
 */
export function SamePathLanguageSwitch() {
  const t = useTranslations('Header');
  const locale = useLocale();
  const pathname = usePathname();
  const other: Locale = locale === 'en' ? 'zh-hans' : 'en';
  return (
    <LanguageLink
      href={getPathname({ locale: other, href: pathname })}
      other={other}
      labels={{ label: t('languageSwitchLabel'), long: t('languageSwitch'), short: t('languageSwitchShort') }}
    />
  );
}

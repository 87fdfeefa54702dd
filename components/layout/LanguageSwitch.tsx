import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/url/local-path';
import { LanguageLink } from './LanguageLink';

/**
 * The same page in the other language. `alternatePath` is the page's path inside the other
 * language; getPathname gives it that language's prefix without forcing one (navigation Link's
 * `locale` prop would write Chinese links as /zh-hans/..., which the site redirects).
 */
export async function LanguageSwitch({ alternatePath }: { alternatePath: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Header')]);
  const other: Locale = locale === 'en' ? 'zh-hans' : 'en';
  return (
    <LanguageLink
      href={getPathname({ locale: other, href: safeReturnPath(alternatePath) ?? '/' })}
      other={other}
      labels={{ label: t('languageSwitchLabel'), long: t('languageSwitch'), short: t('languageSwitchShort') }}
    />
  );
}

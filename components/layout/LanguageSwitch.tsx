import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { htmlLang, type Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/url/local-path';
import styles from './Header.module.css';

/**
 * A plain link to the same page in the other language. It is a full navigation on purpose: the
 * other language has its own <html lang>, messages and cached pages. `alternatePath` is the page's
 * path inside the other language; getPathname gives it that language's prefix without forcing one
 * (navigation Link's `locale` prop would write Chinese links as /zh-hans/..., which the site
 * redirects). Its name starts with the words it shows, in their own language ("English", "中文";
 * WCAG 2.5.3: a voice user says what they see), then says what it does in the page's language.
 */
export async function LanguageSwitch({ alternatePath }: { alternatePath: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Header')]);
  const other: Locale = locale === 'en' ? 'zh-hans' : 'en';
  return (
    <a
      href={getPathname({ locale: other, href: safeReturnPath(alternatePath) ?? '/' })}
      hrefLang={htmlLang(other)}
      className={styles.language}
      data-testid="language-switch"
    >
      <span className={styles.languageLong} lang={htmlLang(other)}>
        {t('languageSwitch')}
      </span>
      <span className={styles.languageShort} lang={htmlLang(other)}>
        {t('languageSwitchShort')}
      </span>
      <span className="visually-hidden"> {t('languageSwitchLabel')}</span>
    </a>
  );
}

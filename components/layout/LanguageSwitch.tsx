import { getTranslations } from 'next-intl/server';
import { htmlLang, localizedPath, type Locale } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/url/local-path';
import styles from './Header.module.css';

/**
 * A plain link to the same page in the other language. It is a full navigation on purpose: the
 * other language has its own <html lang>, messages and cached pages.
 */
export async function LanguageSwitch({ locale, alternatePath }: { locale: Locale; alternatePath: string }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const other: Locale = locale === 'en' ? 'zh-hans' : 'en';
  return (
    <a
      href={localizedPath(other, safeReturnPath(alternatePath) ?? '/')}
      hrefLang={htmlLang(other)}
      lang={htmlLang(other)}
      className={styles.language}
      aria-label={t('languageSwitchLabel')}
      data-testid="language-switch"
    >
      <span className={styles.languageLong}>{t('languageSwitch')}</span>
      <span className={styles.languageShort}>{t('languageSwitchShort')}</span>
    </a>
  );
}

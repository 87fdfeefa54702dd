import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { htmlLang, isLocale, type Locale } from '@/lib/i18n/routing';
import styles from './ContentLanguage.module.css';

/**
 * Content in the language it is written in. Drupal answers a page in a language it has no
 * translation in with its original (`langcode` says which): that content is marked with its own
 * `lang`, so screen readers and search engines read it as what it is, and the visitor is told it
 * exists in that language only. (Its head names the original as the one page: content-metadata.ts.)
 */
export async function ContentLanguage({
  langcode,
  locale,
  children,
}: {
  langcode: string;
  locale: Locale;
  children: ReactNode;
}) {
  if (!isLocale(langcode) || langcode === locale) return children;
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <>
      <div className="container">
        <p className={styles.notice} role="note" data-testid="language-notice">
          {t('onlyInLanguage', { language: langcode === 'en' ? 'en' : 'zh' })}
        </p>
      </div>
      <div lang={htmlLang(langcode)}>{children}</div>
    </>
  );
}

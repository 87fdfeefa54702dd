import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { copyrightYear } from '@/lib/copyright-year';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { LanguageSwitch } from './LanguageSwitch';
import { MainArea } from './MainArea';
import styles from './FestivalShell.module.css';

type Props = {
  locale: Locale;
  alternatePath: string;
  festival: { title: string; path: string };
  children: ReactNode;
};

/** Festival and festival-project pages replace the theatre's header and footer with these. */
export async function FestivalShell({ locale, alternatePath, festival, children }: Props) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Festival' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <>
      <a href="#main" className="skip-link">
        {tc('skipToContent')}
      </a>
      <header className={styles.header} data-testid="festival-header">
        <div className={`container ${styles.inner}`}>
          <Link href={localizedPath(locale, festival.path)} className={styles.back}>
            <span aria-hidden="true">←</span> {t('backToFestival', { title: festival.title })}
          </Link>
          <div className={styles.actions}>
            <Link href={localizedPath(locale, '/')} className={styles.home}>
              {tc('siteName')}
            </Link>
            <LanguageSwitch locale={locale} alternatePath={alternatePath} />
          </div>
        </div>
      </header>
      <MainArea>{children}</MainArea>
      <footer className={styles.footer} data-testid="festival-footer">
        <div className="container">
          <p>{festival.title}</p>
          <p>{t('presentedBy')}</p>
          <p>{t('copyright', { year: await copyrightYear() })}</p>
        </div>
      </footer>
    </>
  );
}

import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { copyrightYear } from '@/lib/copyright-year';
import { Link } from '@/lib/i18n/navigation';
import { theatre } from '@/lib/theatre';
import { FooterMenu } from './FooterMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MainArea } from './MainArea';
import styles from './FestivalShell.module.css';

type Props = {
  alternatePath: string;
  festival: { title: string; path: string };
  children: ReactNode;
};

/**
 * Festival and festival-project pages replace the theatre's header and footer with these: a way
 * back to the festival and home, the theatre as presenter, and its common links (contact, terms).
 */
export async function FestivalShell({ alternatePath, festival, children }: Props) {
  const locale = await getLocale();
  const [t, tc, tf, commonMenu] = await Promise.all([
    getTranslations('Festival'),
    getTranslations('Common'),
    getTranslations('Footer'),
    loadMenu(locale, 'common', false),
  ]);
  const name = theatre.name[locale];
  return (
    <>
      <a href="#main" className="skip-link">
        {tc('skipToContent')}
      </a>
      <header className={styles.header} data-testid="festival-header">
        <div className={`container ${styles.inner}`}>
          <Link href={festival.path} className={styles.back}>
            <span aria-hidden="true">←</span> {t('backToFestival', { title: festival.title })}
          </Link>
          <div className={styles.actions}>
            <Link href="/" className={styles.home}>
              {name}
            </Link>
            <LanguageSwitch alternatePath={alternatePath} />
          </div>
        </div>
      </header>
      <MainArea>{children}</MainArea>
      <footer className={styles.footer} data-testid="festival-footer">
        <div className="container">
          <p>{festival.title}</p>
          <p>{t('presentedBy', { name })}</p>
          <div className={styles.links}>
            <FooterMenu items={commonMenu} label={tf('commonMenu')} layout="row" />
          </div>
          <p>{tf('copyright', { year: await copyrightYear(), holder: theatre.copyrightHolder[locale] })}</p>
        </div>
      </footer>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { SearchIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/IntentLink';
import { HeaderAccount, HeaderCart } from './HeaderAccount';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import styles from './Header.module.css';

type Props = {
  locale: Locale;
  /** the same page in the other language (its own alias), for the language switch */
  alternatePath: string;
  tolerant?: boolean;
};

export async function Header({ locale, alternatePath, tolerant = false }: Props) {
  const [menu, t] = await Promise.all([
    loadMenu(locale, 'main', tolerant),
    getTranslations({ locale, namespace: 'Header' }),
  ]);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo locale={locale} />
        <MainMenu
          locale={locale}
          items={menu}
          labels={{ menu: t('mainMenu'), open: t('openMenu'), close: t('closeMenu') }}
        />
        <div className={styles.actions}>
          <IntentLink href={localizedPath(locale, '/search')} className={styles.iconLink} aria-label={t('search')}>
            <SearchIcon />
          </IntentLink>
          <LanguageSwitch locale={locale} alternatePath={alternatePath} />
          <HeaderAccount locale={locale} />
          <HeaderCart locale={locale} />
        </div>
      </div>
    </header>
  );
}

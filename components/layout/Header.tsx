import { getLocale, getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { menuEntries } from '@/lib/cms/reshape/menu';
import { SearchIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/IntentLink';
import { HeaderAccount, HeaderCart } from './HeaderAccount';
import { LanguageSwitch } from './LanguageSwitch';
import { SamePathLanguageSwitch } from './SamePathLanguageSwitch';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import styles from './Header.module.css';

type Props = {
  /**
   * the same page in the other language (its own alias), for the language switch; omitted, the
   * same path as the visitor's (pages whose paths do not change with the language)
   */
  alternatePath?: string;
  tolerant?: boolean;
};

export async function Header({ alternatePath, tolerant = false }: Props) {
  const locale = await getLocale();
  const [menu, t] = await Promise.all([loadMenu(locale, 'main', tolerant), getTranslations('Header')]);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo />
        <MainMenu
          items={menuEntries(menu)}
          labels={{ menu: t('mainMenu'), open: t('openMenu'), close: t('closeMenu') }}
        />
        <div className={styles.actions}>
          <IntentLink href="/search" className={styles.iconLink} aria-label={t('search')}>
            <SearchIcon />
          </IntentLink>
          {alternatePath === undefined ? <SamePathLanguageSwitch /> : <LanguageSwitch alternatePath={alternatePath} />}
          <HeaderAccount />
          <HeaderCart />
        </div>
      </div>
    </header>
  );
}

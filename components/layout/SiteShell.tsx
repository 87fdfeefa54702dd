import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { BottomBar, type BottomBarPage } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainArea } from './MainArea';

type Props = {
  locale: Locale;
  /** this page's path in the other language (for the language switch) */
  alternatePath: string;
  /** show the phone's bottom bar, and which of its buttons is the current page */
  bottomBar?: BottomBarPage | false;
  children: ReactNode;
  /**
   * Render even when the menus cannot be loaded (empty menus). For the not-found page, which
   * Next renders along with every page of the segment.
   */
  tolerant?: boolean;
};

/** The theatre's header, main area, footer and (on phones) bottom bar. */
export async function SiteShell({ locale, alternatePath, bottomBar = false, tolerant = false, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header locale={locale} alternatePath={alternatePath} tolerant={tolerant} />
      <MainArea>{children}</MainArea>
      <Footer locale={locale} tolerant={tolerant} />
      {bottomBar && <BottomBar locale={locale} current={bottomBar} />}
    </>
  );
}

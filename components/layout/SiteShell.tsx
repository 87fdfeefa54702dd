import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BottomBar, type BottomBarPage } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainArea } from './MainArea';

type Props = {
  /** this page's path in the other language (for the language switch); omitted, the visitor's path */
  alternatePath?: string;
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
export async function SiteShell({ alternatePath, bottomBar = false, tolerant = false, children }: Props) {
  const t = await getTranslations('Common');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header alternatePath={alternatePath} tolerant={tolerant} />
      <MainArea>{children}</MainArea>
      <Footer tolerant={tolerant} />
      {bottomBar && <BottomBar current={bottomBar} />}
    </>
  );
}

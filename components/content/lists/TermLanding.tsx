import type { ComponentProps, ReactNode } from 'react';
import type { Advert } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { AdvertSidebar } from '../shared/AdvertSidebar';
import { Breadcrumb } from '../shared/Breadcrumb';
import columns from '../shared/TwoColumns.module.css';
import { TermBrowser } from './TermBrowserIsland';

type Props = {
  locale: Locale;
  title: string;
  browser: ComponentProps<typeof TermBrowser>;
  adverts: Advert[];
  /** what stands between the breadcrumb and the columns (a heading, an introduction) */
  children?: ReactNode;
};

/** The body of the news and arts-education landings: breadcrumb, category tabs with their list, adverts. */
export function TermLanding({ locale, title, browser, adverts, children }: Props) {
  return (
    <div className="container">
      <Breadcrumb trail={[{ label: title }]} />
      {children}
      <div className={columns.columns}>
        <div className={columns.main}>
          <TermBrowser {...browser} />
        </div>
        <aside className={columns.aside}>
          <AdvertSidebar adverts={adverts} locale={locale} />
        </aside>
      </div>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import type { Advert } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { AdvertSidebar } from '../shared/AdvertSidebar';
import { Breadcrumb } from '../shared/Breadcrumb';
import columns from '../shared/TwoColumns.module.css';
import { TermBrowser } from './TermBrowserIsland';

type Browser = ComponentProps<typeof TermBrowser>;

type Props = {
  locale: Locale;
  title: string;
  /** the list's kind, its categories and its first page (read on the server) */
  kind: Browser['kind'];
  terms: Browser['terms'];
  initial: Browser['initial'];
  adverts: Advert[];
  /** what stands between the breadcrumb and the columns (a heading, an introduction) */
  children?: ReactNode;
};

/** The body of the news and arts-education landings: breadcrumb, category tabs with their list, adverts. */
export async function TermLanding({ locale, title, kind, terms, initial, adverts, children }: Props) {
  const t = await getTranslations({ locale, namespace: kind === 'news' ? 'News' : 'ArtEducation' });
  const ui = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <div className="container">
      <Breadcrumb trail={[{ label: title }]} />
      {children}
      <div className={columns.columns}>
        <div className={columns.main}>
          <TermBrowser
            locale={locale}
            kind={kind}
            terms={terms}
            initial={initial}
            listLabel={t('listLabel')}
            tabsLabel={ui('categories')}
          />
        </div>
        <aside className={columns.aside}>
          <AdvertSidebar adverts={adverts} locale={locale} />
        </aside>
      </div>
    </div>
  );
}

import { getAdverts } from '@/lib/cms/adverts';
import { loadContent } from '@/lib/cms/load-route';
import { getListPage, getTerms } from '@/lib/cms/terms';
import type { Advert, ImageRef, ListPage, NewsTeaser, Term } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { TermLanding } from '../lists/TermLanding';
import { TopBlock } from '../shared/TopBlock';

export type NewsLandingData = { terms: Term[]; initial: ListPage<NewsTeaser>; adverts: Advert[] };

/** The CMS reads of the news landing: call it in the page, outside any Suspense (status codes). */
export async function loadNewsLanding(locale: Locale): Promise<NewsLandingData> {
  return loadContent(locale, async () => {
    const [terms, adverts] = await Promise.all([getTerms(locale, 'news'), getAdverts(locale)]);
    const initial = await getListPage(locale, 'news', terms[0]?.id ?? null, 1);
    return { terms, initial, adverts };
  });
}

type Props = {
  locale: Locale;
  data: NewsLandingData;
  title: string;
  introHtml?: string;
  intro?: string;
  banner: ImageRef | null;
};

/** News landing (/news and the 'centers' landing page): breadcrumb, top block, tabs + list, adverts. */
export function NewsLanding({ locale, data, title, introHtml, intro, banner }: Props) {
  return (
    <div data-content-type="news-landing">
      <TopBlock title={title} introHtml={introHtml} intro={intro} banner={banner} />
      <TermLanding
        locale={locale}
        title={title}
        kind="news"
        terms={data.terms}
        initial={data.initial}
        adverts={data.adverts}
      />
    </div>
  );
}

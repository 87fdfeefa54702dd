import { getTranslations } from 'next-intl/server';
import { getAdverts } from '@/lib/cms/adverts';
import { getArtLandingLink } from '@/lib/cms/art-landing';
import { getArticle } from '@/lib/cms/articles';
import { loadContent } from '@/lib/cms/load-route';
import type { ContentPageProps } from '../page-props';
import { AdvertSidebar } from '../shared/AdvertSidebar';
import { ArticleView } from '../shared/ArticleView';
import { Breadcrumb } from '../shared/Breadcrumb';

/** An arts-education article: title, date, poster, body, PDF, adverts, recommended shows. */
export async function ArtArticle({ page, locale }: ContentPageProps) {
  const [article, adverts, landing] = await loadContent(locale, () =>
    Promise.all([getArticle(locale, 'art_education', page.uuid), getAdverts(locale), getArtLandingLink(locale)]),
  );
  const data = { article, adverts, landing };
  const t = await getTranslations({ locale, namespace: 'ArtEducation' });
  return (
    <ArticleView
      article={data.article}
      locale={locale}
      breadcrumb={
        <Breadcrumb
          trail={[
            { label: data.landing?.title || t('title'), href: data.landing?.path },
            { label: data.article.title },
          ]}
        />
      }
      sidebar={<AdvertSidebar adverts={data.adverts} locale={locale} />}
    />
  );
}

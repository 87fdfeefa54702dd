import { getArticle } from '@/lib/cms/articles';
import { getShowDetail } from '@/lib/cms/shows';
import type { ContentPage } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { contentPagePaths } from '@/lib/seo/content-metadata';
import { newsArticleJsonLd, theatreJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';
import { getPerformanceJsonLd } from '@/lib/seo/performances';
import { getTheatreFacts } from '@/lib/seo/theatre-facts';
import { absoluteUrl, shareImageUrl } from '@/lib/seo/urls';
import { JsonLd } from './JsonLd';

/**
 * The structured data of a content page by type: the theatre on the home page, an Event per
 * performance on show pages, a NewsArticle on news (breadcrumbs come with the Breadcrumb).
 * Readers are the same cached ones the page uses, so this costs no extra backend call.
 */
export async function ContentJsonLd({ page, locale, path }: { page: ContentPage; locale: Locale; path: string }) {
  const theatre = await getTheatreFacts(locale);
  const { locale: own, paths } = contentPagePaths(locale, page, path);
  const url = absoluteUrl(own, paths[own] ?? path);
  let data: JsonLdObject | JsonLdObject[] | null = null;
  if (page.type === 'homepage') {
    data = theatreJsonLd(theatre);
  } else if (page.type === 'news') {
    const article = await getArticle(locale, 'news', page.uuid);
    data = newsArticleJsonLd(
      {
        title: article.title,
        url,
        image: article.poster ? shareImageUrl(article.poster.url, { width: 1584, height: 891 }) : null,
        published: article.created,
        section: article.typeName,
        // the language the article is written in (an untranslated one is in its original)
        locale: own,
      },
      theatre,
    );
  } else if (page.type === 'project' || page.type === 'festival_project') {
    const show = await getShowDetail(locale, page.type, page.uuid);
    if (show) {
      data = await getPerformanceJsonLd(
        show.projectId,
        {
          title: show.title,
          description: show.summary || show.subtitle || show.title,
          url,
          image: show.image ? shareImageUrl(show.image.url, { width: 1200, height: 1600 }) : null,
          venue: show.venue,
          locale: own,
          access: show.accessPerformances,
        },
        theatre,
      );
    }
  }
  return data ? <JsonLd data={data} /> : null;
}

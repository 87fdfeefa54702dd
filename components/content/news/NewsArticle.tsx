import { getTranslations } from 'next-intl/server';
import { getAdverts } from '@/lib/cms/adverts';
import { getArticle, getEarlierNews } from '@/lib/cms/articles';
import { loadContent } from '@/lib/cms/load-route';
import type { ContentPageProps } from '../page-props';
import { AdvertSidebar } from '../shared/AdvertSidebar';
import { ArticleView } from '../shared/ArticleView';
import { Breadcrumb } from '../shared/Breadcrumb';
import { NewsRow } from '../shared/TeaserItems';
import styles from './NewsArticle.module.css';

/** A news article with the two latest earlier news items, adverts and recommended shows. */
export async function NewsArticle({ page, locale }: ContentPageProps) {
  const data = await loadContent(locale, async () => {
    const article = await getArticle(locale, 'news', page.uuid);
    const [earlier, adverts] = await Promise.all([
      getEarlierNews(locale, article.created, article.id),
      getAdverts(locale),
    ]);
    return { article, earlier, adverts };
  });
  const t = await getTranslations({ locale, namespace: 'News' });
  const ui = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <ArticleView
      article={data.article}
      locale={locale}
      breadcrumb={<Breadcrumb trail={[{ label: t('title'), href: '/news' }, { label: data.article.title }]} />}
      sidebar={
        <>
          {data.earlier.length > 0 && (
            <section className={styles.earlier} aria-labelledby="earlier-heading">
              <h2 id="earlier-heading" className={styles.heading}>
                {ui('earlierNews')}
              </h2>
              {data.earlier.map((item, position) => (
                <NewsRow key={position} item={{ ...item, summary: '' }} locale={locale} />
              ))}
            </section>
          )}
          <AdvertSidebar adverts={data.adverts} locale={locale} />
        </>
      }
    />
  );
}

import { CmsPicture } from '@/components/ui/CmsPicture';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Recommendations } from '@/components/shows/Recommendations';
import { showTeaserCard } from '@/components/shows/show-cards';
import { RichText } from '@/components/ui/RichText';
import type { Article } from '@/lib/cms/types';
import { largestPaint } from '@/lib/images/largest-paint';
import type { Locale } from '@/lib/i18n/routing';
import { formatDate } from '@/lib/text/dates';
import styles from './ArticleView.module.css';
import columns from './TwoColumns.module.css';

/** Spec section 9: article posters are 1584 wide; news crops 1584x891. */
export const POSTER_CROP = { width: 1584, height: 891 };

/** The poster, or an mp4 video with the poster as its cover and a fallback message. */
async function ArticleMedia({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  if (article.video && article.video.mime.includes('mp4')) {
    const cover = article.poster
      ? `/image?op=scale_and_crop&url=${encodeURIComponent(article.poster.url)}&width=${POSTER_CROP.width}&height=${POSTER_CROP.height}`
      : undefined;
    return (
      <video
        className={styles.video}
        controls
        preload="none"
        poster={cover}
        width={POSTER_CROP.width}
        height={POSTER_CROP.height}
      >
        <source src={article.video.url} type="video/mp4" />
        <p>{t('videoFallback')}</p>
      </video>
    );
  }
  if (!article.poster) return null;
  return (
    <CmsPicture
      className={styles.poster}
      url={article.poster.url}
      crop={POSTER_CROP}
      alt={article.poster.alt || article.title}
      sizes="(max-width: 991px) 100vw, 800px"
      {...largestPaint(true)}
    />
  );
}

type Props = {
  article: Article;
  locale: Locale;
  breadcrumb: ReactNode;
  sidebar: ReactNode;
};

/** A news or arts-education article: title, date, media, body, PDF, sidebar, recommendations. */
export async function ArticleView({ article, locale, breadcrumb, sidebar }: Props) {
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <div className="container" data-content-type="article">
      {breadcrumb}
      <div className={columns.columns}>
        <article className={columns.main}>
          <header className={styles.header}>
            {article.typeName && <p className={styles.type}>{article.typeName}</p>}
            <h1 className={styles.title}>{article.title}</h1>
            {article.subtitle && <p className={styles.subtitle}>{article.subtitle}</p>}
            {article.created && (
              <p className={styles.date}>
                <time dateTime={article.created}>{formatDate(article.created, locale)}</time>
              </p>
            )}
          </header>
          <ArticleMedia article={article} locale={locale} />
          <RichText html={article.bodyHtml} className={styles.body} />
          {article.pdf && (
            <p className={styles.pdf}>
              <a href={article.pdf.url} target="_blank" rel="noopener" download={article.pdf.filename}>
                {t('pdfNamed', { name: article.pdf.filename })}
              </a>
            </p>
          )}
          <Recommendations cards={article.recommendations.map(showTeaserCard)} locale={locale} />
        </article>
        <aside className={columns.aside}>{sidebar}</aside>
      </div>
    </div>
  );
}

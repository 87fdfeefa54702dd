import { CmsPicture } from '@/components/ui/CmsPicture';
import type { ArtTeaser, ImageRef, NewsTeaser } from '@/lib/cms/types';
import { largestPaint } from '@/lib/images/largest-paint';
import type { Locale } from '@/lib/i18n/routing';
import { formatDate } from '@/lib/text/dates';
import { langAttribute } from '@/lib/i18n/lang-attribute';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './TeaserItems.module.css';

/** Spec section 9: news and project blocks crop to 600x420. */
export const BLOCK_CROP = { width: 600, height: 420 };

/**
 * `first`: the list's first item, whose image is the largest thing on a phone's first screen: it is
 * fetched at once with high priority instead of lazily after layout.
 */
type ItemProps<T> = { item: T; locale: Locale; first?: boolean };

/** A teaser's image in the block crop, `sizes` as wide as the list shows it. */
function BlockImage({ image, sizes, first }: { image: ImageRef; sizes: string; first: boolean }) {
  return <CmsPicture url={image.url} crop={BLOCK_CROP} alt="" sizes={sizes} {...largestPaint(first)} />;
}

/** A news item in a list: image, type, date, title and a summary (server- and client-safe). */
export function NewsRow({ item, locale, first = false }: ItemProps<NewsTeaser>) {
  return (
    <article className={styles.row}>
      <SiteLink href={item.href} className={styles.rowImage} tabIndex={-1} aria-hidden="true">
        {item.image && <BlockImage image={item.image} sizes="(max-width: 767px) 100vw, 280px" first={first} />}
      </SiteLink>
      <div className={styles.rowText}>
        <p className={styles.meta}>
          {item.typeName && <span className={styles.tag}>{item.typeName}</span>}
          {item.created && <time dateTime={item.created}>{formatDate(item.created, locale)}</time>}
        </p>
        <h3 className={styles.title} {...langAttribute(item.lang)}>
          <SiteLink href={item.href}>{item.title}</SiteLink>
        </h3>
        {item.summary && (
          <p className={styles.summary} {...langAttribute(item.lang)}>
            {item.summary}
          </p>
        )}
      </div>
    </article>
  );
}

/** An arts-education item as a card. */
export function ArtCard({ item, locale, first = false }: ItemProps<ArtTeaser>) {
  return (
    <article className={styles.card}>
      <SiteLink href={item.href} className={styles.cardLink}>
        <span className={styles.cardImage}>
          {item.image && <BlockImage image={item.image} sizes="(max-width: 767px) 100vw, 400px" first={first} />}
        </span>
        <span className={styles.cardText}>
          <span className={styles.meta}>
            {item.themeName && <span className={styles.tag}>{item.themeName}</span>}
            {item.created && <time dateTime={item.created}>{formatDate(item.created, locale)}</time>}
          </span>
          <span className={styles.cardTitle} {...langAttribute(item.lang)}>
            {item.title}
          </span>
          {item.subtitle && (
            <span className={styles.subtitle} {...langAttribute(item.lang)}>
              {item.subtitle}
            </span>
          )}
        </span>
      </SiteLink>
    </article>
  );
}

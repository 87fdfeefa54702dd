import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cmsImageSrc } from '@/lib/images/loader';
import styles from './ShowCard.module.css';

export type ShowCardProps = {
  href: string;
  title: string;
  image: { url: string; alt: string } | null;
  dateText: string;
  venue: string;
  /** the lowest price in RMB */
  priceFrom: number | null;
  typeName?: string;
};

/** Spec section 9: show cards are 282x362. */
export const SHOW_CARD_SIZE = { width: 282, height: 362 };

/** A show: poster, title, dates, venue and the lowest price, as a plain link to its page. */
export function ShowCard({ href, title, image, dateText, venue, priceFrom, typeName }: ShowCardProps) {
  const t = useTranslations('ShowCard');
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.link}>
        <span className={styles.poster}>
          {image ? (
            <Image
              src={cmsImageSrc(image.url, SHOW_CARD_SIZE)}
              alt={image.alt || title}
              width={SHOW_CARD_SIZE.width}
              height={SHOW_CARD_SIZE.height}
              sizes="(max-width: 767px) 50vw, 282px"
            />
          ) : null}
          {typeName ? <span className={styles.type}>{typeName}</span> : null}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{title}</span>
          {dateText && (
            <span className={styles.meta}>
              <span className="visually-hidden">{t('dates')}: </span>
              {dateText}
            </span>
          )}
          {venue && (
            <span className={styles.meta}>
              <span className="visually-hidden">{t('venue')}: </span>
              {venue}
            </span>
          )}
          {priceFrom !== null && <span className={styles.price}>{t('from', { price: `￥${priceFrom}` })}</span>}
        </span>
      </Link>
    </article>
  );
}

import { CmsPicture } from '@/components/ui/CmsPicture';
import { useTranslations } from 'next-intl';
import type { AccessKind } from '@/lib/cms/types';
import { formatPrice } from '@/lib/shows/rules';
import { AccessBadges } from './access/AccessBadges';
import { ShowCardLink } from './ShowCardLink';
import styles from './ShowCard.module.css';

export type ShowCardProps = {
  /** the show's own page */
  href: string;
  /** the quick view (/events/show/{uuid}) that a click opens on wide screens; none for festival projects */
  modalHref: string | null;
  title: string;
  /** the show's language where it is not the page's (an untranslated show): its title, venue and poster text */
  lang?: string;
  image: { url: string; alt: string } | null;
  dateText: string;
  venue: string;
  /** the lowest price in RMB */
  priceFrom: number | null;
  typeName?: string | null;
  /** a label such as 'ended' or 'sold out' */
  badge?: string | null;
  /** the kinds of access performance it has when the list is about (the calendar's day or month) */
  access?: AccessKind[];
};

/** Spec section 9: show cards are 282x362. */
export const SHOW_CARD_SIZE = { width: 282, height: 362 };

/**
 * A show (home highlights, what's on, recommendations: one card everywhere): poster, title,
 * dates, venue and the lowest price. Wide screens open the quick view, others the show's page.
 */
export function ShowCard({
  href,
  modalHref,
  title,
  lang,
  image,
  dateText,
  venue,
  priceFrom,
  typeName,
  badge,
  access,
}: ShowCardProps) {
  const t = useTranslations('ShowCard');
  return (
    <article className={styles.card} data-testid="show-card">
      <ShowCardLink href={href} modalHref={modalHref} className={styles.link}>
        <div className={styles.poster}>
          {image ? (
            <CmsPicture
              url={image.url}
              crop={SHOW_CARD_SIZE}
              alt={image.alt || title}
              lang={lang}
              sizes="(max-width: 767px) 50vw, 282px"
            />
          ) : null}
          {typeName ? <span className={styles.type}>{typeName}</span> : null}
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title} lang={lang}>
            {title}
          </h3>
          {dateText && (
            <span className={styles.meta}>
              <span className="visually-hidden">{t('dates')}: </span>
              {dateText}
            </span>
          )}
          {venue && (
            <span className={styles.meta}>
              <span className="visually-hidden">{t('venue')}: </span>
              <span lang={lang}>{venue}</span>
            </span>
          )}
          {access && access.length > 0 && <AccessBadges kinds={access} />}
          {priceFrom !== null && <span className={styles.price}>{t('from', { price: formatPrice(priceFrom) })}</span>}
        </div>
      </ShowCardLink>
    </article>
  );
}

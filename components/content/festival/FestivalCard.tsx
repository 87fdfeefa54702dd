import { CmsPicture } from '@/components/ui/CmsPicture';
import type { FestivalProgrammeItem, ImageFile } from '@/lib/cms/types';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import { festivalCardAlignment } from './alignment';
import styles from './FestivalCard.module.css';

type Props = {
  item: FestivalProgrammeItem;
  index: number;
  logo: ImageFile | null;
  locale: Locale;
  moreLabel: string;
};

/** One programme entry in the festival's colours, with its logo; it links to the project's page. */
export function FestivalCard({ item, index, logo, locale, moreLabel }: Props) {
  const alignment = festivalCardAlignment(index);
  const dates = formatDateRange(item.from, item.to, locale);
  const href = item.path;
  return (
    <li
      className={`${styles.card} ${styles[alignment]}`}
      data-alignment={alignment}
      data-testid="festival-card"
      style={{ backgroundColor: item.backgroundColor }}
    >
      <div className={styles.poster}>
        {item.image && (
          <CmsPicture
            url={item.image.url}
            crop={{ width: 594, height: 742 }}
            sizes="(max-width: 767px) 100vw, 594px"
            alt={item.image.alt}
            lang={item.lang}
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.top}>
          {dates && (
            <p className={styles.date} style={{ color: item.dateColor }}>
              {dates}
            </p>
          )}
          {logo && <CmsPicture url={logo.url} width={180} height={60} sizes="120px" alt="" className={styles.logo} />}
        </div>
        <h3 className={styles.title} lang={item.lang}>
          {href ? (
            <Link href={href} className={styles.link}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        {item.subtitle && (
          <p className={styles.subtitle} lang={item.lang}>
            {item.subtitle}
          </p>
        )}
        {item.venue && (
          <p className={styles.venue} lang={item.lang}>
            {item.venue}
          </p>
        )}
        {item.summary && (
          <p className={styles.summary} lang={item.lang}>
            {item.summary}
          </p>
        )}
        {href && (
          <span
            className={styles.more}
            aria-hidden="true"
            style={{ borderColor: item.dateColor, color: item.dateColor }}
          >
            {moreLabel} →
          </span>
        )}
      </div>
    </li>
  );
}

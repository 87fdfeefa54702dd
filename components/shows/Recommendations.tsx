import { getTranslations } from 'next-intl/server';
import type { ShowTeaser } from '@/lib/cms/teaser-types';
import type { Locale } from '@/lib/i18n/routing';
import { ShowCard } from './ShowCard';
import styles from './Recommendations.module.css';

/** Recommended shows, 3 a row (spec section 9). */
export async function Recommendations({ shows, locale, title }: { shows: ShowTeaser[]; locale: Locale; title?: string }) {
  if (shows.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <section className={styles.block} aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className={styles.heading}>
        {title ?? t('recommended')}
      </h2>
      <div className={styles.grid}>
        {shows.map((show) => (
          <ShowCard
            key={show.id}
            href={show.href}
            title={show.title}
            image={show.image}
            dateText={show.dateText}
            venue={show.venue}
            priceFrom={show.priceFrom}
          />
        ))}
      </div>
    </section>
  );
}

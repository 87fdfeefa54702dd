import { getTranslations } from 'next-intl/server';
import type { ShowSummary } from '@/lib/cms/reshape/project';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import { formatPrice } from '@/lib/shows/rules';
import { EventCard } from './EventCard';
import styles from './ShowView.module.css';

/** A show page's recommended shows, 3 per row (spec section 9); wide screens open them in the quick view. */
export async function ShowRecommendations({ items, locale }: { items: ShowSummary[]; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Shows' });
  return (
    <section className={styles.recommendations} aria-labelledby="show-recommendations">
      <h2 id="show-recommendations" className={styles.sectionTitle}>
        {t('recommendations')}
      </h2>
      <div className={styles.recommendationGrid}>
        {items.map((item) => (
          <EventCard
            key={item.uuid}
            href={localizedPath(locale, item.path ?? `/events/show/${item.uuid}`)}
            modalHref={item.type === 'project' ? localizedPath(locale, `/events/show/${item.uuid}`) : undefined}
            title={item.title}
            image={item.image}
            dateText={formatDateRange(item.from, item.to, locale)}
            venue={item.venue}
            priceFrom={item.basePrice !== null ? t('priceFrom', { price: formatPrice(item.basePrice) }) : null}
          />
        ))}
      </div>
    </section>
  );
}

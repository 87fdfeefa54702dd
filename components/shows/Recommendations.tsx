import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/ui/Slider';
import type { Locale } from '@/lib/i18n/routing';
import { ShowCard, type ShowCardProps } from './ShowCard';
import styles from './Recommendations.module.css';

/** Recommendations show 3 a row (spec section 9); more than 3 become a carousel of 3, never a row with one left over. */
export const RECOMMENDATIONS_PER_ROW = 3;

/** Recommended shows (an article's, a show page's): the same cards as everywhere. */
export async function Recommendations({
  cards,
  locale,
  title,
}: {
  cards: ShowCardProps[];
  locale: Locale;
  title?: string;
}) {
  if (cards.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  const heading = title ?? t('recommended');
  // keyed by position (the list is never reordered): a show's UUID as key went into the page's RSC payload
  const items = cards.map((card, position) => <ShowCard key={position} {...card} />);
  return (
    <section className={styles.block} aria-labelledby="recommended-heading" data-testid="recommendations">
      <h2 id="recommended-heading" className={styles.heading}>
        {heading}
      </h2>
      {cards.length > RECOMMENDATIONS_PER_ROW ? (
        <Slider label={heading} mode="carousel" maxItems={RECOMMENDATIONS_PER_ROW}>
          {items}
        </Slider>
      ) : (
        <div className={styles.grid}>{items}</div>
      )}
    </section>
  );
}

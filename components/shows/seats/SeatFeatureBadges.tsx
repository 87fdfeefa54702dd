import { Fragment } from 'react';
import type { SeatFeatures } from '@/lib/ticketing/types';
import styles from '@/components/ui/Badges.module.css';
import { useSeatFeatureWords } from './feature-words';

/**
 * A seat's features as badges in words, as the seat map's key names them ("Wheelchair space",
 * "Companion seat..."): on an order's lines and tickets. Nothing for a seat without any.
 */
export function SeatFeatureBadges({ features }: { features: SeatFeatures | null }) {
  const { words } = useSeatFeatureWords();
  const list = features ? words(features, 'label') : [];
  if (list.length === 0) return null;
  return (
    <span className={styles.badges} data-testid="seat-feature-badges">
      {list.map(({ kind, text }, i) => (
        <Fragment key={kind}>
          {i > 0 && ' '}
          <span className={styles.badge}>{text}</span>
        </Fragment>
      ))}
    </span>
  );
}

'use client';

import { CmsPicture } from '@/components/ui/CmsPicture';
import { useTranslations } from 'next-intl';
import type { SeatFeatures } from '@/lib/ticketing/types';
import { useSeatFeatureWords } from './feature-words';
import { FeatureSwatch } from './SeatShape';
import styles from './SeatPicker.module.css';

export type CardSeat = {
  /** the seat's name with its price ("Row 10 Seat 9, ￥180") */
  title: string;
  /** "Row 10 Seat 9" of its place alone, for the view's alt text */
  place: string;
  zoneName: string | null;
  features: SeatFeatures;
  /** the name of the wheelchair space a companion seat is sold with */
  spaceName: string | null;
};

/**
 * The seat pointed at or focused, before it is chosen: its features in words (a restricted view
 * with its reason) and the view from it when the venue has one (loaded only when shown).
 */
export function SeatCard({ seat }: { seat: CardSeat | null }) {
  const t = useTranslations('Shows');
  const { words } = useSeatFeatureWords();
  const features = seat ? words(seat.features, 'label', seat.spaceName) : [];
  return (
    <section className={styles.card} aria-labelledby="seat-card-title" data-testid="seat-card">
      <h2 id="seat-card-title">{t('seatCard')}</h2>
      {!seat ? (
        <p className={styles.hint}>{t('seatCardHint')}</p>
      ) : (
        <>
          <p className={styles.cardTitle}>{seat.title}</p>
          {seat.zoneName && <p className={styles.hint}>{seat.zoneName}</p>}
          {features.length > 0 && (
            <ul className={styles.cardFeatures}>
              {features.map(({ kind, text }) => (
                <li key={kind}>
                  <FeatureSwatch kind={kind} />
                  {text}
                </li>
              ))}
            </ul>
          )}
          {seat.features.viewImage && (
            <CmsPicture
              key={seat.features.viewImage}
              url={seat.features.viewImage}
              crop={{ width: 16, height: 9 }}
              alt={t('viewAlt', { seat: seat.place })}
              width={320}
              height={180}
              sizes="320px"
              loading="lazy"
              className={styles.view}
            />
          )}
        </>
      )}
    </section>
  );
}

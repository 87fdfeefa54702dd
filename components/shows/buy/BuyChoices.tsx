'use client';

import { useLocale, useTranslations } from 'next-intl';
import { accessFor } from '@/lib/shows/access';
import { canDecrease, canIncrease, formatPrice, isEnded, isPriceSoldOut } from '@/lib/shows/rules';
import { formatShortDate } from '@/lib/text/dates';
import type { Performance, ShowPrice } from '@/lib/ticketing/types';
import { AccessBadges } from '../access/AccessBadges';
import { useAccessPerformances } from '../access/AccessContext';
import styles from '../BuyBox.module.css';

/** One button per performance: its day and time, its access badges, "ended" on past ones. */
export function DateChoice({
  events,
  current,
  onChoose,
}: {
  events: Performance[];
  current: Performance | null;
  onChoose: (event: Performance) => void;
}) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  const access = useAccessPerformances();
  return (
    <fieldset className={styles.group}>
      <legend>{t('chooseDate')}</legend>
      <div className={styles.dates}>
        {events.map((e) => {
          const d = formatShortDate(e.showTime, locale);
          const past = isEnded(e);
          const kinds = accessFor(access, e)?.kinds;
          return (
            <button
              key={e.eventToken}
              type="button"
              className={styles.date}
              aria-pressed={e.eventToken === current?.eventToken}
              onClick={() => onChoose(e)}
            >
              <span className={styles.day}>{d.day}</span>{' '}
              <span>
                {d.weekday} {d.time}
              </span>
              {kinds && (
                <>
                  {' '}
                  <AccessBadges kinds={kinds} />
                </>
              )}
              {past && (
                <>
                  {' '}
                  <span className={styles.tag}>{t('ended')}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The performance's prices, ascending: chosen here for non-seat tickets, only listed for a seated show. */
export function PriceChoice({
  prices,
  current,
  seated,
  max,
  onChoose,
}: {
  prices: ShowPrice[];
  current: ShowPrice | null;
  seated: boolean;
  max: number;
  onChoose: (priceId: number) => void;
}) {
  const t = useTranslations('Shows');
  return (
    <fieldset className={styles.group}>
      <legend>{t('choosePrice')}</legend>
      <div className={styles.prices} data-testid="price-list">
        {prices.map((p) => {
          const out = isPriceSoldOut(p);
          const tags = (
            <>
              <span>{formatPrice(p.price)}</span>
              {p.nonProfit && <span className={styles.tag}>{t('nonProfit')}</span>}
              {out && <span className={styles.tag}>{t('soldOut')}</span>}
            </>
          );
          if (seated) {
            return (
              <span key={p.priceId} className={styles.price} data-testid="price-option">
                {tags}
              </span>
            );
          }
          return (
            <button
              key={p.priceId}
              type="button"
              className={styles.price}
              aria-pressed={p.priceId === current?.priceId}
              disabled={out}
              onClick={() => onChoose(p.priceId)}
              data-testid="price-option"
            >
              {tags}
            </button>
          );
        })}
      </div>
      {current && current.nonProfit && !seated && <p className={styles.note}>{t('nonProfitLimit', { max })}</p>}
    </fieldset>
  );
}

/** The number of non-seat tickets, 1 to the price's limit. */
export function QuantityChoice({
  id,
  count,
  max,
  onChange,
}: {
  id: string;
  count: number;
  max: number;
  onChange: (count: number) => void;
}) {
  const t = useTranslations('Shows');
  return (
    <div className={styles.quantity}>
      <span id={id}>{t('quantity')}</span>
      <div className={styles.stepper} role="group" aria-labelledby={id}>
        <button
          type="button"
          aria-label={t('decrease')}
          disabled={!canDecrease(count)}
          onClick={() => onChange(count - 1)}
        >
          −
        </button>
        <output aria-live="polite" data-testid="quantity">
          {count}
        </output>
        <button
          type="button"
          aria-label={t('increase')}
          disabled={!canIncrease(count, max)}
          onClick={() => onChange(count + 1)}
        >
          +
        </button>
      </div>
      <span className={styles.note}>{t('quantityLimit')}</span>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/shows/rules';
import styles from './SeatPicker.module.css';

export type PriceZone = { price: number; free: number; colour: string; publicInterest: boolean };

type Props = {
  zones: PriceZone[];
  /** most seats one order may hold (and, for non-profit prices, the non-profit cap) */
  maxSeats: number;
  publicInterestMax: number;
  /** finds the seats and selects them; answers how many it found (0: none side by side) */
  onFind: (price: number, count: number) => boolean;
  /** finds a wheelchair space with its companion seat (null: the venue has none) */
  onFindWheelchair?: (() => boolean) | null;
  disabled: boolean;
};

type Outcome = { found: boolean; price: number; count: number; wheelchair: boolean };

/**
 * Best available: a price zone and a number of seats, or (where the venue has them) a wheelchair
 * space with its companion seat; the seats found are selected on the map.
 */
export function BestAvailable({ zones, maxSeats, publicInterestMax, onFind, onFindWheelchair, disabled }: Props) {
  const t = useTranslations('Shows');
  const id = useId();
  const open = zones.filter((z) => z.free > 0);
  const [price, setPrice] = useState<number | null>(null);
  const [count, setCount] = useState(2);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [wheelchair, setWheelchair] = useState(false);
  const zone = open.find((z) => z.price === price) ?? open[open.length - 1] ?? null;
  const cap = zone ? Math.min(maxSeats, zone.publicInterest ? publicInterestMax : maxSeats, zone.free) : maxSeats;
  const wanted = Math.min(count, cap);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (wheelchair && onFindWheelchair) {
      setOutcome({ found: onFindWheelchair(), price: 0, count: 2, wheelchair: true });
      return;
    }
    if (!zone) return;
    setOutcome({ found: onFind(zone.price, wanted), price: zone.price, count: wanted, wheelchair: false });
  }

  return (
    <form className={styles.best} onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="best-available">
      <h2 id={`${id}-title`}>{t('bestAvailable')}</h2>
      <p className={styles.hint}>{t('bestAvailableHint')}</p>
      <div className={styles.bestFields}>
        {onFindWheelchair && (
          <label>
            <span>{t('bestFor')}</span>
            <select
              value={wheelchair ? 'wheelchair' : 'any'}
              onChange={(e) => setWheelchair(e.target.value === 'wheelchair')}
              disabled={disabled}
            >
              <option value="any">{t('bestForAny')}</option>
              <option value="wheelchair">{t('bestForWheelchair')}</option>
            </select>
          </label>
        )}
        <label hidden={wheelchair}>
          <span>{t('priceZone')}</span>
          <select
            value={zone?.price ?? ''}
            onChange={(e) => setPrice(Number(e.target.value))}
            disabled={disabled || open.length === 0}
          >
            {open.map((z) => (
              <option key={z.price} value={z.price}>
                {formatPrice(z.price)}
              </option>
            ))}
          </select>
        </label>
        <label hidden={wheelchair}>
          <span>{t('seatCount')}</span>
          <select value={wanted} onChange={(e) => setCount(Number(e.target.value))} disabled={disabled || !zone}>
            {Array.from({ length: cap }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.find} disabled={disabled || (!zone && !wheelchair)}>
          {t('findSeats')}
        </button>
      </div>
      <p
        role="status"
        className={outcome && !outcome.found ? styles.error : styles.found}
        data-testid="best-available-outcome"
      >
        {outcome &&
          (outcome.wheelchair
            ? t(outcome.found ? 'bestWheelchairFound' : 'bestWheelchairNone')
            : outcome.found
              ? t('bestFound', { count: outcome.count })
              : t('bestNone', { count: outcome.count, price: formatPrice(outcome.price) }))}
      </p>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/shows/rules';
import { useSeatFeatureWords, type FeatureKind } from './feature-words';
import { FeatureSwatch } from './SeatShape';
import styles from './SeatPicker.module.css';

export type KeyZone = {
  zone: string;
  name: string;
  colour: string;
  prices: number[];
  free: number;
  /** the zone's best free seat (else its first), where Go to moves the focus */
  firstSeat: string;
};
export type KeyPrice = { price: number; colour: string; free: number };
export type Filter = 'wheelchair' | 'stepFree' | 'aisle';
export const FILTERS: Filter[] = ['wheelchair', 'stepFree', 'aisle'];
export type ColourBy = 'price' | 'zone';

type Props = {
  prices: KeyPrice[];
  zones: KeyZone[];
  kinds: FeatureKind[];
  colourBy: ColourBy;
  onColourBy: (by: ColourBy) => void;
  hasOffSale: boolean;
  /** the filters this map can offer (its seats have the feature) and those on */
  filters: Filter[];
  on: Set<Filter>;
  onFilter: (filter: Filter, on: boolean) => void;
  onGoTo: (seatId: string) => void;
};

const range = (prices: number[]) =>
  prices.length > 1 ? `${formatPrice(prices[0])}–${formatPrice(prices[prices.length - 1])}` : formatPrice(prices[0]);

/**
 * The map's key: each price (or each zone, with its prices) with the seats left in it, the kinds
 * of seat drawn, a toggle between colouring by price and by zone, the zones to jump to, and the
 * filters that dim every seat but those asked for.
 */
export function SeatLegend(props: Props) {
  const t = useTranslations('Shows');
  const { kindLabel } = useSeatFeatureWords();
  const { prices, zones, kinds, colourBy, filters, on } = props;
  return (
    <div className={styles.key}>
      {zones.length > 1 && (
        <fieldset className={styles.toggle}>
          <legend>{t('colourBy')}</legend>
          {(['price', 'zone'] as const).map((by) => (
            <label key={by}>
              <input
                type="radio"
                name="seat-colour-by"
                value={by}
                checked={colourBy === by}
                onChange={() => props.onColourBy(by)}
              />
              {t(by === 'price' ? 'colourByPrice' : 'colourByZone')}
            </label>
          ))}
        </fieldset>
      )}
      <ul className={styles.legend} aria-label={t('legend')} data-testid="seat-legend">
        {colourBy === 'price' &&
          prices.map((p) => (
            <li key={p.price}>
              <span className={styles.swatch} style={{ background: p.colour }} aria-hidden="true" />
              {t('priceLeft', { price: formatPrice(p.price), left: p.free })}
            </li>
          ))}
        {colourBy === 'zone' &&
          zones.map((z) => (
            <li key={z.zone}>
              <span className={styles.swatch} style={{ background: z.colour }} aria-hidden="true" />
              {t('zoneLeft', { zone: z.name, prices: range(z.prices), left: z.free })}
            </li>
          ))}
        <li>
          <span className={`${styles.swatch} ${styles.swatchTaken}`} aria-hidden="true" />
          {t('taken')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchSelected}`} aria-hidden="true" />
          {t('selected')}
        </li>
        {props.hasOffSale && (
          <li>
            <span className={`${styles.swatch} ${styles.swatchOffSale}`} aria-hidden="true" />
            {t('notOnSale')}
          </li>
        )}
        {kinds.map((kind) => (
          <li key={kind}>
            <FeatureSwatch kind={kind} />
            {kindLabel(kind)}
          </li>
        ))}
      </ul>
      {zones.length > 1 && (
        <nav aria-label={t('zones')} className={styles.zones}>
          <ul>
            {zones.map((z) => (
              <li key={z.zone}>
                <button type="button" onClick={() => props.onGoTo(z.firstSeat)}>
                  {t('goToZone', { zone: z.name })}
                </button>
                <span className={styles.hint}>
                  {range(z.prices)} · {t('left', { left: z.free })}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {filters.length > 0 && (
        <fieldset className={styles.filters} data-testid="seat-filters">
          <legend>{t('filterSeats')}</legend>
          {filters.map((f) => (
            <label key={f}>
              <input type="checkbox" checked={on.has(f)} onChange={(e) => props.onFilter(f, e.target.checked)} />
              {t(`filter.${f}`)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

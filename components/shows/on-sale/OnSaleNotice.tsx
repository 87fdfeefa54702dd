'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { COUNTDOWN_MS, countdownText, notOnSaleYet, spokenMinutesLeft } from '@/lib/shows/on-sale';
import { useClock } from '@/lib/shows/use-clock';
import { formatShortDate } from '@/lib/text/dates';
import type { Show } from '@/lib/ticketing/types';
import styles from './OnSale.module.css';

/** "On sale 1 December 10:00" / "12月1日 10:00 开售", in the theatre's time zone. */
export function useOnSaleLabel() {
  const t = useTranslations('OnSale');
  const locale = useLocale();
  return (at: number) => {
    const { day, time } = formatShortDate(at, locale);
    return t('onSaleAt', { day, time });
  };
}

/**
 * What stands in for buying before a show goes on sale: the time, and in the last hour a
 * countdown. Sighted visitors see hh:mm:ss tick; screen readers are told the time left in coarse
 * steps (lib/shows/on-sale.ts), politely, never each second.
 */
export function OnSaleNotice({
  at,
  now,
  queueHref = null,
}: {
  at: number;
  now: number | null;
  queueHref?: string | null;
}) {
  const t = useTranslations('OnSale');
  const locale = useLocale();
  const label = useOnSaleLabel();
  const counting = now !== null && at - now <= COUNTDOWN_MS;
  const minutes = counting ? spokenMinutesLeft(at, now) : null;
  return (
    <div className={styles.notice} data-testid="on-sale">
      <p className={styles.when} data-testid="on-sale-at">
        {label(at)}
      </p>
      {counting && (
        <p className={styles.countdown}>
          <span>{t('countdownLabel')}</span>
          <span className={styles.digits} aria-hidden="true" data-testid="on-sale-countdown">
            {countdownText(at, now)}
          </span>
        </p>
      )}
      {/* the show's pre-queue has begun: whoever joins before the opening has the same chance */}
      {queueHref && (
        <p className={styles.prequeue}>
          <Link href={queueHref} data-testid="join-prequeue">
            {t('joinPrequeue')}
          </Link>{' '}
          {t('prequeueFair', { time: formatShortDate(at, locale).time })}
        </p>
      )}
      <p role="status" className={styles.spoken} data-testid="on-sale-spoken">
        {minutes === null ? '' : minutes === 0 ? t('underMinute') : t('inMinutes', { minutes })}
      </p>
    </div>
  );
}

/**
 * The clock a show's page needs for its on-sale times: ticking each second while one of them is
 * ahead (so the page opens at the time without a reload), still once all have passed. Null while
 * hydrating (the server knows no visitor's clock).
 */
export function useSaleClock(show: Pick<Show, 'onSaleAt' | 'performances'> | undefined): number | null {
  const times = show ? [show.onSaleAt, ...show.performances.map((p) => p.onSaleAt)] : [];
  const latest = times.reduce<number | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
  return useClock(latest);
}

/** Whether to hold the buying back at `now` (unknown while hydrating: held, as on the server). */
export function heldUntilSale(at: number | null, now: number | null): at is number {
  return at !== null && (now === null || notOnSaleYet(at, now));
}

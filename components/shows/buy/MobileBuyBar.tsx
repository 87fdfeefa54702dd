'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { formatShowTime } from '@/lib/text/dates';
import type { Performance } from '@/lib/ticketing/types';
import styles from '../BuyBox.module.css';

type Props = {
  events: Performance[];
  current: Performance | null;
  onChoose: (event: Performance) => void;
  /** the main button: Buy (or Choose seats) with its handler, the reason there is none, or where to go on */
  action:
    | { label: string; onBuy: () => void; busy: boolean }
    | { label: string; onBuy: null }
    | { label: string; href: '/checkout' };
};

/** The phone's sticky bar on the show page: the performance as a list, and the main button. */
export function MobileBuyBar({ events, current, onChoose, action }: Props) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  return (
    <div className={styles.mobileBar} data-testid="mobile-buy-bar">
      <label className={styles.mobileSelect}>
        <span className="visually-hidden">{t('session')}</span>
        <select
          value={current?.eventToken ?? ''}
          onChange={(e) => {
            const next = events.find((x) => x.eventToken === e.target.value);
            if (next) onChoose(next);
          }}
        >
          {events.map((e) => (
            <option key={e.eventToken} value={e.eventToken}>
              {formatShowTime(e.showTime, locale)}
            </option>
          ))}
        </select>
      </label>
      {'href' in action ? (
        <Link className={styles.buy} href={action.href}>
          {action.label}
        </Link>
      ) : action.onBuy ? (
        <button type="button" className={styles.buy} onClick={action.onBuy} disabled={action.busy}>
          {action.label}
        </button>
      ) : (
        <button type="button" className={styles.buy} disabled>
          {action.label}
        </button>
      )}
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { performanceIcs } from '@/lib/shows/ics';
import { formatShowTime } from '@/lib/text/dates';
import type { Performance, Show } from '@/lib/ticketing/types';
import styles from '../BuyBox.module.css';

/**
 * "Add to calendar": the chosen performance as an .ics file in the visitor's language, made from
 * the live show this box has read (no second request: it is a download of what is on screen).
 */
export function AddToCalendar({ show, event }: { show: Show; event: Performance }) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  const ics = performanceIcs(show, event, locale, window.location.origin);
  return (
    <a
      className={styles.ics}
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`${event.eventToken}.ics`}
      aria-label={t('addToCalendarOf', { date: formatShowTime(event.showTime, locale) })}
    >
      {t('addToCalendar')}
    </a>
  );
}

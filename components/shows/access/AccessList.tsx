'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useShow } from '@/lib/bff/client/hooks/shows';
import type { AccessPerformance } from '@/lib/cms/types';
import { formatShowTime } from '@/lib/text/dates';
import { AccessBadges } from './AccessBadges';
import styles from './Access.module.css';

/**
 * The show's access performances, earliest first: when (its date and time from the CMS, or those of
 * the ticketing performance it names; until they load, "Performance"), its badges and the note.
 */
export function AccessList({
  projectToken,
  performances,
}: {
  projectToken: string;
  performances: AccessPerformance[];
}) {
  const t = useTranslations('Shows');
  const locale = useLocale();
  const events = useShow(projectToken).data?.performances ?? [];
  const items = performances
    .map((access) => ({
      access,
      time: access.startsAt ?? events.find((e) => e.eventToken === access.eventToken)?.showTime ?? null,
    }))
    .sort((a, b) => (a.time ?? Infinity) - (b.time ?? Infinity));
  return (
    <ul className={styles.list} data-testid="access-performances">
      {items.map(({ access, time }, i) => (
        <li
          key={access.eventToken ?? `${access.startsAt}-${i}`}
          className={styles.item}
          data-testid="access-performance"
        >
          <span className={styles.when} data-testid="access-when">
            {time === null ? t('accessPerformance') : formatShowTime(time, locale)}
          </span>
          <AccessBadges kinds={access.kinds} />
          {access.note && (
            <p className={styles.note} lang={access.lang}>
              {access.note}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMedals } from '@/lib/bff/client/hooks/account';
import type { Locale } from '@/lib/i18n/routing';
import { formatDate } from '@/lib/text/dates';
import { QueryState } from './QueryState';
import styles from './Medals.module.css';

export function Medals({ locale }: { locale: Locale }) {
  const t = useTranslations('Profile');
  const medals = useMedals();
  const items = medals.data ?? [];
  return (
    <QueryState isPending={medals.isPending} isError={medals.isError} isEmpty={items.length === 0}>
      <ul className={styles.medals}>
        {items.map((medal) => (
          <li key={medal.id} className={styles.medal} data-testid="medal">
            {/* an SVG data URL from the ticketing API */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={medal.icon} alt="" width={72} height={72} />
            <h3>{medal.name}</h3>
            <p>{medal.description}</p>
            <p className={styles.muted}>{t('awardedAt', { date: formatDate(medal.awardedAt, locale) })}</p>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}

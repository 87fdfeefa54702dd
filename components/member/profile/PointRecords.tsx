'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePointRecords } from '@/lib/bff/client/hooks/account';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateTime } from '@/lib/text/dates';
import { Pager } from '@/components/ui/Pager';
import { QueryState } from './QueryState';
import styles from './Points.module.css';

/** Points (dataType 1) or growth values (dataType 2): newest first, with paging. */
export function PointRecords({ locale, dataType }: { locale: Locale; dataType: 1 | 2 }) {
  const t = useTranslations('Profile');
  const [page, setPage] = useState(1);
  const records = usePointRecords(dataType, page);
  const items = records.data?.items ?? [];
  return (
    <QueryState isPending={records.isPending} isError={records.isError} isEmpty={items.length === 0}>
      <p className={styles.balance} data-testid="points-balance">
        {dataType === 1
          ? t('pointsTotal', { points: records.data?.balance ?? 0 })
          : t('growthTotal', { growth: records.data?.balance ?? 0 })}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t(dataType === 1 ? 'points' : 'growth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('reason')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((record) => (
            <tr key={record.id} data-testid="point-record">
              <td>{formatDateTime(record.createdAt, locale)}</td>
              <td>{record.reason}</td>
              <td className={record.amount < 0 ? styles.negative : styles.positive}>
                {record.amount > 0 ? `+${record.amount}` : record.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page}
        hasPrevious={page > 1}
        hasNext={page < (records.data?.totalPage ?? 1)}
        pageCount={records.data?.totalPage}
        onPage={setPage}
      />
    </QueryState>
  );
}

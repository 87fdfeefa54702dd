'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FetchStatus } from '@/components/ui/FetchStatus';
import styles from './kit.module.css';

type Props = { isPending: boolean; isError: boolean; isEmpty: boolean; children: ReactNode };

/**
 * The fetch states of spec section 4: Loading, the general error, No Data, or the content. The
 * error offers a retry, which asks again for every query of the page that failed (the ticketing
 * service may be back).
 */
export function QueryState({ isPending, isError, isEmpty, children }: Props) {
  const t = useTranslations('Common');
  const client = useQueryClient();
  if (isPending)
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  if (isError)
    return (
      <FetchStatus
        status="error"
        onRetry={() => void client.refetchQueries({ predicate: (query) => query.state.status === 'error' })}
      />
    );
  if (isEmpty) return <p className={styles.state}>{t('noData')}</p>;
  return <>{children}</>;
}

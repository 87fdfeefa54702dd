'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './Profile.module.css';

type Props = { isPending: boolean; isError: boolean; isEmpty: boolean; children: ReactNode };

/** The fetch states of spec section 4: Loading, the general error, No Data, or the content. */
export function QueryState({ isPending, isError, isEmpty, children }: Props) {
  const t = useTranslations('Common');
  if (isPending)
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  if (isError)
    return (
      <p className={styles.state} role="alert">
        {t('error')}
      </p>
    );
  if (isEmpty) return <p className={styles.state}>{t('noData')}</p>;
  return <>{children}</>;
}

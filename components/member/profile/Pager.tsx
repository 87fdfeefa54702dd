'use client';

import { useTranslations } from 'next-intl';
import styles from './Pager.module.css';

/** Previous / next paging with "Page x of y". */
export function Pager({
  page,
  totalPage,
  onPage,
}: {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('Profile');
  if (totalPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pageOf', { page, total: totalPage })}>
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, total: totalPage })}</span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= totalPage}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}

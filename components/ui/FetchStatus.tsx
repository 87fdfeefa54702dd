import { useTranslations } from 'next-intl';
import styles from './FetchStatus.module.css';

/**
 * The fetch-status display of spec section 4: 'Loading...' while loading, the general error
 * message on failure, the no-data message for an empty list. Server- and client-safe (no state).
 * Variants follow the spec's catalogue: news lists say 'No News', search 'No Result', the
 * arts-education list 'Loading' and 'Something is wrong'.
 */
export type FetchStatusKind = 'loading' | 'error' | 'empty';

type Props = {
  status: FetchStatusKind;
  empty?: 'noData' | 'noNews' | 'noResult';
  error?: 'error' | 'somethingWrong';
  loading?: 'loading' | 'loadingShort';
  onRetry?: () => void;
};

export function FetchStatus({ status, empty = 'noData', error = 'error', loading = 'loading', onRetry }: Props) {
  const t = useTranslations('Common');
  if (status === 'loading') {
    return (
      <p className={styles.status} role="status" aria-live="polite" data-fetch-status="loading">
        <span className={styles.spinner} aria-hidden="true" />
        {t(loading)}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={`${styles.status} ${styles.error}`} role="alert" data-fetch-status="error">
        <p>{t(error)}</p>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <p className={styles.status} data-fetch-status="empty">
      {t(empty)}
    </p>
  );
}

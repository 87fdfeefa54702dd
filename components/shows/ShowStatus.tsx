'use client';

import { useTranslations } from 'next-intl';
import { useShow } from '@/lib/bff/client/hooks/shows';
import { formatPrice, isProjectEnded, isProjectSoldOut, priceList } from '@/lib/shows/rules';
import { showClosedUntil } from '@/lib/shows/on-sale';
import { useOnSaleLabel, useSaleClock } from './on-sale/OnSaleNotice';
import styles from './ShowView.module.css';

/** The live type tag and the 'ended' / 'sold out' labels of a show. */
export function ShowTags({ projectToken }: { projectToken: string }) {
  const t = useTranslations('Shows');
  const show = useShow(projectToken);
  const now = useSaleClock(show.data);
  const saleLabel = useOnSaleLabel();
  if (!show.data) return null;
  const closedUntil = now === null ? null : showClosedUntil(show.data, now);
  const ended = isProjectEnded(show.data);
  const soldOut = !ended && isProjectSoldOut(show.data);
  return (
    <p className={styles.tags}>
      {show.data.typeName && (
        <span className={styles.typeTag} data-testid="type-tag">
          {show.data.typeName}
        </span>
      )}
      {ended && (
        <span className={styles.stateTag} data-testid="show-ended">
          {t('ended')}
        </span>
      )}
      {closedUntil !== null && (
        <span className={styles.stateTag} data-testid="show-on-sale-at">
          {saleLabel(closedUntil)}
        </span>
      )}
      {soldOut && (
        <span className={styles.stateTag} data-testid="show-sold-out">
          {t('soldOut')}
        </span>
      )}
    </p>
  );
}

/** Every price of the show, ascending, in RMB. */
export function ShowPrices({ projectToken, fallback }: { projectToken: string; fallback?: string | null }) {
  const show = useShow(projectToken);
  if (!show.data) return fallback ? <span>{fallback}</span> : null;
  return <span data-testid="show-prices">{priceList(show.data).map(formatPrice).join(' / ')}</span>;
}

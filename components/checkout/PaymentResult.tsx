'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { OrderStatus } from '@/lib/ticketing/types';
import styles from './Checkout.module.css';

const noSubscription = () => () => undefined;
const cameBackFromPayment = () => new URLSearchParams(window.location.search).has('payResult');

/**
 * Back from the payment page (`?payResult=success|fail`): what happened, judged by the order's
 * status on the server (the query only says the member came back): paid, or not paid and payable
 * again until the deadline, or not paid and closed.
 */
export function PaymentResult({ status }: { status: OrderStatus }) {
  const t = useTranslations('Checkout');
  const returned = useSyncExternalStore(noSubscription, cameBackFromPayment, () => false);
  if (!returned) return null;
  if (status === 'success' || status === 'waitingSeat') {
    return (
      <p className={styles.payOk} role="status" data-testid="pay-result" data-result="success">
        {t('paySuccess')}
      </p>
    );
  }
  return (
    <p
      className={styles.payFail}
      role="alert"
      data-testid="pay-result"
      data-result={status === 'created' ? 'retry' : 'closed'}
    >
      {status === 'created' ? t('payFailed') : t('payClosed')}
    </p>
  );
}

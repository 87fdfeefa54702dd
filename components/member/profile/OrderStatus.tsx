'use client';

import { useTranslations } from 'next-intl';
import type { OrderStatus as Status } from '@/lib/ticketing/types';
import styles from './Orders.module.css';

export function OrderStatusLabel({ status }: { status: Status }) {
  const t = useTranslations('Profile');
  return (
    <span
      className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`status_${status}`)}
    </span>
  );
}

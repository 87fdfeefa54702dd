'use client';

import { PaymentResult } from '@/components/checkout/PaymentResult';
import { HeldSeats } from '@/components/member/hold/HeldSeats';
import { useOrder } from '@/lib/bff/client/hooks/account';
import styles from './Orders.module.css';

/**
 * Back from the payment page: what happened, first on the order's page; and while the order
 * waits for payment, how long its seats are still held (or that the hold has ended).
 */
export function OrderPaymentResult({ orderToken }: { orderToken: string }) {
  const order = useOrder(orderToken).data;
  if (!order) return null;
  const holding = order.deadline && (order.status === 'created' || order.status === 'abolished');
  return (
    <>
      <PaymentResult status={order.status} />
      {holding ? <HeldSeats deadline={order.deadline!} className={styles.held} /> : null}
    </>
  );
}

'use client';

import { PaymentResult } from '@/components/checkout/PaymentResult';
import { useOrder } from '@/lib/bff/client/hooks/account';

/** Back from the payment page: what happened, first on the order's page. */
export function OrderPaymentResult({ orderToken }: { orderToken: string }) {
  const order = useOrder(orderToken).data;
  return order ? <PaymentResult status={order.status} /> : null;
}

import type { ReactNode } from 'react';
import type { Order } from '@/lib/ticketing/types';
import { OrderStatusLabel } from './OrderStatus';
import styles from './Orders.module.css';

/** What every view of an order starts with: the show's name and the order's status. */
export function OrderHead({ order }: { order: Pick<Order, 'projectName' | 'status'> }) {
  return (
    <div className={styles.orderHead}>
      <h2 className={styles.orderTitle}>{order.projectName}</h2>
      <OrderStatusLabel status={order.status} />
    </div>
  );
}

/** A fact with no value (null, undefined, false or '') is left out; 0 is a value. */
export type Fact = [label: string, value: ReactNode];

/** Labelled facts of an order as a description list. */
export function OrderFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

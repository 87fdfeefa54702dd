'use client';

import { useHeldOrder } from '@/lib/bff/client/hooks/account';
import { Link } from '@/lib/i18n/navigation';
import styles from './HeldOrderBadge.module.css';
import { HeldSeats } from './HeldSeats';

/**
 * An order waiting for payment: the time its seats are still held, wherever the member goes, to
 * the order (to pay). At the end it says so until the next page reads the orders again. Members
 * only: the header loads it once a member is known (components/layout/HeaderAccount).
 */
export function HeldOrderBadge() {
  const held = useHeldOrder();
  if (!held) return null;
  return (
    <Link href={`/profile/orders/${held.orderToken}`} prefetch={false} className={styles.held} data-testid="hold-badge">
      <HeldSeats deadline={held.deadline} wordsClassName={styles.heldWords} short />
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOrders } from '@/lib/bff/client/hooks/account';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateTime } from '@/lib/text/dates';
import { formatPrice } from '@/lib/shows/rules';
import { OrderActions } from './OrderActions';
import { OrderFacts, OrderHead } from './OrderFacts';
import { Pager } from '@/components/ui/Pager';
import { QueryState } from './QueryState';
import styles from './Orders.module.css';

export function OrdersList({ locale }: { locale: Locale }) {
  const t = useTranslations('Profile');
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const items = orders.data?.items ?? [];
  return (
    <QueryState isPending={orders.isPending} isError={orders.isError} isEmpty={items.length === 0}>
      <ul className={styles.list}>
        {items.map((order) => (
          <li
            key={order.orderToken}
            className={styles.orderCard}
            data-testid="order"
            data-order-token={order.orderToken}
          >
            <OrderHead order={order} />
            <OrderFacts
              facts={[
                [t('showTime'), order.showTime && formatDateTime(order.showTime, locale)],
                [t('venue'), order.siteName],
                [t('tickets'), order.ticketCount],
                [t('payable'), formatPrice(order.payable)],
              ]}
            />
            <div className={styles.orderFoot}>
              <Link href={`/profile/orders/${order.orderToken}`} className={styles.textLink}>
                {t('detail')}
                <span className="visually-hidden"> {t('orderNo', { token: order.orderToken })}</span>
              </Link>
              <OrderActions order={order} locale={locale} />
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        hasPrevious={page > 1}
        hasNext={page < (orders.data?.totalPage ?? 1)}
        pageCount={orders.data?.totalPage}
        onPage={setPage}
      />
    </QueryState>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOrders } from '@/lib/auth/account-queries';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { formatDateTime, formatPrice } from './format';
import { OrderActions } from './OrderActions';
import { OrderStatusLabel } from './OrderStatus';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import styles from './Profile.module.css';

export function OrdersList({ locale }: { locale: Locale }) {
  const t = useTranslations('Profile');
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const items = orders.data?.items ?? [];
  return (
    <QueryState isPending={orders.isPending} isError={orders.isError} isEmpty={items.length === 0}>
      <ul className={styles.list}>
        {items.map((order) => (
          <li key={order.orderToken} className={styles.orderCard} data-testid="order" data-order-token={order.orderToken}>
            <div className={styles.orderHead}>
              <h2 className={styles.orderTitle}>{order.projectName}</h2>
              <OrderStatusLabel status={order.status} />
            </div>
            <dl className={styles.facts}>
              {order.showTime && (
                <div>
                  <dt>{t('showTime')}</dt>
                  <dd>{formatDateTime(order.showTime, locale)}</dd>
                </div>
              )}
              <div>
                <dt>{t('venue')}</dt>
                <dd>{order.siteName}</dd>
              </div>
              <div>
                <dt>{t('tickets')}</dt>
                <dd>{order.ticketCount}</dd>
              </div>
              <div>
                <dt>{t('payable')}</dt>
                <dd>{formatPrice(order.payable)}</dd>
              </div>
            </dl>
            <div className={styles.orderFoot}>
              <Link href={localizedPath(locale, `/profile/orders/${order.orderToken}`)} className={styles.textLink}>
                {t('detail')}
                <span className="visually-hidden"> {t('orderNo', { token: order.orderToken })}</span>
              </Link>
              <OrderActions order={order} locale={locale} />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPage={orders.data?.totalPage ?? 1} onPage={setPage} />
    </QueryState>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useOrder } from '@/lib/auth/account-queries';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { PaymentResult } from '../../checkout/PaymentResult';
import { formatDateTime, formatPrice } from './format';
import { OrderActions } from './OrderActions';
import { OrderStatusLabel } from './OrderStatus';
import { QueryState } from './QueryState';
import styles from './Profile.module.css';

export function OrderDetail({ locale, orderToken }: { locale: Locale; orderToken: string }) {
  const t = useTranslations('Profile');
  const query = useOrder(orderToken);
  const order = query.data;
  return (
    <>
      <Link href={localizedPath(locale, '/profile/orders')} className={styles.textLink}>
        ← {t('backToOrders')}
      </Link>
      <QueryState isPending={query.isPending} isError={query.isError} isEmpty={!order}>
        {order && (
          <article className={styles.orderCard} data-testid="order-detail">
            <PaymentResult status={order.status} />
            <div className={styles.orderHead}>
              <h2 className={styles.orderTitle}>{order.projectName}</h2>
              <OrderStatusLabel status={order.status} />
            </div>
            <p className={styles.muted}>{t('orderNo', { token: order.orderToken })}</p>
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
                <dt>{t('createdAt')}</dt>
                <dd>{formatDateTime(order.createdAt, locale)}</dd>
              </div>
              {order.payGatewayName && (
                <div>
                  <dt>{t('gateway')}</dt>
                  <dd>{order.payGatewayName}</dd>
                </div>
              )}
            </dl>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('seat')}</th>
                  <th scope="col">{t('price')}</th>
                  <th scope="col">{t('quantity')}</th>
                  <th scope="col">{t('total')}</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.key}>
                    <td>{line.seatLabel ?? '—'}</td>
                    <td>{formatPrice(line.price)}</td>
                    <td>{line.count}</td>
                    <td>{formatPrice(line.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.facts}>
              <div>
                <dt>{t('total')}</dt>
                <dd>{formatPrice(order.total)}</dd>
              </div>
              {order.couponDiscount > 0 && (
                <div>
                  <dt>{t('couponDiscount')}</dt>
                  <dd>-{formatPrice(order.couponDiscount)}</dd>
                </div>
              )}
              {order.discountCodeDiscount > 0 && (
                <div>
                  <dt>{t('discountCode')}</dt>
                  <dd>-{formatPrice(order.discountCodeDiscount)}</dd>
                </div>
              )}
              {order.pointsDeduction > 0 && (
                <div>
                  <dt>{t('pointsDeduction')}</dt>
                  <dd>-{formatPrice(order.pointsDeduction)}</dd>
                </div>
              )}
              <div>
                <dt>{t('payable')}</dt>
                <dd>
                  <strong>{formatPrice(order.payable)}</strong>
                </dd>
              </div>
            </dl>
            <OrderActions order={order} locale={locale} />
          </article>
        )}
      </QueryState>
    </>
  );
}

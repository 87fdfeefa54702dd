'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useOrder } from '@/lib/bff/client/hooks/account';
import type { AccessByShow } from '@/lib/cms/types';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { orderLineAccess } from '@/lib/shows/access';
import { formatDateTime } from '@/lib/text/dates';
import { AccessBadges } from '@/components/shows/access/AccessBadges';
import { SeatFeatureBadges } from '@/components/shows/seats/SeatFeatureBadges';
import { formatPrice } from '@/lib/shows/rules';
import { OrderActions } from './OrderActions';
import { OrderFacts, OrderHead } from './OrderFacts';
import { hasEntryTickets } from './order-tickets';
import { QueryState } from './QueryState';
import styles from './Orders.module.css';

// the QR code's library loads with a paid order's tickets only
const OrderTickets = dynamic(() => import('./OrderTickets'));

/** One order and its tickets; `accessByShow` (from the CMS, on the server) badges an access performance's lines. */
export function OrderDetail({
  locale,
  orderToken,
  accessByShow,
}: {
  locale: Locale;
  orderToken: string;
  accessByShow: AccessByShow;
}) {
  const t = useTranslations('Profile');
  const query = useOrder(orderToken);
  const order = query.data;
  return (
    <>
      <Link href="/profile/orders" className={styles.textLink}>
        ← {t('backToOrders')}
      </Link>
      <QueryState isPending={query.isPending} isError={query.isError} isEmpty={!order}>
        {/* a paid order's tickets come first: they are what the member came for */}
        {order && hasEntryTickets(order) && <OrderTickets order={order} locale={locale} accessByShow={accessByShow} />}
        {order && (
          <article className={styles.orderCard} data-testid="order-detail">
            <OrderHead order={order} />
            <p className={styles.muted}>{t('orderNo', { token: order.orderToken })}</p>
            <OrderFacts
              facts={[
                [t('showTime'), order.showTime && formatDateTime(order.showTime, locale)],
                [t('venue'), order.siteName],
                [t('createdAt'), formatDateTime(order.createdAt, locale)],
                [t('gateway'), order.payGatewayName],
              ]}
            />
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
                    <td>
                      {line.seatLabel ?? '—'} <AccessBadges kinds={orderLineAccess(accessByShow, order, line)} />{' '}
                      <SeatFeatureBadges features={line.features} />
                    </td>
                    <td>{formatPrice(line.price)}</td>
                    <td>{line.count}</td>
                    <td>{formatPrice(line.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <OrderFacts
              facts={[
                [t('total'), formatPrice(order.total)],
                [t('couponDiscount'), order.couponDiscount > 0 && `-${formatPrice(order.couponDiscount)}`],
                [t('discountCode'), order.discountCodeDiscount > 0 && `-${formatPrice(order.discountCodeDiscount)}`],
                [t('pointsDeduction'), order.pointsDeduction > 0 && `-${formatPrice(order.pointsDeduction)}`],
                [t('payable'), <strong key="payable">{formatPrice(order.payable)}</strong>],
              ]}
            />
            <OrderActions order={order} locale={locale} />
          </article>
        )}
      </QueryState>
    </>
  );
}

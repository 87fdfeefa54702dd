'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/shows/rules';
import type { Quote } from '@/lib/ticketing/types';
import pageStyles from '@/components/ui/purchase-page.module.css';

/** Every amount before paying: the total, each discount, and the final amount. */
export function OrderSummary({ quote }: { quote: Quote }) {
  const t = useTranslations('Checkout');
  const rows: { key: string; label: string; amount: number }[] = [
    { key: 'coupon', label: t('couponDiscount', { code: quote.couponCode ?? '' }), amount: quote.couponDiscount },
    {
      key: 'discountCode',
      label: t('discountCodeDiscount', { code: quote.discountCode ?? '' }),
      amount: quote.discountCodeDiscount,
    },
    { key: 'points', label: t('pointsDeduction', { points: quote.pointsUsed }), amount: quote.pointsDeduction },
    { key: 'gateway', label: t('unionPayDiscount'), amount: quote.gatewayDiscount },
  ];
  return (
    <dl className={pageStyles.totals} data-testid="checkout-totals">
      <div>
        <dt>{t('ticketsTotal', { count: quote.ticketCount })}</dt>
        <dd data-testid="total">{formatPrice(quote.total)}</dd>
      </div>
      {rows
        .filter((r) => r.amount > 0)
        .map((r) => (
          <div key={r.key} className={pageStyles.discount} data-testid={`discount-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>−{formatPrice(r.amount)}</dd>
          </div>
        ))}
      <div className={pageStyles.grand}>
        <dt>{t('payable')}</dt>
        <dd data-testid="payable">{formatPrice(quote.payable)}</dd>
      </div>
    </dl>
  );
}

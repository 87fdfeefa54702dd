'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCoupons } from '@/lib/bff/client/hooks/account';
import type { Coupon } from '@/lib/ticketing/types';
import type { Locale } from '@/lib/i18n/routing';
import { couponState, couponValue, orderCoupons } from './coupon-order';
import { formatDate } from '@/lib/text/dates';
import { formatPrice } from '@/lib/shows/rules';
import { Pager } from '@/components/ui/Pager';
import { QueryState } from './QueryState';
import styles from './Coupons.module.css';

const TABS = [
  { status: 2, key: 'notUsed' },
  { status: 1, key: 'used' },
] as const;

/** Coupons by tab (not used / used), as 384x288 cards with paging. */
export function Coupons({ locale }: { locale: Locale }) {
  const t = useTranslations('Profile');
  const [status, setStatus] = useState<1 | 2>(2);
  const [page, setPage] = useState(1);
  const coupons = useCoupons(status, page);
  // the coupons' states as of when they were read (a pure render: no clock read here)
  const now = coupons.dataUpdatedAt;
  const items = orderCoupons(coupons.data?.items ?? [], now);
  return (
    <>
      <div role="tablist" aria-label={t('coupons')} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            className={styles.tab}
            onClick={() => {
              setStatus(tab.status);
              setPage(1);
            }}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <QueryState isPending={coupons.isPending} isError={coupons.isError} isEmpty={items.length === 0}>
          <ul className={styles.couponGrid}>
            {items.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} locale={locale} now={now} />
            ))}
          </ul>
          <Pager
            page={page}
            hasPrevious={page > 1}
            hasNext={page < (coupons.data?.totalPage ?? 1)}
            pageCount={coupons.data?.totalPage}
            onPage={setPage}
          />
        </QueryState>
      </div>
    </>
  );
}

function CouponCard({ coupon, locale, now }: { coupon: Coupon; locale: Locale; now: number }) {
  const t = useTranslations('Profile');
  const worth = couponValue(coupon);
  const value = !worth
    ? ''
    : worth.kind === 'amount'
      ? t('off', { amount: worth.amount })
      : t('discount', { percentOff: worth.percentOff, zhe: worth.zhe });
  const state = couponState(coupon, now);
  return (
    <li
      className={`${styles.coupon} ${state === 'used' || state === 'expired' ? styles.couponOff : ''}`}
      data-testid="coupon"
      data-state={state}
    >
      <p className={styles.couponValue}>{value}</p>
      <h3 className={styles.couponName}>{coupon.name}</h3>
      {coupon.minSpend > 0 && <p>{t('minSpend', { amount: formatPrice(coupon.minSpend).slice(1) })}</p>}
      <p className={styles.muted}>
        {t('validUntil', { from: formatDate(coupon.validFrom, locale), to: formatDate(coupon.validTo, locale) })}
      </p>
      <p className={styles.couponCode}>{coupon.code}</p>
      {state === 'expired' && <span className={styles.couponBadge}>{t('expired')}</span>}
    </li>
  );
}

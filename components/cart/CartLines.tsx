'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatShowTime } from '@/lib/text/dates';
import { formatPrice } from '@/lib/shows/rules';
import { groupCart } from '@/lib/cart/totals';
import { htmlLang, type Locale } from '@/lib/i18n/routing';
import type { CartItem } from '@/lib/ticketing/types';
import pageStyles from '@/components/ui/purchase-page.module.css';
import styles from './Cart.module.css';

type Props = {
  items: CartItem[];
  /** the controls of one line (quantity, remove); none for a read-only list */
  controls?: (item: CartItem) => ReactNode;
};

/** Cart lines grouped by show and performance, with each line's price and subtotal. */
export function CartLines({ items, controls }: Props) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  // names in another language than the page's (a guest's seats as stored) are marked as such
  const langOf = (lang: Locale | undefined) => (lang && lang !== locale ? htmlLang(lang) : undefined);
  return (
    <div className={styles.groups}>
      {groupCart(items).map((show) => (
        <section
          key={show.projectToken || show.projectName}
          className={pageStyles.show}
          data-testid="cart-show"
          aria-label={show.projectName}
        >
          <h2 className={styles.showTitle} lang={langOf(show.lang)}>
            {show.projectName}
          </h2>
          <p className={styles.venue} lang={langOf(show.lang)}>
            {show.siteName}
          </p>
          {show.performances.map((performance) => (
            <div key={performance.eventId} className={styles.performance} data-testid="cart-performance">
              <h3 className={styles.performanceTitle}>
                {formatShowTime(performance.showTime, locale)}
                {performance.ended && <span className={styles.tagWarn}>{t('ended')}</span>}
              </h3>
              <ul className={styles.lines}>
                {performance.items.map((item) => (
                  <li
                    key={item.superGoodId}
                    className={styles.line}
                    data-testid="cart-line"
                    data-good={item.superGoodId}
                  >
                    <div className={styles.lineWhat}>
                      {item.seatLabel ? (
                        <span className={styles.lineLabel} lang={langOf(item.lang)}>
                          {item.seatLabel}
                        </span>
                      ) : (
                        <span className={styles.lineLabel}>{t('ticketAt', { price: formatPrice(item.price) })}</span>
                      )}
                      <span className={styles.tags}>
                        {item.publicInterest && <span className={styles.tag}>{t('nonProfit')}</span>}
                        {item.realName && <span className={styles.tag}>{t('realName')}</span>}
                        {!item.available && !item.ended && <span className={styles.tagWarn}>{t('unavailable')}</span>}
                      </span>
                    </div>
                    <div className={styles.lineUnit}>
                      {item.seated
                        ? formatPrice(item.price)
                        : t('unitTimes', { price: formatPrice(item.price), count: item.goodCount })}
                    </div>
                    {controls && <div className={styles.lineControls}>{controls(item)}</div>}
                    <div className={styles.lineSubtotal} data-testid="line-subtotal">
                      {formatPrice(item.price * item.goodCount)}
                    </div>
                  </li>
                ))}
              </ul>
              <p className={styles.performanceTotal}>
                {t('performanceTotal', { count: performance.tickets })}{' '}
                <strong>{formatPrice(performance.subtotal)}</strong>
              </p>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

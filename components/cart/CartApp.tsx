'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { cartStatus, useCart, useCartChange, useCartRefusals, useCartReloading } from '@/lib/bff/client/hooks/cart';
import { useMember, useSignedIn } from '@/lib/bff/client/hooks/session';
import { cartTotals } from '@/lib/cart/totals';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { canDecrease, canIncrease, formatPrice } from '@/lib/shows/rules';
import { MAX_TICKETS, PUBLIC_INTEREST_MAX } from '@/lib/shows/ticket-limits';
import type { CartItem } from '@/lib/ticketing/types';
import { loginHref } from '@/lib/url/local-path';
import { ticketIssues } from '@/lib/validation/checkout';
import { CartLines } from './CartLines';
import { IssueList } from './IssueList';
import buttonStyles from '@/components/ui/buttons.module.css';
import pageStyles from '@/components/ui/purchase-page.module.css';
import styles from './Cart.module.css';

/** The most this line may hold: 6, 2 for a non-profit price, and 6 per performance in all. */
export function lineMax(item: CartItem, items: CartItem[]): number {
  const others = items
    .filter((i) => i.eventId === item.eventId && i.superGoodId !== item.superGoodId)
    .reduce((s, i) => s + i.goodCount, 0);
  const otherNonProfit = items
    .filter((i) => i.publicInterest && i.superGoodId !== item.superGoodId)
    .reduce((s, i) => s + i.goodCount, 0);
  const cap = item.publicInterest ? PUBLIC_INTEREST_MAX - otherNonProfit : MAX_TICKETS;
  return Math.max(1, Math.min(cap, MAX_TICKETS - others));
}

/** /cart: the member's (or a guest's) tickets by show and performance, quantities, totals in RMB. */
export function CartApp() {
  const t = useTranslations('Cart');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const signedIn = useSignedIn();
  const cart = useCart();
  const change = useCartChange();
  const { refusals, since } = useCartRefusals();
  // closing the refusals is this page's own state: a later refusal shows again
  const [dismissed, setDismissed] = useState<number | null>(null);
  const errors = since === dismissed ? [] : refusals;
  const account = useMember();
  const status = cartStatus(cart, useCartReloading());
  const items = cart.data ?? [];
  const available = items.filter((i) => i.available);
  const totals = cartTotals(available);
  const issues = ticketIssues(
    available.map((i) => ({ ...i })),
    // a guest's bound card is not known yet: checked again at checkout
    signedIn ? Boolean(account.data?.idCardMasked) || !account.data : true,
  ).filter((issue) => issue !== 'noItems');
  const busy = change.isPending || status === 'getcart';

  const controls = (item: CartItem) => {
    const max = lineMax(item, items);
    return (
      <>
        {signedIn && !item.seated && (
          <div
            className={styles.stepper}
            role="group"
            aria-label={t('quantityOf', { item: item.seatLabel ?? formatPrice(item.price) })}
          >
            <button
              type="button"
              aria-label={t('decrease')}
              disabled={busy || !canDecrease(item.goodCount)}
              onClick={() =>
                change.mutate({
                  kind: 'remove',
                  item: { eventId: item.eventId, superGoodId: item.superGoodId, goodCount: 1 },
                })
              }
            >
              −
            </button>
            <output data-testid="line-quantity">{item.goodCount}</output>
            <button
              type="button"
              aria-label={t('increase')}
              disabled={busy || !canIncrease(item.goodCount, max)}
              onClick={() =>
                change.mutate({
                  kind: 'add',
                  items: [{ eventId: item.eventId, superGoodId: item.superGoodId, goodCount: 1 }],
                })
              }
            >
              +
            </button>
          </div>
        )}
        <button
          type="button"
          className={buttonStyles.textButton}
          disabled={busy}
          onClick={() =>
            change.mutate({ kind: 'remove', item: { eventId: item.eventId, superGoodId: item.superGoodId } })
          }
        >
          {t('remove')}
          <span className="visually-hidden"> {item.seatLabel ?? `${item.projectName} ${formatPrice(item.price)}`}</span>
        </button>
      </>
    );
  };

  return (
    <div className={`container ${pageStyles.page}`} data-testid="cart" data-cart-status={status}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <p className="visually-hidden" role="status">
        {status === 'getcart' ? t('updating') : ''}
      </p>

      {errors.length > 0 && (
        <div className={pageStyles.errors} role="alert" data-testid="cart-errors">
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <button type="button" className={buttonStyles.textButton} onClick={() => setDismissed(since)}>
            {tc('close')}
          </button>
        </div>
      )}
      {change.isError && !refusals.length && (
        <p className={pageStyles.errors} role="alert">
          {t('changeFailed')}
        </p>
      )}

      {cart.isError && (
        <div className={pageStyles.errors} role="alert" data-testid="cart-load-error">
          <p>{cart.data ? t('refreshFailed') : t('loadFailed')}</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void cart.refetch()}
            disabled={cart.isFetching}
          >
            {tc('retry')}
          </button>
        </div>
      )}

      {(status === 'initial' || status === 'loading') && !cart.data && (
        <p className={pageStyles.state} role="status">
          {tc('loading')}
        </p>
      )}

      {cart.data && items.length === 0 && (
        <div className={pageStyles.empty} data-testid="cart-empty">
          <p>{t('empty')}</p>
          <Link href="/events" className={buttonStyles.primary}>
            {t('browse')}
          </Link>
        </div>
      )}

      {items.length > 0 && (
        <div className={pageStyles.layout}>
          <CartLines items={items} controls={controls} />
          <aside className={pageStyles.summary} aria-labelledby="cart-summary-title" data-testid="cart-summary">
            <h2 id="cart-summary-title" className={pageStyles.summaryTitle}>
              {t('summary')}
            </h2>
            <dl className={pageStyles.totals}>
              <div>
                <dt>{t('tickets')}</dt>
                <dd data-testid="cart-ticket-count">{totals.tickets}</dd>
              </div>
              <div className={pageStyles.grand}>
                <dt>{t('total')}</dt>
                <dd data-testid="cart-total">{formatPrice(totals.amount)}</dd>
              </div>
            </dl>
            {available.length < items.length && <p className={pageStyles.note}>{t('unavailableLeftOut')}</p>}
            <p className={pageStyles.note}>{t('rulesNote')}</p>
            <IssueList issues={issues} />
            <div className={pageStyles.checkoutBar}>
              <span className={pageStyles.barTotal} aria-hidden="true">
                {formatPrice(totals.amount)}
              </span>
              {!signedIn ? (
                <Link
                  className={buttonStyles.primary}
                  href={loginHref(getPathname({ locale, href: '/cart' }))}
                  data-testid="cart-login"
                >
                  {t('loginToCheckout')}
                </Link>
              ) : available.length === 0 || issues.length > 0 || busy ? (
                <button type="button" className={buttonStyles.primary} disabled data-testid="cart-checkout">
                  {t('checkout')}
                </button>
              ) : (
                <Link className={buttonStyles.primary} href="/checkout" data-testid="cart-checkout">
                  {t('checkout')}
                </Link>
              )}
            </div>
            {!signedIn && <p className={pageStyles.note}>{t('guestNote')}</p>}
          </aside>
        </div>
      )}
    </div>
  );
}

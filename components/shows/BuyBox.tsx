'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useShow } from '@/lib/bff/client/hooks/shows';
import { Link } from '@/lib/i18n/navigation';
import {
  buyState,
  clampQuantity,
  initialPrice,
  initialSelection,
  maxQuantity,
  sortEvents,
  sortPrices,
} from '@/lib/shows/rules';
import type { Performance } from '@/lib/ticketing/types';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { onSaleTime } from '@/lib/shows/on-sale';
import { heldUntilSale, OnSaleNotice, useOnSaleLabel, useSaleClock } from './on-sale/OnSaleNotice';
import saleStyles from './on-sale/OnSale.module.css';
import { AddToCalendar } from './buy/AddToCalendar';
import { DateChoice, PriceChoice, QuantityChoice } from './buy/BuyChoices';
import { MobileBuyBar } from './buy/MobileBuyBar';
import { useBuyFlow } from './buy/useBuyFlow';
import { useResumedChoice } from './buy/useResumedChoice';
import styles from './BuyBox.module.css';

type Props = {
  projectToken: string;
  /** 'page' adds the phone's sticky bar */
  variant?: 'page' | 'modal' | 'festival';
};

type Choice = { eventToken: string | null; priceId: number | null };

/** Event, price and quantity choice with live stock, and the buy flow (spec section 4). */
export function BuyBox({ projectToken, variant = 'page' }: Props) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const ts = useTranslations('OnSale');
  const show = useShow(projectToken);
  const flow = useBuyFlow(projectToken);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [quantity, setQuantity] = useState(1);
  const now = useSaleClock(show.data);
  const here = usePathname();
  const saleLabel = useOnSaleLabel();
  // the box held its buying back during this visit: it says so when the time comes
  const [wasHeld, setWasHeld] = useState(false);

  const resumed = useResumedChoice({
    signedIn: flow.signedIn,
    show: show.data,
    choose: setChosen,
    addTickets: flow.addTickets,
    setMessage: flow.setMessage,
  });

  if (show.isPending)
    return (
      <p className={styles.status} role="status">
        {tc('loading')}
      </p>
    );
  // ticketing down or failing: the translated error and a retry (the page around it stays usable)
  if (show.isError || !show.data) return <FetchStatus status="error" onRetry={() => void show.refetch()} />;

  const project = show.data;
  const events = sortEvents(project.performances);
  const selection = chosen ?? initialSelection(project);
  const event = events.find((e) => e.eventToken === selection.eventToken) ?? events[0] ?? null;
  const prices = event ? sortPrices(event.prices) : [];
  const price = prices.find((p) => p.priceId === selection.priceId) ?? initialPrice(event);
  const seated = project.seated;
  const saleAt = onSaleTime(project, event);
  const held = heldUntilSale(saleAt, now);
  // an operator's on-sale with its pre-queue begun: the way into the line whose order is drawn at the time
  const queueHref =
    held && project.queueFrom !== undefined && now !== null && now >= project.queueFrom
      ? `/queue/join?scope=${encodeURIComponent(`show:${projectToken}`)}&to=${encodeURIComponent(here)}`
      : null;
  if (held && !wasHeld) setWasHeld(true);
  const state = buyState(event, price, seated);
  const max = maxQuantity(price, project.nonProfitLimit);
  const count = clampQuantity(quantity, max);

  function choose(choice: Choice) {
    setChosen(choice);
    setQuantity(1);
    flow.setMessage(null);
    resumed.chooseAgain();
  }
  const chooseEvent = (next: Performance) =>
    choose({ eventToken: next.eventToken, priceId: initialPrice(next)?.priceId ?? null });

  const buy = () => {
    if (event && state === 'buy' && !held) void flow.buy(seated, event, price, count);
  };
  const label =
    state === 'buy' ? (seated ? t('chooseSeats') : t('buy')) : state === 'ended' ? t('ended') : t('soldOut');
  // the choice kept across the login is in the cart: the box leads on, it does not offer the same tickets again
  const inCart = resumed.inCart !== null;

  return (
    <div className={styles.box} data-testid="buy-box" data-seated={seated ? 'true' : 'false'}>
      <DateChoice events={events} current={event} onChoose={chooseEvent} />
      <PriceChoice
        prices={prices}
        current={price}
        seated={seated}
        max={max}
        onChoose={(priceId) => choose({ eventToken: event?.eventToken ?? null, priceId })}
      />
      {!seated && state === 'buy' && !inCart && !held && (
        <QuantityChoice id={`qty-${projectToken}`} count={count} max={max} onChange={setQuantity} />
      )}

      {event && event.discounts.length > 0 && (
        <ul className={styles.discounts} aria-label={t('discounts')}>
          {event.discounts.map((d) => (
            <li key={d.id}>{d.name}</li>
          ))}
        </ul>
      )}

      {held && <OnSaleNotice at={saleAt} now={now} queueHref={queueHref} />}
      {/* there from the first render, so the words put in it at the time are announced */}
      {saleAt !== null && (
        <p role="status" className={saleStyles.spoken}>
          {wasHeld && !held ? ts('nowOnSale') : ''}
        </p>
      )}

      <div className={styles.actions}>
        {held && !inCart ? null : inCart ? (
          <>
            <Link className={styles.buy} href="/checkout" data-testid="buy-checkout">
              {t('goToCheckout')}
            </Link>
            <button type="button" className={styles.textButton} onClick={resumed.chooseAgain}>
              {t('chooseMore')}
            </button>
          </>
        ) : state === 'buy' ? (
          <button type="button" className={styles.buy} onClick={buy} disabled={flow.busy} data-testid="buy-button">
            {label}
          </button>
        ) : (
          <button type="button" className={styles.buy} disabled data-testid="buy-state">
            {label}
          </button>
        )}
        {event && <AddToCalendar show={project} event={event} />}
      </div>
      {flow.message && (
        <p
          className={flow.message.kind === 'ok' ? styles.ok : styles.error}
          role={flow.message.kind === 'ok' ? 'status' : 'alert'}
        >
          {flow.message.text} {flow.message.kind === 'ok' && <Link href="/cart">{t('goToCart')}</Link>}
        </p>
      )}

      {variant === 'page' && (
        <MobileBuyBar
          events={events}
          current={event}
          onChoose={chooseEvent}
          action={
            inCart
              ? { label: t('goToCheckout'), href: '/checkout' }
              : held
                ? { label: saleLabel(saleAt), onBuy: null }
                : state === 'buy'
                  ? { label, onBuy: buy, busy: flow.busy }
                  : { label, onBuy: null }
          }
        />
      )}
    </div>
  );
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/store';
import { useAddToCart } from '@/lib/bff/client/hooks/cart';
import { useSelectPerformance, useShow } from '@/lib/bff/client/hooks/shows';
import { ticketingKeys } from '@/lib/bff/client/keys';
import { getPathname, Link, useRouter } from '@/lib/i18n/navigation';
import { formatShortDate } from '@/lib/text/dates';
import { formatShowTime } from '@/lib/text/dates';
import {
  buyState,
  canDecrease,
  canIncrease,
  clampQuantity,
  initialPrice,
  initialSelection,
  isEnded,
  isPriceSoldOut,
  maxQuantity,
  nextStep,
  sortEvents,
  sortPrices,
  formatPrice,
} from '@/lib/shows/rules';
import type { Performance, ShowPrice } from '@/lib/ticketing/types';
import { loginHref } from '@/lib/url/local-path';
import { savePendingChoice, takePendingChoice, type PendingChoice } from '@/lib/cart/pending-choice';
import { useErrorText } from '@/components/member/remote-error';
import { FetchStatus } from '@/components/ui/FetchStatus';
import styles from './BuyBox.module.css';

type Props = {
  projectToken: string;
  /** 'page' adds the phone's sticky bar */
  variant?: 'page' | 'modal' | 'festival';
};

/** Event, price and quantity choice with live stock, and the buy flow (spec section 4). */
export function BuyBox({ projectToken, variant = 'page' }: Props) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const signedIn = useAuth((s) => s.signedIn);
  const show = useShow(projectToken);
  const select = useSelectPerformance();
  const add = useAddToCart();
  const busy = select.isPending || add.isPending;
  const [chosen, setChosen] = useState<{ eventToken: string | null; priceId: number | null } | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const pendingTaken = useRef(false);

  async function addNonSeat(event: Performance, price: ShowPrice, count: number): Promise<boolean> {
    try {
      await select.mutateAsync({ projectToken, eventToken: event.eventToken });
      await add.mutateAsync([{ eventId: event.eventToken, superGoodId: price.superGoodId, goodCount: count }]);
      await queryClient.invalidateQueries({ queryKey: ticketingKeys.show(locale, projectToken) });
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
      return false;
    }
  }

  /** The choice as it was if it still can be bought; else it is said what changed, and nothing is added. */
  async function resumeChoice(pending: PendingChoice, performances: Performance[], nonProfitLimit: number) {
    const event = performances.find((e) => e.eventToken === pending.eventToken);
    const price = event?.prices.find((p) => p.priceId === pending.priceId);
    if (!event || !price || isEnded(event)) {
      setMessage({ kind: 'error', text: t('choiceGone') });
      return;
    }
    const date = formatShowTime(event.showTime, locale);
    if (isPriceSoldOut(price) || pending.count > maxQuantity(price, nonProfitLimit)) {
      setChosen({ eventToken: event.eventToken, priceId: null });
      setMessage({
        kind: 'error',
        text: t('choiceSoldOut', { price: formatPrice(price.price), date, count: pending.count }),
      });
      return;
    }
    setChosen({ eventToken: event.eventToken, priceId: price.priceId });
    setQuantity(pending.count);
    if (await addNonSeat(event, price, pending.count)) {
      setMessage({
        kind: 'ok',
        text: t('choiceAdded', { price: formatPrice(price.price), date, count: pending.count }),
      });
    }
  }

  // Back from the login a guest's Buy led to: that choice, checked again against the live show.
  useEffect(() => {
    if (!signedIn || !show.data || pendingTaken.current) return;
    pendingTaken.current = true;
    const pending = takePendingChoice(show.data.projectToken);
    // the choice comes from sessionStorage (outside React), read once: setting the box from it here is the effect's job
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending) void resumeChoice(pending, show.data.performances, show.data.nonProfitLimit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the show and the session are known
  }, [signedIn, show.data]);

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
  const state = buyState(event, price, seated);
  const max = maxQuantity(price, project.nonProfitLimit);
  const count = clampQuantity(quantity, max);

  function chooseEvent(next: Performance) {
    setChosen({ eventToken: next.eventToken, priceId: initialPrice(next)?.priceId ?? null });
    setQuantity(1);
    setMessage(null);
  }

  function choosePrice(priceId: number) {
    setChosen({ eventToken: event?.eventToken ?? null, priceId });
    setQuantity(1);
    setMessage(null);
  }

  async function buy() {
    if (!event || state !== 'buy') return;
    setMessage(null);
    const step = nextStep(seated, signedIn);
    if (step.kind === 'login') {
      if (price)
        savePendingChoice({
          projectToken: project.projectToken,
          eventToken: event.eventToken,
          priceId: price.priceId,
          count,
        });
      // The share URL /events/show/{uuid} would open the quick view on the way back; /project/{id} is the same page.
      const here = window.location.pathname;
      const back = /\/events\/show\//.test(here)
        ? getPathname({ locale, href: `/project/${encodeURIComponent(project.projectToken)}` })
        : `${here}${window.location.search}`;
      router.push(loginHref(back));
      return;
    }
    if (step.kind === 'seats') {
      try {
        await select.mutateAsync({ projectToken: project.projectToken, eventToken: event.eventToken });
        router.push(
          `/project/${encodeURIComponent(project.projectToken)}/seats?event=${encodeURIComponent(event.eventToken)}`,
        );
      } catch (error) {
        setMessage({ kind: 'error', text: errorText(error) });
      }
      return;
    }
    if (price && (await addNonSeat(event, price, count))) setMessage({ kind: 'ok', text: t('added') });
  }

  const buyLabel = seated ? t('chooseSeats') : t('buy');
  const action =
    state === 'buy' ? (
      <button type="button" className={styles.buy} onClick={buy} disabled={busy} data-testid="buy-button">
        {buyLabel}
      </button>
    ) : (
      <button type="button" className={styles.buy} disabled data-testid="buy-state">
        {state === 'ended' ? t('ended') : t('soldOut')}
      </button>
    );

  return (
    <div className={styles.box} data-testid="buy-box" data-seated={seated ? 'true' : 'false'}>
      <fieldset className={styles.group}>
        <legend>{t('chooseDate')}</legend>
        <div className={styles.dates}>
          {events.map((e) => {
            const d = formatShortDate(e.showTime, locale);
            const past = isEnded(e);
            return (
              <button
                key={e.eventToken}
                type="button"
                className={styles.date}
                aria-pressed={e.eventToken === event?.eventToken}
                aria-label={`${formatShowTime(e.showTime, locale)}${past ? `, ${t('ended')}` : ''}`}
                onClick={() => chooseEvent(e)}
              >
                <span className={styles.day}>{d.day}</span>
                <span>
                  {d.weekday} {d.time}
                </span>
                {past && <span className={styles.tag}>{t('ended')}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('choosePrice')}</legend>
        <div className={styles.prices} data-testid="price-list">
          {prices.map((p) => {
            const out = isPriceSoldOut(p);
            const tags = (
              <>
                <span>{formatPrice(p.price)}</span>
                {p.nonProfit && <span className={styles.tag}>{t('nonProfit')}</span>}
                {out && <span className={styles.tag}>{t('soldOut')}</span>}
              </>
            );
            if (seated) {
              return (
                <span key={p.priceId} className={styles.price} data-testid="price-option">
                  {tags}
                </span>
              );
            }
            return (
              <button
                key={p.priceId}
                type="button"
                className={styles.price}
                aria-pressed={p.priceId === price?.priceId}
                disabled={out}
                onClick={() => choosePrice(p.priceId)}
                data-testid="price-option"
              >
                {tags}
              </button>
            );
          })}
        </div>
        {price && price.nonProfit && !seated && <p className={styles.note}>{t('nonProfitLimit', { max })}</p>}
      </fieldset>

      {!seated && state === 'buy' && (
        <div className={styles.quantity}>
          <span id={`qty-${projectToken}`}>{t('quantity')}</span>
          <div className={styles.stepper} role="group" aria-labelledby={`qty-${projectToken}`}>
            <button
              type="button"
              aria-label={t('decrease')}
              disabled={!canDecrease(count)}
              onClick={() => setQuantity(count - 1)}
            >
              −
            </button>
            <output aria-live="polite" data-testid="quantity">
              {count}
            </output>
            <button
              type="button"
              aria-label={t('increase')}
              disabled={!canIncrease(count, max)}
              onClick={() => setQuantity(count + 1)}
            >
              +
            </button>
          </div>
          <span className={styles.note}>{t('quantityLimit')}</span>
        </div>
      )}

      {event && event.discounts.length > 0 && (
        <ul className={styles.discounts} aria-label={t('discounts')}>
          {event.discounts.map((d) => (
            <li key={d.id}>{d.name}</li>
          ))}
        </ul>
      )}

      <div className={styles.actions}>
        {action}
        {event && (
          <a
            className={styles.ics}
            href={`/api/calendar?event=${encodeURIComponent(event.eventToken)}&locale=${locale}`}
            download
            aria-label={t('addToCalendarOf', { date: formatShowTime(event.showTime, locale) })}
          >
            {t('addToCalendar')}
          </a>
        )}
      </div>
      {message && (
        <p
          className={message.kind === 'ok' ? styles.ok : styles.error}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text} {message.kind === 'ok' && <Link href="/cart">{t('goToCart')}</Link>}
        </p>
      )}

      {variant === 'page' && (
        <div className={styles.mobileBar} data-testid="mobile-buy-bar">
          <label className={styles.mobileSelect}>
            <span className="visually-hidden">{t('session')}</span>
            <select
              value={event?.eventToken ?? ''}
              onChange={(e) => {
                const next = events.find((x) => x.eventToken === e.target.value);
                if (next) chooseEvent(next);
              }}
            >
              {events.map((e) => (
                <option key={e.eventToken} value={e.eventToken}>
                  {formatShowTime(e.showTime, locale)}
                </option>
              ))}
            </select>
          </label>
          {state === 'buy' ? (
            <button type="button" className={styles.buy} onClick={buy} disabled={busy}>
              {buyLabel}
            </button>
          ) : (
            <button type="button" className={styles.buy} disabled>
              {state === 'ended' ? t('ended') : t('soldOut')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { loginHref } from '@/lib/url/local-path';
import { useAuth } from '@/lib/auth/store';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { selectEvent } from '@/lib/shows/api';
import { addCartItems } from '@/lib/ticketing/cart';
import { formatShortDate, formatShowTime } from '@/lib/shows/format';
import { useShow } from '@/lib/shows/queries';
import {
  buyState,
  canDecrease,
  canIncrease,
  clampQuantity,
  initialSelection,
  isEnded,
  isPriceSoldOut,
  isPublicInterest,
  isSeated,
  maxQuantity,
  nextStep,
  sortEvents,
  sortPrices,
  formatPrice,
} from '@/lib/shows/rules';
import type { ShowEvent } from '@/lib/shows/types';
import { TicketingError } from '@/lib/ticketing/errors';
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
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const token = useAuth((s) => s.token);
  const show = useShow(projectToken, locale);
  const [chosen, setChosen] = useState<{ eventToken: string | null; priceId: number | null } | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (show.isPending) return <p className={styles.status} role="status">{tc('loading')}</p>;
  // ticketing down or failing: the translated error and a retry (the page around it stays usable)
  if (show.isError || !show.data) return <FetchStatus status="error" onRetry={() => void show.refetch()} />;

  const project = show.data;
  const events = sortEvents(project.eventVoList);
  const selection = chosen ?? initialSelection(project);
  const event = events.find((e) => e.eventToken === selection.eventToken) ?? events[0] ?? null;
  const prices = event ? sortPrices(event.priceVoList) : [];
  const price = prices.find((p) => p.priceId === selection.priceId) ?? prices[0] ?? null;
  const seated = isSeated(project);
  const state = buyState(event, price);
  const max = maxQuantity(price, project.publicInterestNum);
  const count = clampQuantity(quantity, max);

  function chooseEvent(next: ShowEvent) {
    const first = sortPrices(next.priceVoList)[0];
    setChosen({ eventToken: next.eventToken, priceId: first ? first.priceId : null });
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
    const step = nextStep(seated, Boolean(token));
    if (step.kind === 'login') {
      // The share URL /events/show/{uuid} would open the quick view on the way back; /project/{id} is the same page.
      const here = window.location.pathname;
      const back = /\/events\/show\//.test(here) ? localizedPath(locale, `/project/${encodeURIComponent(project.projectToken)}`) : `${here}${window.location.search}`;
      router.push(loginHref(locale, back));
      return;
    }
    setBusy(true);
    try {
      await selectEvent(project.projectToken, event.eventToken, locale, token);
      if (step.kind === 'seats') {
        router.push(`${localizedPath(locale, `/project/${encodeURIComponent(project.projectToken)}/seats`)}?event=${encodeURIComponent(event.eventToken)}`);
        return;
      }
      if (!price || !token) return;
      await addCartItems([{ eventId: event.eventToken, superGoodId: price.superGoodId, goodCount: count }], token, locale);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: ['show', project.projectToken] });
      setMessage({ kind: 'ok', text: t('added') });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof TicketingError ? error.message : tc('error') });
    } finally {
      setBusy(false);
    }
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
                {isPublicInterest(p) && <span className={styles.tag}>{t('nonProfit')}</span>}
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
        {price && isPublicInterest(price) && !seated && <p className={styles.note}>{t('nonProfitLimit', { max })}</p>}
      </fieldset>

      {!seated && state === 'buy' && (
        <div className={styles.quantity}>
          <span id={`qty-${projectToken}`}>{t('quantity')}</span>
          <div className={styles.stepper} role="group" aria-labelledby={`qty-${projectToken}`}>
            <button type="button" aria-label={t('decrease')} disabled={!canDecrease(count)} onClick={() => setQuantity(count - 1)}>
              −
            </button>
            <output aria-live="polite" data-testid="quantity">
              {count}
            </output>
            <button type="button" aria-label={t('increase')} disabled={!canIncrease(count, max)} onClick={() => setQuantity(count + 1)}>
              +
            </button>
          </div>
          <span className={styles.note}>{t('quantityLimit')}</span>
        </div>
      )}

      {event?.discountEventAuthExtendRespVos && event.discountEventAuthExtendRespVos.length > 0 && (
        <ul className={styles.discounts} aria-label={t('discounts')}>
          {event.discountEventAuthExtendRespVos.map((d) => (
            <li key={d.discountId}>{d.discountName}</li>
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
        <p className={message.kind === 'ok' ? styles.ok : styles.error} role={message.kind === 'ok' ? 'status' : 'alert'}>
          {message.text}{' '}
          {message.kind === 'ok' && <Link href={localizedPath(locale, '/cart')}>{t('goToCart')}</Link>}
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

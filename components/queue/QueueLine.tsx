'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { lineAddress, useQueueLine } from '@/lib/bff/client/hooks/queue-line';
import { useQueueSound } from '@/lib/stores/queue-sound';
import { formatShortDate, formatShowTime } from '@/lib/text/dates';
import type { LineView } from '@/lib/queue/describe';
import { takeLineHint } from './line-hint';
import { notifyTurn, playTurnSound } from './turn-alerts';
import { TurnAlerts } from './TurnAlerts';
import styles from './QueueLine.module.css';

type Props = {
  /** the line as the server saw it; null: the static queue page (the door's, the edge's), which asks first */
  initial: LineView | null;
  scope: string | null;
  /** the page to come back to; null: this very address (the edge answers at it) */
  to: string | null;
};

/**
 * The visitor's place in line, kept up to date without a reload (useQueueLine asks the status
 * route as often as the answer says, more often near the front), a new place announced politely
 * to screen readers (the status line below), and the visitor taken on when their turn comes.
 * Without JavaScript, the server's HTML is the same view and the page reloads itself (QueuePage).
 */
export function QueueLine({ initial, scope, to }: Props) {
  const t = useTranslations('Queue');
  const locale = useLocale();
  const { view, failed, join, show } = useQueueLine(initial, scope, to);
  // what the status line said last, and of which view (a new view may have something new to say)
  const [said, setSaid] = useState({ view, announcement: '' });
  if (view && view !== said.view) setSaid({ view, announcement: announce(t, said.view, view) ?? said.announcement });

  useEffect(() => {
    if (!view) {
      // the static queue page: the place the door just gave, else a number taken now
      const hint = takeLineHint(Date.now());
      if (hint)
        show({ ...hint, next: lineAddress(scope, to).back, show: null, soldOut: false, others: [], passMinutes: 0 });
      else join();
      return;
    }
    if (view.state === 'admitted' || view.state === 'open') {
      if (!document.hidden) {
        window.location.assign(view.next);
        return;
      }
      // their tab is elsewhere: tell them, and take them on when they come back
      document.title = t('documentTitleTurn', { title: document.title });
      if (useQueueSound.getState().on) playTurnSound();
      notifyTurn(t('notificationTitle'), t('notificationBody', { show: view.show?.name ?? '' }));
      const onBack = () => {
        if (document.hidden) return;
        document.removeEventListener('visibilitychange', onBack);
        window.location.assign(view.next);
      };
      document.addEventListener('visibilitychange', onBack);
      return () => document.removeEventListener('visibilitychange', onBack);
    }
    // not in this line (yet, or any more: a room switched off and on starts a new one), or refused
    // a number for a while: take one, at once for the server's first word, else when it says
    if (view.state === 'none' || view.state === 'refused') {
      const timer = setTimeout(join, view === initial && view.state === 'none' ? 0 : view.pollSeconds * 1000);
      return () => clearTimeout(timer);
    }
    // one conversation with the server per page load: each answer (a new view) says what comes next
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  return (
    <>
      <QueueView view={view} locale={locale} />
      {view?.state !== 'admitted' && view?.state !== 'open' && <TurnAlerts />}
      <p role="status" className={styles.live}>
        {failed ? t('failed') : said.announcement}
      </p>
    </>
  );
}

type Translate = ReturnType<typeof useTranslations<'Queue'>>;

/** What a new view has to tell screen readers after the one before: the turn, the draw, a new place; or nothing. */
function announce(t: Translate, before: LineView | null, view: LineView): string | null {
  if (view.state === 'admitted' || view.state === 'open') return t('announceTurn');
  const wait = waitText(t, view.waitSeconds);
  if (before?.state === 'prequeue' && view.state === 'waiting' && view.place !== null)
    return t('announceDrawn', { place: view.place, wait });
  if (view.place !== null && before?.place != null && view.place !== before.place)
    return t('announcePlace', { place: view.place, wait });
  return null;
}

function waitText(t: Translate, waitSeconds: number | null): string {
  if (waitSeconds === null) return '';
  return waitSeconds < 60 ? t('waitUnderMinute') : t('waitMinutes', { minutes: Math.ceil(waitSeconds / 60) });
}

/** What the visitor sees: the same markup from the server (no JavaScript) and in the browser. */
export function QueueView({ view, locale }: { view: LineView | null; locale: 'zh-hans' | 'en' }) {
  const t = useTranslations('Queue');
  const state = view?.state ?? 'none';
  const turn = state === 'admitted' || state === 'open';
  const title = turn
    ? t('titleTurn')
    : state === 'none'
      ? t('titleJoining')
      : state === 'refused'
        ? t('titleRefused')
        : state === 'prequeue'
          ? t('titlePrequeue')
          : t('titleWaiting');
  return (
    <section className={styles.line} aria-labelledby="queue-title">
      <h1 id="queue-title" className={styles.title}>
        {!turn && <span className={styles.pulse} aria-hidden="true" />}
        {title}
      </h1>
      {view?.show?.name ? (
        <p className={styles.for}>{t('forShow', { show: view.show.name })}</p>
      ) : view && view.scope === 'all' ? (
        <p className={styles.for}>{t('forShop')}</p>
      ) : null}

      {view?.soldOut && (
        <div className={styles.soldOut} role="alert">
          <h2>{t('soldOutTitle')}</h2>
          {view.others.length ? (
            <>
              <p>{t('soldOutOthers')}</p>
              <ul className={styles.others}>
                {view.others.map((other) => (
                  <li key={other.eventToken}>
                    <a href={other.href}>{formatShowTime(other.showTime, locale)}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('soldOutNone')}</p>
          )}
          <p>
            <a href={locale === 'en' ? '/en/events' : '/events'}>{t('whatsOn')}</a>
          </p>
        </div>
      )}

      {turn ? (
        <>
          <p>{t('turnText', { minutes: view?.passMinutes ?? 0 })}</p>
          <p>
            <a className={styles.button} href={view?.next ?? '/'}>
              {t('continue')}
            </a>
          </p>
        </>
      ) : state === 'none' ? (
        <p>{t('joining')}</p>
      ) : state === 'prequeue' ? (
        <Prequeue drawAt={view?.drawAt ?? null} locale={locale} />
      ) : state === 'refused' ? (
        <>
          <p>{t('refused')}</p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('retryIn')}</dt>
              <dd data-testid="queue-retry">{waitText(t, view?.pollSeconds ?? null)}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('keepOpen')}</p>
        </>
      ) : (
        <>
          <p>{t('intro')}</p>
          {state === 'unavailable' ? (
            <p>{t('unavailable')}</p>
          ) : (
            <dl className={styles.figures}>
              <div>
                <dt>{t('ticket')}</dt>
                <dd data-testid="queue-ticket">{view?.ticket}</dd>
              </div>
              <div>
                <dt>{t('place')}</dt>
                <dd data-testid="queue-place">{view?.place}</dd>
              </div>
              <div>
                <dt>{t('wait')}</dt>
                <dd data-testid="queue-wait">{waitText(t, view?.waitSeconds ?? null)}</dd>
              </div>
            </dl>
          )}
          {view && view.rate > 0 && <p className={styles.note}>{t('rate', { rate: view.rate })}</p>}
          <p className={styles.note}>{t('keepOpen')}</p>
        </>
      )}
    </section>
  );
}

/** Before the opening: a pre-queue ticket, no place yet; the order is drawn at `drawAt` (issue 45). */
function Prequeue({ drawAt, locale }: { drawAt: number | null; locale: 'zh-hans' | 'en' }) {
  const t = useTranslations('Queue');
  const time = drawAt === null ? '' : formatShortDate(drawAt, locale).time;
  return (
    <>
      <p data-testid="queue-prequeue">{t('prequeue', { time })}</p>
      <p className={styles.note}>{t('prequeueFair', { time })}</p>
      <p className={styles.note}>{t('keepOpen')}</p>
    </>
  );
}

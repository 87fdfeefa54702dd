'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useQueueSound } from '@/lib/stores/queue-sound';
import { formatShortDate, formatShowTime } from '@/lib/text/dates';
import type { LineView } from '@/lib/queue/describe';
import type { LineStatus } from '@/lib/platform/waiting-room/line';
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

const RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * How long to wait after the `failures`th failure in a row: doubling from RETRY_MS up to a
 * minute, never less than the answer's Retry-After (the edge's busy answer says 5 s), and spread
 * at random over its second half, so a crowd that failed together does not come back together.
 */
export function retryDelay(failures: number, retryAfterSeconds: number, random = Math.random()): number {
  const backoff = Math.min(MAX_RETRY_MS, Math.max(retryAfterSeconds * 1000, RETRY_MS * 2 ** (failures - 1)));
  return backoff / 2 + (random * backoff) / 2;
}
/** How old the door's word on the place may be for the page to show it rather than ask (ms). */
const HINT_FRESH_MS = 10_000;

/** The place the door gave this visitor a moment ago (lib/platform/waiting-room/visitor.ts), read once. */
function lineHint(now: number): LineStatus | null {
  const raw = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith('wr_line='));
  if (!raw) return null;
  document.cookie = 'wr_line=; path=/; max-age=0';
  try {
    const hint = JSON.parse(atob(raw.slice(8).replace(/-/g, '+').replace(/_/g, '/'))) as LineStatus & { at: number };
    return (hint.state === 'waiting' || hint.state === 'refused') && now - hint.at < HINT_FRESH_MS ? hint : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's place in line, kept up to date without a reload: it asks the status route as
 * often as the answer says (more often near the front), announces a new place politely to screen
 * readers (the status line below), and takes the visitor on when their turn comes. Without
 * JavaScript, the server's HTML is the same view and the page reloads itself (QueuePage).
 */
export function QueueLine({ initial, scope, to }: Props) {
  const t = useTranslations('Queue');
  const locale = useLocale();
  const [view, setView] = useState<LineView | null>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const shownPlace = useRef(initial?.place ?? null);
  const shownState = useRef(initial?.state ?? null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // the static queue page: at the address the visitor asked for, or at its own with ?scope=&to=
    const here = new URLSearchParams(window.location.search);
    const ownAddress = /^\/(en\/)?queue\/join\/?$/.test(window.location.pathname);
    const lineScope = scope ?? (ownAddress ? here.get('scope') : null);
    const back = to ?? (ownAddress ? here.get('to') : null) ?? `${window.location.pathname}${window.location.search}`;
    const query = new URLSearchParams({ locale, to: back, ...(lineScope ? { scope: lineScope } : {}) });

    const follow = (next: LineView) => {
      if (next.state === 'admitted' || next.state === 'open') {
        setAnnouncement(t('announceTurn'));
        if (document.hidden) {
          // their tab is elsewhere: tell them, and take them on when they come back
          document.title = t('documentTitleTurn', { title: document.title });
          if (useQueueSound.getState().on) playTurnSound();
          notifyTurn(t('notificationTitle'), t('notificationBody', { show: next.show?.name ?? '' }));
          const onBack = () => {
            if (document.hidden) return;
            document.removeEventListener('visibilitychange', onBack);
            window.location.assign(next.next);
          };
          document.addEventListener('visibilitychange', onBack);
          return;
        }
        window.location.assign(next.next);
        return;
      }
      // not in this line (yet, or any more: a room switched off and on starts a new one), or refused
      // a number for a while: take one
      timer = setTimeout(() => void ask(next.state === 'none' || next.state === 'refused'), next.pollSeconds * 1000);
    };
    let failures = 0;
    const ask = async (join: boolean) => {
      let retryAfter = 0;
      try {
        const res = join
          ? await fetch(`/api/queue/join?${query}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ scope: lineScope, to: back }),
            })
          : await fetch(`/api/queue/status?${query}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
        retryAfter = Number(res.headers.get('Retry-After')) || 0;
        // a 429 from the join route is a view too (refused a number for now); the edge's is not JSON
        if (!res.ok && res.status !== 429) throw new Error(String(res.status));
        const next = (await res.json()) as LineView;
        if (stopped) return;
        failures = 0;
        setFailed(false);
        setView(next);
        const wait = waitText(t, next.waitSeconds);
        if (shownState.current === 'prequeue' && next.state === 'waiting' && next.place !== null)
          setAnnouncement(t('announceDrawn', { place: next.place, wait }));
        else if (next.place !== null && next.place !== shownPlace.current && shownPlace.current !== null)
          setAnnouncement(t('announcePlace', { place: next.place, wait }));
        shownPlace.current = next.place;
        shownState.current = next.state;
        follow(next);
      } catch {
        if (stopped) return;
        setFailed(true);
        failures += 1;
        timer = setTimeout(() => void ask(join), retryDelay(failures, retryAfter));
      }
    };

    const hint = initial ? null : lineHint(Date.now());
    if (hint) {
      const first = { ...hint, next: back, show: null, soldOut: false, others: [], passMinutes: 0 };
      setView(first);
      shownPlace.current = first.place;
      follow(first);
    } else if (!initial || initial.state === 'none') void ask(true);
    else follow(initial);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // one conversation with the server per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <QueueView view={view} locale={locale} />
      {view?.state !== 'admitted' && view?.state !== 'open' && <TurnAlerts />}
      <p role="status" className={styles.live}>
        {failed ? t('failed') : announcement}
      </p>
    </>
  );
}

type Translate = ReturnType<typeof useTranslations<'Queue'>>;

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

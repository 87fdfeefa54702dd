'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth/store';
import { useAddToCart } from '@/lib/bff/hooks/cart';
import { useSeatMap, useShow } from '@/lib/bff/hooks/shows';
import { addGuestItems, guestCartItem } from '@/lib/cart/guest-cart';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { formatShowTime } from '@/lib/shows/format';
import { formatPrice, isEnded, MAX_SEATS, sortEvents, toggleSeatWithRules } from '@/lib/shows/rules';
import type { Seat, SeatGood } from '@/lib/ticketing/types';
import { loginHref } from '@/lib/url/local-path';
import { useErrorText } from '@/components/member/remote-error';
import styles from './SeatPicker.module.css';

/** Price zone colours, cheapest first. */
const palette = ['#2f7d5b', '#1a5fb4', '#8f3fb1', '#c2571a', '#b3261e', '#7a5c12'];
const ZOOMS = [1, 1.5, 2, 2.5];

/** A seat with a ticket on sale for this performance (free or not). */
type OnSale = Seat & { good: SeatGood };

type Props = { projectToken: string; showHref: string };

/** The seat map of a seated performance: zones by price, taken seats, up to 6 seats, add to cart. */
export default function SeatPicker({ projectToken, showHref }: Props) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const search = useSearchParams();
  const errorText = useErrorText();
  const signedIn = useAuth((s) => s.signedIn);
  const show = useShow(projectToken);
  const addToCart = useAddToCart();
  const events = show.data ? sortEvents(show.data.performances) : [];
  const eventToken = search.get('event') ?? events.find((e) => !isEnded(e))?.eventToken ?? events[0]?.eventToken ?? '';
  const event = events.find((e) => e.eventToken === eventToken) ?? null;
  const [zoom, setZoom] = useState(0);
  const [picked, setPicked] = useState<{ id: string; publicInterest: boolean }[]>([]);
  const [error, setError] = useState<string | null>(null);

  const seatMap = useSeatMap(eventToken);
  const bySeat = useMemo(() => new Map((seatMap.data?.seats ?? []).filter((s): s is OnSale => s.good !== null).map((s) => [s.seatId, s])), [seatMap.data]);
  const prices = useMemo(() => [...new Set([...bySeat.values()].map((s) => s.good.price))].sort((a, b) => a - b), [bySeat]);
  const colour = (price: number) => palette[prices.indexOf(price) % palette.length];

  if (show.isPending || seatMap.isPending) return <p role="status">{tc('loading')}</p>;
  if (show.isError || seatMap.isError) return <p role="alert">{tc('error')}</p>;

  const map = seatMap.data;
  const scale = ZOOMS[zoom];
  const chosen = picked.map((p) => bySeat.get(p.id)).filter((s): s is OnSale => Boolean(s));
  const total = chosen.reduce((sum, s) => sum + s.good.price, 0);
  const ended = event ? isEnded(event) : true;
  const seatText = (s: OnSale) => t('seatLabel', { row: s.row, number: s.number, price: formatPrice(s.good.price) });

  function toggle(seat: OnSale) {
    setError(null);
    setPicked((current) => toggleSeatWithRules(current, { id: seat.seatId, publicInterest: seat.good.nonProfit }, MAX_SEATS, show.data?.nonProfitLimit || 2));
  }

  function changeEvent(next: string) {
    setPicked([]);
    router.replace(`${window.location.pathname}?event=${encodeURIComponent(next)}`, { scroll: false });
  }

  async function add() {
    if (chosen.length === 0 || !event) return;
    if (!signedIn) {
      // the guest's seats wait in the guest cart, which moves to the member's cart at login
      addGuestItems(chosen.map((seat) => guestCartItem(show.data!, event, seat)));
      router.push(loginHref(locale, localizedPath(locale, '/cart')));
      return;
    }
    setError(null);
    try {
      await addToCart.mutateAsync(chosen.map((seat) => ({ eventId: event.eventToken, superGoodId: seat.good.superGoodId, goodCount: 1 })));
      router.push(localizedPath(locale, '/cart'));
    } catch (e) {
      setError(errorText(e));
      await seatMap.refetch();
    }
  }

  return (
    <div className={styles.picker}>
      <div className={styles.toolbar}>
        <label className={styles.session}>
          <span>{t('session')}</span>
          <select value={eventToken} onChange={(e) => changeEvent(e.target.value)}>
            {events.map((e) => (
              <option key={e.eventToken} value={e.eventToken}>
                {formatShowTime(e.showTime, locale)}
                {isEnded(e) ? ` (${t('ended')})` : ''}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.zoom} role="group" aria-label={t('seatMap')}>
          <button type="button" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label={t('zoomOut')}>
            −
          </button>
          <button type="button" onClick={() => setZoom(0)} disabled={zoom === 0}>
            {t('resetZoom')}
          </button>
          <button type="button" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1} aria-label={t('zoomIn')}>
            +
          </button>
        </div>
      </div>

      <ul className={styles.legend} aria-label={t('legend')}>
        {prices.map((p) => (
          <li key={p}>
            <span className={styles.swatch} style={{ background: colour(p) }} aria-hidden="true" />
            {formatPrice(p)}
          </li>
        ))}
        <li>
          <span className={`${styles.swatch} ${styles.swatchTaken}`} aria-hidden="true" />
          {t('taken')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchSelected}`} aria-hidden="true" />
          {t('selected')}
        </li>
      </ul>

      <div className={styles.viewport} data-testid="seat-map">
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          style={{ width: `${map.width * scale}px`, maxWidth: scale === 1 ? '100%' : 'none' }}
          className={styles.svg}
          role="group"
          aria-label={t('seatMap')}
        >
          <rect x={map.stage.x} y={map.stage.y} width={map.stage.width} height={map.stage.height} rx={6} className={styles.stage} />
          <text x={map.stage.x + map.stage.width / 2} y={map.stage.y + map.stage.height / 2 + 6} textAnchor="middle" className={styles.stageText}>
            {t('stage')}
          </text>
          {map.aisles.map((a, i) => (
            <rect key={i} x={a.x} y={a.y} width={a.width} height={a.height} className={styles.aisle} />
          ))}
          {map.seats.map((seat) => {
            const onSale = bySeat.get(seat.seatId);
            if (!onSale) return <circle key={seat.seatId} cx={seat.x} cy={seat.y} r={10} className={styles.offSale} aria-hidden="true" />;
            const good = onSale.good;
            const taken = good.status !== 'available' || ended;
            const selected = picked.some((p) => p.id === seat.seatId);
            return (
              <g
                key={seat.seatId}
                role="button"
                tabIndex={taken ? -1 : 0}
                aria-label={taken ? t('seatTaken', { row: seat.row, number: seat.number }) : seatText(onSale)}
                aria-pressed={selected}
                aria-disabled={taken || undefined}
                className={styles.seat}
                onClick={() => !taken && toggle(onSale)}
                onKeyDown={(e) => {
                  if (!taken && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault();
                    toggle(onSale);
                  }
                }}
              >
                <circle
                  cx={seat.x}
                  cy={seat.y}
                  r={11}
                  fill={taken ? '#c9c2b6' : selected ? '#16130f' : colour(good.price)}
                  className={selected ? styles.seatSelected : undefined}
                />
                {selected && (
                  <path d={`M${seat.x - 5} ${seat.y} l4 4 l7 -8`} stroke="#fff" strokeWidth={2} fill="none" aria-hidden="true" />
                )}
              </g>
            );
          })}
        </svg>
      </div>

      <aside className={styles.summary} aria-live="polite">
        <h2>{t('selectedSeats')}</h2>
        <p className={styles.hint}>{t('maxSeats', { max: MAX_SEATS })}</p>
        {chosen.length === 0 ? (
          <p>{t('noSeats')}</p>
        ) : (
          <ul className={styles.chosen} data-testid="chosen-seats">
            {chosen.map((seat) => (
              <li key={seat.seatId}>
                <span>{seatText(seat)}</span>
                <button type="button" onClick={() => toggle(seat)} aria-label={t('removeSeat', { seat: seatText(seat) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total}>
          {t('total')} <strong data-testid="seat-total">{formatPrice(total)}</strong>
        </p>
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <div className={styles.actions}>
          <button type="button" className={styles.add} disabled={chosen.length === 0 || addToCart.isPending || ended} onClick={add} data-testid="seats-add-to-cart">
            {signedIn ? t('addToCart') : t('loginToBuy')}
          </button>
          <Link href={showHref}>{t('backToShow')}</Link>
        </div>
      </aside>
    </div>
  );
}

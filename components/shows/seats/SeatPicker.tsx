'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { loginHref } from '@/lib/auth/return-to';
import { useAuth } from '@/lib/auth/store';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { fetchSeatGoods, fetchSiteInfo, type SeatGood } from '@/lib/shows/api';
import { addCartItems } from '@/lib/ticketing/cart';
import { formatShowTime } from '@/lib/text/dates';
import { useShow } from '@/lib/shows/queries';
import { formatPrice, isEnded, MAX_SEATS, sortEvents, toggleSeatWithRules } from '@/lib/shows/rules';
import { TicketingError } from '@/lib/ticketing/errors';
import { addGuestItems, guestCartItem } from '@/lib/ticketing/guest-cart';
import { bestAvailable } from './best-available';
import { BestAvailable, type PriceZone } from './BestAvailable';
import { SeatMap, type DrawnSeat } from './SeatMap';
import styles from './SeatPicker.module.css';

/** Price zone colours, cheapest first. */
const palette = ['#2f7d5b', '#1a5fb4', '#8f3fb1', '#c2571a', '#b3261e', '#7a5c12'];

type Props = { projectToken: string; showHref: string };

/** The seat map of a seated performance: zones by price, taken seats, best available, up to 6 seats, add to cart. */
export default function SeatPicker({ projectToken, showHref }: Props) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const search = useSearchParams();
  const queryClient = useQueryClient();
  const token = useAuth((s) => s.token);
  const show = useShow(projectToken, locale);
  const events = show.data ? sortEvents(show.data.eventVoList) : [];
  const eventToken = search.get('event') ?? events.find((e) => !isEnded(e))?.eventToken ?? events[0]?.eventToken ?? '';
  const event = events.find((e) => e.eventToken === eventToken) ?? null;
  const [picked, setPicked] = useState<{ id: string; publicInterest: boolean }[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** seats best available has just chosen, brought into view */
  const [revealed, setRevealed] = useState<string[] | null>(null);

  const goods = useQuery({
    queryKey: ['seatGoods', eventToken],
    queryFn: () => fetchSeatGoods(eventToken),
    enabled: Boolean(eventToken),
    staleTime: 0,
  });
  const siteId = goods.data?.siteId ?? show.data?.siteId ?? '';
  const siteVersionId = goods.data?.siteVersionId ?? show.data?.siteVersionId;
  const site = useQuery({
    queryKey: ['site', siteId, siteVersionId],
    queryFn: () => fetchSiteInfo(siteId, siteVersionId),
    enabled: Boolean(siteId),
    staleTime: 5 * 60_000,
  });

  const bySeat = useMemo(() => new Map((goods.data?.dataList ?? []).map((g) => [g.seatId, g])), [goods.data]);
  const prices = useMemo(() => [...new Set((goods.data?.dataList ?? []).map((g) => g.price))].sort((a, b) => a - b), [goods.data]);
  const colour = (price: number) => palette[prices.indexOf(price) % palette.length];
  const ended = event ? isEnded(event) : true;
  const seatText = (g: SeatGood) => t('seatLabel', { row: g.row, number: g.number, price: formatPrice(g.price) });
  const drawn = useMemo<DrawnSeat[]>(
    () =>
      (site.data?.seats ?? []).map((seat) => {
        const good = bySeat.get(seat.seatId);
        const available = Boolean(good && good.status === 'available' && !ended);
        return {
          id: seat.seatId,
          row: String(seat.row),
          x: seat.x,
          y: seat.y,
          price: good?.price ?? 0,
          available,
          onSale: Boolean(good),
          label: good ? (available ? seatText(good) : t('seatTaken', { row: good.row, number: good.number })) : '',
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- seatText and t follow the locale, which remounts the page
    [site.data, bySeat, ended],
  );

  if (show.isPending || goods.isPending || site.isPending) return <p role="status">{tc('loading')}</p>;
  if (show.isError || goods.isError || site.isError || !site.data || !goods.data) return <p role="alert">{tc('error')}</p>;

  const map = site.data;
  const chosen = picked.map((p) => bySeat.get(p.id)).filter((g): g is SeatGood => Boolean(g));
  const total = chosen.reduce((sum, g) => sum + g.price, 0);
  const publicInterestMax = show.data?.publicInterestNum || 2;
  const zones: PriceZone[] = prices.map((price) => {
    const ofPrice = drawn.filter((s) => s.onSale && s.price === price);
    return {
      price,
      colour: colour(price),
      free: ofPrice.filter((s) => s.available).length,
      publicInterest: ofPrice.some((s) => Number(bySeat.get(s.id)?.publicInterest) === 1),
    };
  });

  function findBest(price: number, count: number): boolean {
    const found = bestAvailable(drawn, { price, count }, map.stage);
    if (!found) return false;
    setError(null);
    setPicked(found.map((s) => ({ id: s.id, publicInterest: Number(bySeat.get(s.id)?.publicInterest) === 1 })));
    setRevealed(found.map((s) => s.id));
    return true;
  }

  function toggle(seatId: string) {
    const good = bySeat.get(seatId);
    if (!good) return;
    setError(null);
    setPicked((current) => toggleSeatWithRules(current, { id: good.seatId, publicInterest: Number(good.publicInterest) === 1 }, MAX_SEATS, publicInterestMax));
  }

  function changeEvent(next: string) {
    setPicked([]);
    router.replace(`${window.location.pathname}?event=${encodeURIComponent(next)}`, { scroll: false });
  }

  async function add() {
    if (chosen.length === 0 || !event) return;
    if (!token) {
      // the guest's seats wait in the guest cart, which moves to the member's cart at login
      addGuestItems(chosen.map((g) => guestCartItem(show.data!, event, g)));
      router.push(loginHref(locale, localizedPath(locale, '/cart')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addCartItems(chosen.map((g) => ({ eventId: event.eventToken, superGoodId: g.superGoodId, goodCount: 1 })), token, locale);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      router.push(localizedPath(locale, '/cart'));
    } catch (e) {
      setError(e instanceof TicketingError ? e.message : tc('error'));
      await goods.refetch();
      setBusy(false);
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
      </div>

      <BestAvailable
        zones={zones}
        maxSeats={MAX_SEATS}
        publicInterestMax={publicInterestMax}
        onFind={findBest}
        disabled={ended}
      />

      <ul className={styles.legend} aria-label={t('legend')} data-testid="seat-legend">
        {zones.map((z) => (
          <li key={z.price}>
            <span className={styles.swatch} style={{ background: z.colour }} aria-hidden="true" />
            {formatPrice(z.price)}
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
        {drawn.some((s) => !s.onSale) && (
          <li>
            <span className={`${styles.swatch} ${styles.swatchOffSale}`} aria-hidden="true" />
            {t('notOnSale')}
          </li>
        )}
      </ul>

      <SeatMap
        seats={drawn}
        stage={map.stage}
        colour={colour}
        selected={new Set(picked.map((p) => p.id))}
        onToggle={toggle}
        reveal={revealed}
      />

      <aside className={styles.summary} aria-live="polite">
        <h2>{t('selectedSeats')}</h2>
        <p className={styles.hint}>{t('maxSeats', { max: MAX_SEATS })}</p>
        {chosen.length === 0 ? (
          <p>{t('noSeats')}</p>
        ) : (
          <ul className={styles.chosen} data-testid="chosen-seats">
            {chosen.map((g) => (
              <li key={g.seatId}>
                <span>{seatText(g)}</span>
                <button type="button" onClick={() => toggle(g.seatId)} aria-label={t('removeSeat', { seat: seatText(g) })}>
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
          <button type="button" className={styles.add} disabled={chosen.length === 0 || busy || ended} onClick={add} data-testid="seats-add-to-cart">
            {token ? t('addToCart') : t('loginToBuy')}
          </button>
          <Link href={showHref}>{t('backToShow')}</Link>
        </div>
      </aside>
    </div>
  );
}

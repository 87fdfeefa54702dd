'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useAddGuestSeats, useAddToCart } from '@/lib/bff/client/hooks/cart';
import { useSignedIn } from '@/lib/bff/client/hooks/session';
import { useSeatMap, useShow } from '@/lib/bff/client/hooks/shows';
import { guestCartItem } from '@/lib/stores/guest-cart';
import { getPathname, usePathname, useRouter } from '@/lib/i18n/navigation';
import { formatShowTime } from '@/lib/text/dates';
import { companionsWithoutSpace, formatPrice, isEnded, sortEvents, toggleSeatWithRules } from '@/lib/shows/rules';
import { MAX_TICKETS, PAY_WINDOW_MINUTES } from '@/lib/shows/ticket-limits';
import type { Seat, SeatGood } from '@/lib/ticketing/types';
import { loginHref } from '@/lib/url/local-path';
import { useErrorText } from '@/components/forms/remote-error';
import { SiteLink } from '@/components/ui/SiteLink';
import { accessFor } from '@/lib/shows/access';
import { AccessBadges } from '../access/AccessBadges';
import { useAccessPerformances } from '../access/AccessContext';
import { bestAvailable, bestWheelchairPair } from './best-available';
import { BestAvailable, type PriceZone } from './BestAvailable';
import { SeatCard, type CardSeat } from './SeatCard';
import { FILTERS, SeatLegend, type ColourBy, type Filter, type KeyZone } from './SeatLegend';
import { SeatMap, type DrawnSeat } from './SeatMap';
import { FEATURE_KINDS, kindsOf, useSeatFeatureWords } from './feature-words';
import styles from './SeatPicker.module.css';

/** Price zone colours, cheapest first. */
const palette = ['#2f7d5b', '#1a5fb4', '#8f3fb1', '#c2571a', '#b3261e', '#7a5c12'];
/** Zone colours, nearest the stage first (another set, so the two colourings are not confused). */
const zonePalette = ['#0f6e76', '#a3471f', '#5b4aa8', '#6d6a12', '#9c2a6b', '#2d5f8b'];

/** Whether a seat is one a filter asks for (a wheelchair space's companion goes with it). */
const FILTER_MATCH: Record<Filter, (f: Seat['features']) => boolean> = {
  wheelchair: (f) => f.wheelchair || f.companionOf !== null,
  stepFree: (f) => f.stepFree,
  aisle: (f) => f.aisle,
};

/** A seat with a ticket on sale for this performance (free or not). */
type OnSale = Seat & { good: SeatGood };

/** `showHref`: the show's page inside the language, as content carries it. */
type Props = { projectToken: string; showHref: string };

/**
 * The seat map of a seated performance: zones by price (or by the venue's zones), taken seats, the
 * seats' features and filters for them, the seat's card, best available, up to 6 seats, add to cart.
 */
export default function SeatPicker({ projectToken, showHref }: Props) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const errorText = useErrorText();
  const featureWords = useSeatFeatureWords();
  const signedIn = useSignedIn();
  const show = useShow(projectToken);
  const addToCart = useAddToCart(projectToken);
  const addGuestSeats = useAddGuestSeats();
  const events = show.data ? sortEvents(show.data.performances) : [];
  const eventToken = search.get('event') ?? events.find((e) => !isEnded(e))?.eventToken ?? events[0]?.eventToken ?? '';
  const event = events.find((e) => e.eventToken === eventToken) ?? null;
  const access = useAccessPerformances();
  const accessKinds = (event && accessFor(access, event)?.kinds) || [];
  const [picked, setPicked] = useState<{ id: string; publicInterest: boolean }[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** seats best available has just chosen, brought into view */
  const [revealed, setRevealed] = useState<string[] | null>(null);
  const [filters, setFilters] = useState<Set<Filter>>(new Set());
  const [colourBy, setColourBy] = useState<ColourBy>('price');
  /** the seat pointed at or focused, shown in the seat's card */
  const [active, setActive] = useState<string | null>(null);
  const [jump, setJump] = useState<{ id: string; at: number } | null>(null);

  const seatMap = useSeatMap(eventToken);
  /** chosen seats someone else took since the last read: dropped from the choice, and said once */
  const [gone, setGone] = useState<{ data: typeof seatMap.data; note: string }>({ data: undefined, note: '' });
  if (seatMap.data !== gone.data) {
    const taken = picked.filter((p) => {
      const good = seatMap.data?.seats.find((s) => s.seatId === p.id)?.good;
      return good && good.status !== 'available';
    });
    const seats = seatMap.data?.seats ?? [];
    const note = taken
      .map((p) => seats.find((s) => s.seatId === p.id)!)
      .map((s) => t('seatGone', { row: s.row, number: s.number }))
      .join(' ');
    setGone({
      data: seatMap.data,
      note: note || (gone.data?.eventToken === seatMap.data?.eventToken ? gone.note : ''),
    });
    if (taken.length) setPicked(picked.filter((p) => !taken.includes(p)));
  }
  const bySeat = useMemo(
    () => new Map((seatMap.data?.seats ?? []).filter((s): s is OnSale => s.good !== null).map((s) => [s.seatId, s])),
    [seatMap.data],
  );
  const prices = useMemo(
    () => [...new Set([...bySeat.values()].map((s) => s.good.price))].sort((a, b) => a - b),
    [bySeat],
  );
  const zoneOrder = useMemo(() => [...new Set((seatMap.data?.seats ?? []).map((s) => s.zone))], [seatMap.data]);
  const priceColour = (price: number) => palette[prices.indexOf(price) % palette.length];
  const colour = (seat: DrawnSeat) =>
    colourBy === 'zone' ? zonePalette[zoneOrder.indexOf(seat.zone) % zonePalette.length] : priceColour(seat.price);
  const ended = event ? isEnded(event) : true;
  const placeText = (s: Seat) => t('seatPlace', { row: s.row, number: s.number });
  const seatText = (s: OnSale) => t('seatLabel', { row: s.row, number: s.number, price: formatPrice(s.good.price) });
  const byId = useMemo(() => new Map((seatMap.data?.seats ?? []).map((s) => [s.seatId, s])), [seatMap.data]);
  const spaceName = (s: Seat) => {
    const space = s.features.companionOf ? byId.get(s.features.companionOf) : undefined;
    return space ? placeText(space) : null;
  };
  /** the seat's name and what it is: "Row 10 Seat 9, ￥180, wheelchair space" */
  const seatName = (s: OnSale) =>
    [seatText(s), ...featureWords.words(s.features, 'inName', spaceName(s)).map((word) => word.text)].join(
      featureWords.separator,
    );
  const drawn = useMemo<DrawnSeat[]>(
    () =>
      (seatMap.data?.seats ?? []).map((seat) => {
        const onSale = bySeat.get(seat.seatId);
        const available = Boolean(onSale && onSale.good.status === 'available' && !ended);
        const wanted = [...filters];
        return {
          id: seat.seatId,
          row: String(seat.row),
          x: seat.x,
          y: seat.y,
          zone: seat.zone,
          price: onSale?.good.price ?? 0,
          available,
          onSale: Boolean(onSale),
          label: onSale ? (available ? seatName(onSale) : t('seatTaken', { row: seat.row, number: seat.number })) : '',
          kinds: kindsOf(seat.features),
          wheelchair: seat.features.wheelchair,
          companionOf: seat.features.companionOf,
          dimmed: wanted.length > 0 && !wanted.every((f) => FILTER_MATCH[f](seat.features)),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- seatName and t follow the locale, which remounts the page
    [seatMap.data, bySeat, ended, filters],
  );

  if (show.isPending || seatMap.isPending) return <p role="status">{tc('loading')}</p>;
  // a poll that failed keeps the map it has (the next one tries again)
  if (show.isError || !seatMap.data) return <p role="alert">{tc('error')}</p>;

  const map = seatMap.data;
  const chosen = picked.map((p) => bySeat.get(p.id)).filter((s): s is OnSale => Boolean(s));
  const total = chosen.reduce((sum, s) => sum + s.good.price, 0);
  const publicInterestMax = show.data?.nonProfitLimit || 2;
  const zones: PriceZone[] = prices.map((price) => {
    const ofPrice = drawn.filter((s) => s.onSale && s.price === price);
    return {
      price,
      colour: priceColour(price),
      free: ofPrice.filter((s) => s.available).length,
      publicInterest: ofPrice.some((s) => Boolean(bySeat.get(s.id)?.good.nonProfit)),
    };
  });

  const allSeats = seatMap.data.seats;
  const zoneNames = new Map(map.zones.map((z) => [z.zone, z.zoneName]));
  const keyZones: KeyZone[] = zoneOrder
    .filter((zone) => zoneNames.has(zone))
    .map((zone) => {
      const inZone = drawn.filter((s) => s.zone === zone && s.onSale);
      const free = inZone.filter((s) => s.available);
      return {
        zone,
        name: zoneNames.get(zone)!,
        colour: zonePalette[zoneOrder.indexOf(zone) % zonePalette.length],
        prices: [...new Set(inZone.map((s) => s.price))].sort((a, b) => a - b),
        free: free.length,
        firstSeat: (free[0] ?? inZone[0])?.id ?? '',
      };
    })
    .filter((z) => z.firstSeat);
  const offered = FILTERS.filter((f) => allSeats.some((s) => FILTER_MATCH[f](s.features)));
  const kinds = FEATURE_KINDS.filter((kind) => drawn.some((s) => s.kinds.includes(kind)));
  const activeSeat = active ? bySeat.get(active) : undefined;
  const card: CardSeat | null = activeSeat
    ? {
        title: seatText(activeSeat),
        place: placeText(activeSeat),
        zoneName: zoneNames.get(activeSeat.zone) ?? null,
        features: activeSeat.features,
        spaceName: spaceName(activeSeat),
      }
    : null;

  function findWheelchair(): boolean {
    const found = bestWheelchairPair(drawn, map.stage);
    if (!found) return false;
    setError(null);
    setPicked(found.map((s) => ({ id: s.id, publicInterest: Boolean(bySeat.get(s.id)?.good.nonProfit) })));
    setRevealed(found.map((s) => s.id));
    return true;
  }

  function findBest(price: number, count: number): boolean {
    const found = bestAvailable(drawn, { price, count }, map.stage);
    if (!found) return false;
    setError(null);
    setPicked(found.map((s) => ({ id: s.id, publicInterest: Boolean(bySeat.get(s.id)?.good.nonProfit) })));
    setRevealed(found.map((s) => s.id));
    return true;
  }

  function toggle(seatId: string) {
    const seat = bySeat.get(seatId);
    if (!seat) return;
    setError(null);
    setGone((current) => ({ ...current, note: '' }));
    setPicked((current) =>
      toggleSeatWithRules(
        current,
        { id: seat.seatId, publicInterest: seat.good.nonProfit },
        MAX_TICKETS,
        publicInterestMax,
      ),
    );
  }

  function changeEvent(next: string) {
    setPicked([]);
    router.replace(`${pathname}?event=${encodeURIComponent(next)}`, { scroll: false });
  }

  async function add() {
    if (chosen.length === 0 || !event) return;
    const alone = companionsWithoutSpace(chosen.map((s) => ({ id: s.seatId, companionOf: s.features.companionOf })));
    if (alone.length > 0) {
      const space = byId.get(alone[0].companionOf!);
      setError(t('companionAlone', { space: space ? placeText(space) : '' }));
      return;
    }
    if (!signedIn) {
      // the guest's seats wait in the guest cart, which moves to the member's cart at login
      await addGuestSeats.mutateAsync(chosen.map((seat) => guestCartItem(show.data!, event, seat, locale)));
      router.push(loginHref(getPathname({ locale, href: '/cart' })));
      return;
    }
    setError(null);
    try {
      await addToCart.mutateAsync(
        chosen.map((seat) => ({ eventId: event.eventToken, superGoodId: seat.good.superGoodId, goodCount: 1 })),
      );
      router.push('/cart');
    } catch (e) {
      // the seats are read again (one was taken meanwhile)
      setError(errorText(e));
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
        {accessKinds.length > 0 && (
          <p className={styles.access} data-testid="seat-map-access">
            <span className={styles.accessTitle}>{t('accessThisPerformance')}</span>{' '}
            <AccessBadges kinds={accessKinds} />
          </p>
        )}
      </div>

      <BestAvailable
        zones={zones}
        maxSeats={MAX_TICKETS}
        publicInterestMax={publicInterestMax}
        onFind={findBest}
        onFindWheelchair={allSeats.some((s) => s.features.wheelchair) ? findWheelchair : null}
        disabled={ended}
      />

      <SeatLegend
        prices={zones}
        zones={keyZones}
        kinds={kinds}
        colourBy={colourBy}
        onColourBy={setColourBy}
        hasOffSale={drawn.some((s) => !s.onSale)}
        filters={offered}
        on={filters}
        onFilter={(f, on) =>
          setFilters((current) => {
            const next = new Set(current);
            if (on) next.add(f);
            else next.delete(f);
            return next;
          })
        }
        onGoTo={(id) => setJump({ id, at: Date.now() })}
      />

      <SeatMap
        seats={drawn}
        stage={map.stage}
        colour={colour}
        selected={new Set(picked.map((p) => p.id))}
        onToggle={toggle}
        reveal={revealed}
        onActive={setActive}
        jump={jump}
      />

      <SeatCard seat={card} />

      <p role="status" className={styles.gone} data-testid="seat-gone-note">
        {gone.note}
      </p>

      <aside className={styles.summary} aria-live="polite">
        <h2>{t('selectedSeats')}</h2>
        <p className={styles.hint}>{t('maxSeats', { max: MAX_TICKETS })}</p>
        <p className={styles.hint}>{t('holdAfterOrder', { minutes: PAY_WINDOW_MINUTES })}</p>
        {chosen.length === 0 ? (
          <p>{t('noSeats')}</p>
        ) : (
          <ul className={styles.chosen} data-testid="chosen-seats">
            {chosen.map((seat) => (
              <li key={seat.seatId}>
                <span>{seatName(seat)}</span>
                <button
                  type="button"
                  onClick={() => toggle(seat.seatId)}
                  aria-label={t('removeSeat', { seat: seatText(seat) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total}>
          {t('total')} <strong data-testid="seat-total">{formatPrice(total)}</strong>
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.add}
            disabled={chosen.length === 0 || addToCart.isPending || addGuestSeats.isPending || ended}
            onClick={add}
            data-testid="seats-add-to-cart"
          >
            {signedIn ? t('addToCart') : t('loginToBuy')}
          </button>
          <SiteLink href={showHref}>{t('backToShow')}</SiteLink>
        </div>
      </aside>
    </div>
  );
}

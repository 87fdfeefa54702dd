'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  boundsOf,
  centreOf,
  neighbour,
  pitchOf,
  rowLabels,
  rowsOf,
  seatRadius,
  type MapSeat,
  type Stage,
} from './seat-geometry';
import type { FeatureKind } from './feature-words';
import { SeatShape } from './SeatShape';
import { useMapZoom } from './useMapZoom';
import styles from './SeatPicker.module.css';

/**
 * A seat on the map: on sale (a price and a state) or not on sale for this performance; its venue
 * zone, its features' marks, and whether a filter dims it.
 */
export type DrawnSeat = MapSeat & {
  onSale: boolean;
  label: string;
  zone: string;
  kinds: FeatureKind[];
  dimmed: boolean;
};

type Props = {
  seats: DrawnSeat[];
  stage: (Stage & { label: string }) | null;
  colour: (seat: DrawnSeat) => string;
  selected: Set<string>;
  onToggle: (id: string) => void;
  /** seats to bring into view (best available's answer) */
  reveal: string[] | null;
  /** the seat pointed at or focused (null when none), for the seat's card */
  onActive: (id: string | null) => void;
  /** a seat to move the keyboard's focus to (a zone of the key chosen); `at` tells two requests apart */
  jump: { id: string; at: number } | null;
};

const KEYS: Record<string, 'left' | 'right' | 'up' | 'down'> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The drawing of the hall: stage, seats by price colour, taken seats crossed out, seats not on
 * sale hollow, row numbers at both ends of each row. Every seat on sale is a button; the map is
 * one stop of the Tab key and the arrow keys move from seat to seat (a roving tab index); Page Up
 * and Page Down jump to the zone before or after.
 */
export function SeatMap({ seats, stage, colour, selected, onToggle, reveal, onActive, jump }: Props) {
  const t = useTranslations('Shows');
  const pitch = useMemo(() => pitchOf(seats), [seats]);
  const box = useMemo(() => boundsOf(seats, stage, pitch), [seats, stage, pitch]);
  const centreX = useMemo(() => centreOf(seats, stage), [seats, stage]);
  const rows = useMemo(() => rowsOf(seats, stage), [seats, stage]);
  const onSale = useMemo(
    () => rows.map((r) => ({ ...r, seats: r.seats.filter((s) => s.onSale) })).filter((r) => r.seats.length > 0),
    [rows],
  );
  const [viewport, zoom] = useMapZoom(
    useMemo(() => ({ ...box, centreX }), [box, centreX]),
    pitch,
  );
  const r = seatRadius(pitch);
  const [focusId, setFocusId] = useState<string | null>(null);
  /** how far down the map is scrolled: the row numbers at the box's left edge follow it */
  const [scrollTop, setScrollTop] = useState(0);

  // the seat that holds the map's one tab stop: the last one used, else a chosen one, else the best free one
  const tabStop =
    (focusId && seats.find((s) => s.id === focusId && s.onSale)?.id) ||
    seats.find((s) => selected.has(s.id))?.id ||
    onSale.flatMap((row) => row.seats).find((s) => s.available)?.id ||
    onSale[0]?.seats[0]?.id;

  useEffect(() => {
    if (!reveal?.length || zoom.scale === null) return;
    const first = viewport.current?.querySelector<SVGGElement>(`[data-seat-id="${CSS.escape(reveal[0])}"]`);
    first?.scrollIntoView?.({ block: 'center', inline: 'center', behavior: 'smooth' });
  }, [viewport, reveal, zoom.scale]);

  function focusSeat(id: string) {
    setFocusId(id);
    const g = viewport.current?.querySelector<SVGGElement>(`[data-seat-id="${CSS.escape(id)}"]`);
    g?.focus();
    return g;
  }

  // the seat's own focus handler makes it the map's tab stop
  const drawnYet = zoom.scale !== null;
  useEffect(() => {
    if (!jump || !drawnYet) return;
    const g = viewport.current?.querySelector<SVGGElement>(`[data-seat-id="${CSS.escape(jump.id)}"]`);
    g?.focus();
    g?.scrollIntoView?.({ block: 'center', inline: 'center' });
  }, [viewport, jump, drawnYet]);

  function onKeyDown(event: KeyboardEvent<SVGGElement>, seat: DrawnSeat) {
    const direction = KEYS[event.key];
    if (direction) {
      event.preventDefault();
      const next = neighbour(onSale, seat, direction);
      if (next) focusSeat(next.id);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      const next = zoneNeighbour(onSale, seat, event.key === 'PageDown' ? 1 : -1);
      if (next) focusSeat(next.id)?.scrollIntoView?.({ block: 'center', inline: 'center' });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (seat.available) onToggle(seat.id);
    }
  }

  const scale = zoom.scale ?? 1;
  return (
    <div className={styles.mapArea}>
      <div className={styles.zoom} role="group" aria-label={t('zoom')}>
        <button type="button" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut} aria-label={t('zoomOut')}>
          −
        </button>
        <button type="button" onClick={zoom.reset} disabled={zoom.isDefault}>
          {t('resetZoom')}
        </button>
        <button type="button" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn} aria-label={t('zoomIn')}>
          +
        </button>
      </div>
      <p className={styles.hint} id="seat-map-hint">
        {t('mapHint')}
      </p>
      <div className={styles.mapFrame}>
        {zoom.wider && (
          <div className={styles.rail} aria-hidden="true" data-testid="row-rail">
            {rows.map((row) => (
              <span key={row.row} style={{ top: (row.y - box.y) * scale - scrollTop }}>
                {row.row}
              </span>
            ))}
          </div>
        )}
        <div
          className={styles.viewport}
          ref={viewport}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          data-testid="seat-map"
          data-scale={zoom.scale?.toFixed(3) ?? ''}
        >
          {zoom.scale !== null && (
            <svg
              viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
              width={box.width * scale}
              height={box.height * scale}
              className={styles.svg}
              role="group"
              aria-label={t('seatMap')}
              aria-describedby="seat-map-hint"
            >
              {stage && (
                <g aria-hidden="true">
                  <rect
                    x={stage.x}
                    y={stage.y}
                    width={stage.width}
                    height={stage.height}
                    rx={6}
                    className={styles.stage}
                  />
                  <text
                    x={stage.x + stage.width / 2}
                    y={stage.y + stage.height / 2 + 6}
                    textAnchor="middle"
                    className={styles.stageText}
                  >
                    {t('stage')}
                  </text>
                </g>
              )}
              <g aria-hidden="true" className={styles.rowLabel}>
                {rowLabels(rows, pitch.x).map((label) => (
                  <g key={label.row}>
                    <text x={label.left} y={label.y} dy="0.35em" textAnchor="middle">
                      {label.row}
                    </text>
                    <text x={label.right} y={label.y} dy="0.35em" textAnchor="middle">
                      {label.row}
                    </text>
                  </g>
                ))}
              </g>
              {seats.map((seat) => {
                if (!seat.onSale)
                  return (
                    <circle
                      key={seat.id}
                      cx={seat.x}
                      cy={seat.y}
                      r={r - 1}
                      className={styles.offSale}
                      aria-hidden="true"
                    />
                  );
                const isSelected = selected.has(seat.id);
                const taken = !seat.available;
                return (
                  <g
                    key={seat.id}
                    role="button"
                    tabIndex={seat.id === tabStop ? 0 : -1}
                    aria-label={seat.label}
                    aria-pressed={isSelected}
                    aria-disabled={taken || undefined}
                    className={styles.seat}
                    data-seat-id={seat.id}
                    data-state={taken ? 'taken' : isSelected ? 'selected' : 'free'}
                    data-dimmed={seat.dimmed || undefined}
                    onClick={() => !taken && onToggle(seat.id)}
                    onKeyDown={(e) => onKeyDown(e, seat)}
                    onFocus={() => {
                      setFocusId(seat.id);
                      onActive(seat.id);
                    }}
                    onPointerEnter={() => onActive(seat.id)}
                  >
                    {/* the seat's whole cell answers a finger: 44 px or more at a phone's default zoom */}
                    <rect
                      x={seat.x - pitch.x / 2}
                      y={seat.y - pitch.y / 2}
                      width={pitch.x}
                      height={pitch.y}
                      className={styles.hit}
                    />
                    <SeatShape
                      x={seat.x}
                      y={seat.y}
                      r={r}
                      kinds={seat.kinds}
                      fill={taken || isSelected ? undefined : colour(seat)}
                    />
                    {taken && (
                      <path
                        d={`M${seat.x - r / 2} ${seat.y - r / 2} l${r} ${r} m0 ${-r} l${-r} ${r}`}
                        className={styles.cross}
                      />
                    )}
                    {isSelected && (
                      <path
                        d={`M${seat.x - r * 0.45} ${seat.y} l${r * 0.35} ${r * 0.35} l${r * 0.6} ${-r * 0.7}`}
                        className={styles.tick}
                      />
                    )}
                  </g>
                );
              })}
            </svg>
          )}
        </div>
      </div>
    </div>
  );
}

/** The first free seat (else the first seat) of the zone after or before the seat's, in the order from the stage. */
function zoneNeighbour(rows: { seats: DrawnSeat[] }[], from: DrawnSeat, step: 1 | -1): DrawnSeat | null {
  const seats = rows.flatMap((r) => r.seats);
  const zones = [...new Set(seats.map((s) => s.zone))];
  const zone = zones[zones.indexOf(from.zone) + step];
  const inZone = seats.filter((s) => s.zone === zone);
  return inZone.find((s) => s.available) ?? inZone[0] ?? null;
}

/**
 * The seat maps of the two seated venues: rows of seats with x/y coordinates (stage at the top),
 * a centre aisle and three zones. Generated from a few numbers, so they never drift between runs.
 */
import type { Lang } from './messages';
import { pick } from './messages';
import { seatAttributes } from './seat-attributes';

export type Seat = { seatId: string; row: number; number: number; x: number; y: number; zone: string };
export type Zone = { zone: string; nameZh: string; nameEn: string; rows: [number, number] };
export type SeatMapLayout = { prefix: string; rowSizes: number[]; zones: Zone[] };

export const layouts: Record<string, SeatMapLayout> = {
  lyric: {
    prefix: 'L',
    rowSizes: [14, 14, 16, 16, 16, 16, 18, 18, 18, 18],
    zones: [
      { zone: 'A', nameZh: '池座前区', nameEn: 'Front stalls', rows: [1, 4] },
      { zone: 'B', nameZh: '池座中区', nameEn: 'Middle stalls', rows: [5, 7] },
      { zone: 'C', nameZh: '池座后区', nameEn: 'Rear stalls', rows: [8, 10] },
    ],
  },
  buick: {
    prefix: 'B',
    rowSizes: [12, 14, 14, 16, 16, 16, 16, 16, 18, 18],
    zones: [
      { zone: 'A', nameZh: '前区', nameEn: 'Front', rows: [1, 3] },
      { zone: 'B', nameZh: '中区', nameEn: 'Middle', rows: [4, 7] },
      { zone: 'C', nameZh: '后区', nameEn: 'Rear', rows: [8, 10] },
    ],
  },
};

const SEAT_GAP = 30;
const ROW_GAP = 34;
const AISLE = 40;
const STAGE_DEPTH = 80;
const MARGIN = 30;

export function mapWidth(layout: SeatMapLayout): number {
  return Math.max(...layout.rowSizes) * SEAT_GAP + AISLE + 2 * MARGIN;
}

export function seatsOf(layout: SeatMapLayout): Seat[] {
  const centre = mapWidth(layout) / 2;
  const seats: Seat[] = [];
  layout.rowSizes.forEach((size, i) => {
    const row = i + 1;
    const half = size / 2;
    const zone = layout.zones.find((z) => row >= z.rows[0] && row <= z.rows[1])?.zone ?? 'A';
    for (let n = 1; n <= size; n++) {
      const left = n <= half;
      const offset = left ? -(half - n + 0.5) * SEAT_GAP - AISLE / 2 : (n - half - 0.5) * SEAT_GAP + AISLE / 2;
      seats.push({
        seatId: `${layout.prefix}${String(row).padStart(2, '0')}${String(n).padStart(2, '0')}`,
        row,
        number: n,
        x: Math.round(centre + offset),
        y: STAGE_DEPTH + MARGIN + i * ROW_GAP,
        zone,
      });
    }
  });
  return seats;
}

/** Seats from best to worst: front rows first, then from the centre outwards. */
export function seatsByPreference(layout: SeatMapLayout): Seat[] {
  const centre = mapWidth(layout) / 2;
  return [...seatsOf(layout)].sort(
    (a, b) => a.row - b.row || Math.abs(a.x - centre) - Math.abs(b.x - centre) || a.x - b.x,
  );
}

export function seatLabel(seatId: string, lang: Lang): string {
  const row = Number(seatId.slice(1, 3));
  const n = Number(seatId.slice(3, 5));
  return pick(lang, `${row}排${n}座`, `Row ${row}, Seat ${n}`);
}

/** The venue seat map as answered by findSiteInfoById. */
export function seatMapVo(layout: SeatMapLayout, lang: Lang) {
  const width = mapWidth(layout);
  const seats = seatsOf(layout);
  const centre = width / 2;
  return {
    width,
    height: STAGE_DEPTH + MARGIN * 2 + layout.rowSizes.length * ROW_GAP,
    stage: {
      x: MARGIN,
      y: 10,
      width: width - 2 * MARGIN,
      height: STAGE_DEPTH - 30,
      label: pick(lang, '舞台', 'Stage'),
    },
    aisles: [
      { x: centre - AISLE / 2, y: STAGE_DEPTH, width: AISLE, height: layout.rowSizes.length * ROW_GAP + MARGIN },
    ],
    zones: layout.zones.map((z) => ({ zone: z.zone, zoneName: pick(lang, z.nameZh, z.nameEn), rows: z.rows })),
    seatCount: seats.length,
    seats: seats.map((s) => ({ ...s, label: seatLabel(s.seatId, lang), ...seatAttributes(layout, s, lang) })),
  };
}

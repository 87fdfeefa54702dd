/**
 * The shape of a seat map, read from the seats' own coordinates (any venue, any numbering): how
 * far apart neighbouring seats are, which seats form a row, which row is nearest the stage, where
 * the row labels go, and how large the map must be drawn for a finger to hit one seat.
 */

/** A seat as the map needs it, whatever the ticketing backend calls its fields. */
export type MapSeat = {
  id: string;
  /** the row's name as printed on the ticket ("3", "A") */
  row: string;
  x: number;
  y: number;
  price: number;
  available: boolean;
  /** a wheelchair space (best available offers it only to a wheelchair request) */
  wheelchair?: boolean;
  /** a companion seat: the id of the wheelchair space it is sold with */
  companionOf?: string | null;
};

export type Stage = { x: number; y: number; width: number; height: number };

export type SeatRow<S extends MapSeat = MapSeat> = {
  row: string;
  /** left to right */
  seats: S[];
  y: number;
};

/** Seats at least this far apart on screen (WCAG 2.5.5's 44 px targets) at a phone's default zoom. */
export const TOUCH_TARGET_PX = 44;
/** A drawn seat at least this wide at the default zoom. */
export const MIN_SEAT_PX = 24;
/** The drawn seat's radius as a share of the pitch (the rest is the gap between two seats). */
const SEAT_SHARE = 0.37;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Rows left to right, ordered from the stage backwards (nearest the stage's middle first). */
export function rowsOf<S extends MapSeat>(seats: S[], stage?: Stage | null): SeatRow<S>[] {
  const byRow = new Map<string, S[]>();
  for (const seat of seats) byRow.set(seat.row, [...(byRow.get(seat.row) ?? []), seat]);
  const stageY = stage ? stage.y + stage.height / 2 : Math.min(...seats.map((s) => s.y));
  return [...byRow.entries()]
    .map(([row, list]) => ({ row, seats: [...list].sort((a, b) => a.x - b.x), y: median(list.map((s) => s.y)) }))
    .sort((a, b) => Math.abs(a.y - stageY) - Math.abs(b.y - stageY) || a.y - b.y);
}

/**
 * The usual distance between two seats side by side (the median over every row, so an aisle does
 * not count) and between two rows.
 */
export function pitchOf(seats: MapSeat[]): { x: number; y: number } {
  const rows = rowsOf(seats);
  const across = rows.flatMap((r) => r.seats.slice(1).map((s, i) => s.x - r.seats[i].x)).filter((d) => d > 0);
  const ys = [...new Set(rows.map((r) => r.y))].sort((a, b) => a - b);
  const down = ys.slice(1).map((y, i) => y - ys[i]);
  const x = median(across) || 30;
  return { x, y: median(down) || x };
}

/** Two seats of a row are side by side unless something (an aisle) wider than half a seat lies between them. */
export function isGap(left: MapSeat, right: MapSeat, pitchX: number): boolean {
  return right.x - left.x > pitchX * 1.5;
}

/** Runs of seats side by side within a row (an aisle ends a run). */
export function runsOf<S extends MapSeat>(row: S[], pitchX: number): S[][] {
  const runs: S[][] = [];
  for (const seat of row) {
    const run = runs[runs.length - 1];
    if (run && !isGap(run[run.length - 1], seat, pitchX)) run.push(seat);
    else runs.push([seat]);
  }
  return runs;
}

/** The radius a seat is drawn with, in map units. */
export function seatRadius(pitch: { x: number; y: number }): number {
  return Math.min(pitch.x, pitch.y) * SEAT_SHARE;
}

/** The map's middle line: the stage's middle, or the middle of the seats. */
export function centreOf(seats: MapSeat[], stage?: Stage | null): number {
  if (stage) return stage.x + stage.width / 2;
  const xs = seats.map((s) => s.x);
  return (Math.min(...xs) + Math.max(...xs)) / 2;
}

/** Where row labels go: one pitch left of a row's first seat and right of its last. */
export function rowLabels(rows: SeatRow[], pitchX: number) {
  return rows.map((r) => ({
    row: r.row,
    y: r.y,
    left: r.seats[0].x - pitchX,
    right: r.seats[r.seats.length - 1].x + pitchX,
  }));
}

/** The drawing's box: the stage, the seats and the row labels, with room around them. */
export function boundsOf(seats: MapSeat[], stage: Stage | null, pitch: { x: number; y: number }) {
  const pad = Math.max(pitch.x, pitch.y);
  const xs = seats.flatMap((s) => [s.x - 2 * pitch.x, s.x + 2 * pitch.x]);
  const ys = seats.flatMap((s) => [s.y - pad, s.y + pad]);
  if (stage) {
    xs.push(stage.x, stage.x + stage.width);
    ys.push(stage.y, stage.y + stage.height);
  }
  const minX = Math.min(...xs) - pad / 2;
  const minY = Math.min(...ys) - pad / 2;
  return { x: minX, y: minY, width: Math.max(...xs) + pad / 2 - minX, height: Math.max(...ys) + pad / 2 - minY };
}

/**
 * Pixels per map unit at the default zoom. On a touch screen or a narrow one: neighbouring seats
 * at least 44 px apart (the map is larger than the screen and is dragged); elsewhere the map fills
 * its box, drawn no larger than 1.5 times and never with seats smaller than 24 px.
 */
export function defaultScale(opts: {
  boxWidth: number;
  mapWidth: number;
  pitch: { x: number; y: number };
  touch: boolean;
}): number {
  const { boxWidth, mapWidth, pitch, touch } = opts;
  const seatFloor = MIN_SEAT_PX / (2 * seatRadius(pitch));
  // floors rounded up (44 px never comes out as 43.999), the box's width rounded down (no sideways scroll)
  const up = (scale: number) => Math.ceil(scale * 1000) / 1000;
  const down = (scale: number) => Math.floor(scale * 1000) / 1000;
  if (touch) return up(Math.max(TOUCH_TARGET_PX / Math.min(pitch.x, pitch.y), seatFloor));
  return Math.max(down(Math.min(boxWidth / mapWidth, 1.5)), up(seatFloor));
}

/** The seat next to `from` on screen: along its row, or the nearest one in the row drawn above or below. */
export function neighbour<S extends MapSeat>(
  rows: SeatRow<S>[],
  from: S,
  direction: 'left' | 'right' | 'up' | 'down',
): S | null {
  const row = rows.find((r) => r.seats.includes(from));
  if (!row) return null;
  if (direction === 'left' || direction === 'right')
    return row.seats[row.seats.indexOf(from) + (direction === 'left' ? -1 : 1)] ?? null;
  const onScreen = [...rows].sort((a, b) => a.y - b.y);
  const other = onScreen[onScreen.indexOf(row) + (direction === 'up' ? -1 : 1)];
  if (!other) return null;
  return other.seats.reduce((best, s) => (Math.abs(s.x - from.x) < Math.abs(best.x - from.x) ? s : best));
}

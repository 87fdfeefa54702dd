import { describe, expect, it } from 'vitest';
import { bestAvailable } from '@/components/shows/seats/best-available';
import {
  boundsOf,
  defaultScale,
  neighbour,
  pitchOf,
  rowLabels,
  rowsOf,
  seatRadius,
  type MapSeat,
} from '@/components/shows/seats/seat-geometry';
import { layouts, seatMapVo } from '@/sandbox/ticketing/seatmap';

/**
 * A small hall drawn from rows of letters: '.' a free seat, 'x' a taken one, ' ' an aisle (no
 * seat), a digit a free seat at another price. Row 1 is nearest the stage (at the top).
 */
function hall(rows: string[], { pitch = 30, price = 100 } = {}): MapSeat[] {
  return rows.flatMap((line, r) =>
    [...line].flatMap((ch, i) =>
      ch === ' '
        ? []
        : [
            {
              id: `${r + 1}-${i + 1}`,
              row: String(r + 1),
              x: 100 + i * pitch,
              y: 100 + r * 34,
              price: /\d/.test(ch) ? Number(ch) : price,
              available: ch !== 'x',
            },
          ],
    ),
  );
}
const ids = (seats: MapSeat[] | null) => seats?.map((s) => s.id) ?? null;
const stage = (seats: MapSeat[]) => {
  const xs = seats.map((s) => s.x);
  return { x: Math.min(...xs), y: 10, width: Math.max(...xs) - Math.min(...xs), height: 50 };
};

describe('best available', () => {
  it('takes the middle of the front row when it is free', () => {
    const seats = hall(['.........', '.........']);
    expect(ids(bestAvailable(seats, { price: 100, count: 3 }, stage(seats)))).toEqual(['1-4', '1-5', '1-6']);
  });

  it('goes back a row only when the front row has no block of that size', () => {
    const seats = hall(['..x..x..x', '.........']);
    expect(ids(bestAvailable(seats, { price: 100, count: 3 }, stage(seats)))).toEqual(['2-4', '2-5', '2-6']);
    // two side by side still fit in the front row, as near the middle as they can
    expect(ids(bestAvailable(seats, { price: 100, count: 2 }, stage(seats)))).toEqual(['1-4', '1-5']);
  });

  it('never spans an aisle, and prefers the block nearer the middle line', () => {
    const seats = hall(['.... ....', '.........']);
    const front = bestAvailable(seats, { price: 100, count: 2 }, stage(seats));
    expect(ids(front)).toEqual(['1-3', '1-4']);
    // five side by side do not fit either half of row 1
    expect(ids(bestAvailable(seats, { price: 100, count: 5 }, stage(seats)))).toEqual([
      '2-3',
      '2-4',
      '2-5',
      '2-6',
      '2-7',
    ]);
  });

  it('keeps to the chosen price zone', () => {
    const seats = hall(['222....222', '..........'], { price: 100 });
    // seats 2-3 would be nearer the middle but leave seat 1 alone at the row's end
    expect(ids(bestAvailable(seats, { price: 2, count: 2 }, stage(seats)))).toEqual(['1-1', '1-2']);
    expect(ids(bestAvailable(seats, { price: 2, count: 3 }, stage(seats)))).toEqual(['1-1', '1-2', '1-3']);
    expect(ids(bestAvailable(seats, { price: 100, count: 2 }, stage(seats)))).toEqual(['1-5', '1-6']);
    expect(bestAvailable(seats, { price: 2, count: 4 }, stage(seats))).toBeNull();
  });

  it('does not strand a single free seat beside the block when another block in the row does not', () => {
    // the middle pair would leave seat 3 alone between a taken seat and the block
    const seats = hall(['.x.....x.']);
    const chosen = ids(bestAvailable(seats, { price: 100, count: 2 }, stage(seats)));
    expect(chosen).not.toEqual(['1-4', '1-5']);
    expect(chosen).toEqual(['1-3', '1-4']);
  });

  it('answers null when nothing fits, and refuses a count below 1', () => {
    const seats = hall(['x.x.x', '.x.x.']);
    expect(bestAvailable(seats, { price: 100, count: 2 }, stage(seats))).toBeNull();
    expect(bestAvailable(seats, { price: 100, count: 0 }, stage(seats))).toBeNull();
    expect(bestAvailable([], { price: 100, count: 1 })).toBeNull();
  });

  it('counts rows from the stage wherever it is drawn', () => {
    const seats = hall(['.........', '.........']);
    const below = { x: 100, y: 400, width: 240, height: 40 };
    expect(ids(bestAvailable(seats, { price: 100, count: 1 }, below))).toEqual(['2-5']);
  });

  it("on the sandbox's Lyric Theatre map: four of the best price sit mid-front, split by no aisle", () => {
    const map = seatMapVo(layouts.lyric, 'en');
    const seats: MapSeat[] = map.seats.map((s) => ({
      id: s.seatId,
      row: String(s.row),
      x: s.x,
      y: s.y,
      price: s.row <= 2 ? 1280 : 180,
      available: true,
    }));
    const four = bestAvailable(seats, { price: 1280, count: 4 }, map.stage)!;
    expect(four.map((s) => s.row)).toEqual(['1', '1', '1', '1']);
    // fourteen seats a row, an aisle after seat 7: four together fit only in one half
    expect(four.every((s) => Number(s.id.slice(3)) <= 7) || four.every((s) => Number(s.id.slice(3)) > 7)).toBe(true);
    expect(four.map((s) => s.id)).toEqual(['L0104', 'L0105', 'L0106', 'L0107']);
  });
});

describe('seat map geometry', () => {
  const seats = hall(['.... ....', '.........', '.........']);

  it('reads the pitch from the seats, ignoring the aisle', () => {
    expect(pitchOf(seats)).toEqual({ x: 30, y: 34 });
  });

  it('orders rows from the stage and labels each at both ends', () => {
    const rows = rowsOf(seats, stage(seats));
    expect(rows.map((r) => r.row)).toEqual(['1', '2', '3']);
    const labels = rowLabels(rows, 30);
    expect(labels[0]).toEqual({ row: '1', y: 100, left: 70, right: 370 });
    const box = boundsOf(seats, null, pitchOf(seats));
    expect(box.x).toBeLessThan(labels[0].left);
    expect(box.x + box.width).toBeGreaterThan(labels[0].right);
  });

  it('on a phone draws neighbouring seats at least 44 px apart and seats at least 24 px wide', () => {
    const pitch = pitchOf(seats);
    const scale = defaultScale({ boxWidth: 358, mapWidth: 400, pitch, touch: true });
    expect(Math.min(pitch.x, pitch.y) * scale).toBeGreaterThanOrEqual(44);
    expect(2 * seatRadius(pitch) * scale).toBeGreaterThanOrEqual(24);
    // a desktop fills its box, never with seats under 24 px, never larger than 1.5 times
    expect(defaultScale({ boxWidth: 800, mapWidth: 640, pitch, touch: false })).toBeCloseTo(1.25);
    expect(defaultScale({ boxWidth: 2000, mapWidth: 640, pitch, touch: false })).toBe(1.5);
    expect(
      2 * seatRadius(pitch) * defaultScale({ boxWidth: 200, mapWidth: 640, pitch, touch: false }),
    ).toBeGreaterThanOrEqual(24);
  });

  it('moves between seats along a row and to the nearest seat of the row above or below', () => {
    const rows = rowsOf(seats, stage(seats));
    const first = rows[0].seats[3];
    expect(neighbour(rows, first, 'right')?.id).toBe('1-6');
    expect(neighbour(rows, first, 'down')?.id).toBe('2-4');
    expect(neighbour(rows, first, 'up')).toBeNull();
    expect(neighbour(rows, rows[0].seats[0], 'left')).toBeNull();
  });
});

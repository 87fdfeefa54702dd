import { centreOf, pitchOf, rowsOf, runsOf, type MapSeat, type Stage } from './seat-geometry';

export type BestAvailableRequest = {
  /** the price zone: only seats at this price */
  price: number;
  /** how many seats side by side */
  count: number;
};

/**
 * Best available (as the Royal Opera House and Damai offer it): `count` free seats side by side
 * in one row at the chosen price, the row nearest the stage first, and in that row the block
 * nearest the middle line. A block that would leave a single free seat stranded beside it (which
 * no one buying two can use) gives way to one in the same row that does not. An aisle breaks a
 * row. The answer is the seats' ids, left to right, or null when no such block is free.
 */
export function bestAvailable<S extends MapSeat>(
  seats: S[],
  request: BestAvailableRequest,
  stage?: Stage | null,
): S[] | null {
  const { price, count } = request;
  if (!Number.isInteger(count) || count < 1 || seats.length === 0) return null;
  const pitch = pitchOf(seats);
  const centre = centreOf(seats, stage);
  const usable = (s: S) => s.available && s.price === price;

  for (const row of rowsOf(seats, stage)) {
    let best: { block: S[]; strands: boolean; offCentre: number } | null = null;
    for (const run of runsOf(row.seats, pitch.x)) {
      for (let start = 0; start + count <= run.length; start++) {
        const block = run.slice(start, start + count);
        if (!block.every(usable)) continue;
        const offCentre = Math.abs((block[0].x + block[block.length - 1].x) / 2 - centre);
        const strands = strandsOne(run, start, count);
        const better =
          !best ||
          (best.strands && !strands) ||
          (best.strands === strands &&
            (offCentre < best.offCentre - 1e-9 ||
              (Math.abs(offCentre - best.offCentre) <= 1e-9 && block[0].x < best.block[0].x)));
        if (better) best = { block, strands, offCentre };
      }
    }
    if (best) return best.block;
  }
  return null;
}

/** Whether taking run[start .. start+count) leaves exactly one free seat between it and a taken seat or the run's end. */
function strandsOne(run: MapSeat[], start: number, count: number): boolean {
  const freeBefore = countFree(run, start - 1, -1);
  const freeAfter = countFree(run, start + count, 1);
  return freeBefore === 1 || freeAfter === 1;
}

function countFree(run: MapSeat[], from: number, step: 1 | -1): number {
  let n = 0;
  for (let i = from; i >= 0 && i < run.length && run[i].available; i += step) n++;
  return n;
}

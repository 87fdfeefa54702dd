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
 * row. Wheelchair spaces and companion seats are kept for those who need them (see
 * bestWheelchairPair). The answer is the seats' ids, left to right, or null when no such block is free.
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
  const usable = (s: S) => s.available && s.price === price && !s.wheelchair && !s.companionOf;

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

/**
 * Best available for a wheelchair user: the free wheelchair space nearest the stage and the middle
 * line whose companion seat is free too, at any price. The answer is the space and its companion,
 * left to right, or null when none is left.
 */
export function bestWheelchairPair<S extends MapSeat>(seats: S[], stage?: Stage | null): S[] | null {
  const centre = centreOf(seats, stage);
  for (const row of rowsOf(seats, stage)) {
    const pairs = row.seats
      .filter((space) => space.wheelchair && space.available)
      .map((space) => [space, seats.find((s) => s.companionOf === space.id && s.available)] as const)
      .filter((pair): pair is readonly [S, S] => pair[1] !== undefined)
      .sort((a, b) => Math.abs(a[0].x - centre) - Math.abs(b[0].x - centre));
    if (pairs.length > 0) return [...pairs[0]].sort((a, b) => a.x - b.x);
  }
  return null;
}

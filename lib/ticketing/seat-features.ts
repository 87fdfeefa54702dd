import type { RawSeatAttributes } from './raw';
import type { SeatFeatures } from './types';

/** A venue map that says nothing about a seat. */
export const NO_FEATURES: SeatFeatures = {
  wheelchair: false,
  companionOf: null,
  restrictedView: null,
  aisle: false,
  stepFree: false,
  viewImage: null,
};

const REASON_MAX = 120;

/** A flag as ticketing backends write them: 1, '1', true or 'true'; anything else is no. */
const flag = (value: unknown) => value === 1 || value === true || value === '1' || value === 'true';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Only a file the image service serves (a path under /sites/, or an http(s) address). */
function imageFile(value: unknown): string | null {
  const file = text(value);
  return file && (file.startsWith('/sites/') || /^https?:\/\//.test(file)) ? file : null;
}

function restricted(value: unknown): SeatFeatures['restrictedView'] {
  const reason = text(value);
  if (reason) return { reason: reason.slice(0, REASON_MAX) };
  return flag(value) ? { reason: null } : null;
}

/**
 * A seat's features from the venue map (`site`), or where the map leaves one out, from its good
 * (seatGoods answers the same fields). `wheelchairSpaces`: the map's wheelchair spaces; a companion
 * seat naming any other seat is read as a plain seat (it could never be bought with it).
 */
export function seatFeatures(
  site: RawSeatAttributes,
  good: RawSeatAttributes | undefined,
  wheelchairSpaces: ReadonlySet<string>,
): SeatFeatures {
  const field = <K extends keyof RawSeatAttributes>(key: K) => (site[key] ?? good?.[key]) as unknown;
  const companion = text(field('companion'));
  return {
    wheelchair: flag(field('wheelchair')),
    companionOf: companion && wheelchairSpaces.has(companion) ? companion : null,
    restrictedView: restricted(field('restrictedView')),
    aisle: flag(field('aisle')),
    stepFree: flag(field('stepFree')),
    viewImage: imageFile(field('viewImage')),
  };
}

/** The seatIds of a map's wheelchair spaces (from the map, or the goods where the map is silent). */
export function wheelchairSpacesOf(
  seats: (RawSeatAttributes & { seatId: string })[],
  goods: ReadonlyMap<string, RawSeatAttributes>,
): Set<string> {
  return new Set(seats.filter((s) => flag(s.wheelchair ?? goods.get(s.seatId)?.wheelchair)).map((s) => s.seatId));
}

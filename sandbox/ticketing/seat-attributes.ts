/**
 * What a venue's map says about each seat beyond its place: wheelchair spaces, companion seats
 * (sold only with their wheelchair space), restricted views with a reason, aisle and step-free
 * seats, and a picture of the view. Only the Lyric Theatre has them (the other venues answer as a
 * ticketing backend without them does: no such fields at all).
 */
import type { FileEntry } from '../images/registry';
import { pick, type Lang } from './messages';
import type { Seat, SeatMapLayout } from './seatmap';

/** The per-seat fields findSiteInfoById and seatGoods answer; each one only where it applies. */
export type SeatAttributesVo = {
  wheelchair?: 1;
  /** the seatId of the wheelchair space this companion seat belongs to */
  companion?: string;
  /** why the view is restricted */
  restrictedView?: string;
  aisle?: 1;
  stepFree?: 1;
  /** the view from the seat, a file of the image service */
  viewImage?: string;
};

type Restriction = { zh: string; en: string };

const SIDE_VIEW: Restriction = { zh: '舞台侧边部分被遮挡', en: 'Side of the stage partly hidden' };

/**
 * The Lyric Theatre's rear row is at the entrance level: its two seats at the centre aisle are
 * wheelchair spaces, each with a companion seat beside it.
 */
const lyric = {
  wheelchair: ['L1009', 'L1010'],
  companion: { L1008: 'L1009', L1011: 'L1010' } as Record<string, string>,
  restricted: { L0101: SIDE_VIEW, L0114: SIDE_VIEW } as Record<string, Restriction>,
  stepFreeRow: 10,
};

/** The view images of the Lyric Theatre, one from each zone and one from the side seats. */
export const VIEW_IMAGES = ['A', 'B', 'C', 'side'].map((view) => `venues/lyric-view-${view.toLowerCase()}.jpg`);

const viewImageOf = (seat: Seat) =>
  `/sites/default/files/${lyric.restricted[seat.seatId] ? VIEW_IMAGES[3] : VIEW_IMAGES['ABC'.indexOf(seat.zone)]}`;

/** A seat's attributes in a layout (an empty object where the venue has none). */
export function seatAttributes(layout: SeatMapLayout, seat: Seat, lang: Lang): SeatAttributesVo {
  if (layout.prefix !== 'L') return {};
  const half = layout.rowSizes[seat.row - 1] / 2;
  const restricted = lyric.restricted[seat.seatId];
  return {
    ...(lyric.wheelchair.includes(seat.seatId) ? { wheelchair: 1 as const } : {}),
    ...(lyric.companion[seat.seatId] ? { companion: lyric.companion[seat.seatId] } : {}),
    ...(restricted ? { restrictedView: pick(lang, restricted.zh, restricted.en) } : {}),
    ...(seat.number === half || seat.number === half + 1 ? { aisle: 1 as const } : {}),
    ...(seat.row === lyric.stepFreeRow ? { stepFree: 1 as const } : {}),
    viewImage: viewImageOf(seat),
  };
}

/** The wheelchair space a companion seat belongs to, by seatId (any venue); undefined for any other seat. */
export function wheelchairSpaceOf(seatId: string): string | undefined {
  return lyric.companion[seatId];
}

/** The view images, registered with the image service like the content's files. */
export function viewImageFiles(): FileEntry[] {
  const palettes: [string, string][] = [
    ['#3b2a1a', '#e8c170'],
    ['#2a2438', '#d9b8ff'],
    ['#1d2b2a', '#9fd8cb'],
    ['#2b1d1d', '#f0a38b'],
  ];
  return VIEW_IMAGES.map((path, i) => ({
    path,
    mime: 'image/jpeg',
    recipe: {
      kind: 'image',
      image: {
        kind: 'photo',
        width: 800,
        height: 450,
        palette: palettes[i],
        seed: `lyric-view:${i}`,
        format: 'jpeg',
        lettering: 'none',
      },
    },
  }));
}

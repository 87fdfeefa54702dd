import { describe, expect, it } from 'vitest';
import { NO_FEATURES } from '@/lib/ticketing/seat-features';
import { layOutSeatMap } from '@/lib/ticketing/seats';

type RawSeatGoods = Parameters<typeof layOutSeatMap>[1];
type RawSite = Parameters<typeof layOutSeatMap>[2];

/** Issue 46: what a venue map says about each seat, read at the ticketing boundary. */
const place = (seatId: string, number: number, extra: Record<string, unknown> = {}) => ({
  seatId,
  row: 10,
  number,
  x: number * 30,
  y: 400,
  zone: 'C',
  label: `Row 10, Seat ${number}`,
  ...extra,
});
const good = (seatId: string, extra: Record<string, unknown> = {}) => ({
  ...place(seatId, Number(seatId.slice(-2))),
  superGoodId: `E1-${seatId}`,
  priceId: 1,
  price: 180,
  publicInterest: 0,
  status: 'available',
  ...extra,
});
const site = (seats: ReturnType<typeof place>[]): RawSite => ({ siteId: 'S', width: 600, height: 500, seats });
const goods = (list: ReturnType<typeof good>[]): RawSeatGoods => ({ siteId: 'S', dataList: list });
const featuresOf = (map: ReturnType<typeof layOutSeatMap>) =>
  Object.fromEntries(map.seats.map((s) => [s.seatId, s.features]));

describe('seat features', () => {
  it('reads every attribute the map gives', () => {
    const map = layOutSeatMap(
      'E1',
      goods([good('L1008'), good('L1009'), good('L0101')]),
      site([
        place('L1008', 8, { companion: 'L1009', stepFree: 1 }),
        place('L1009', 9, { wheelchair: 1, aisle: 1, stepFree: 1, viewImage: '/sites/default/files/v.jpg' }),
        place('L0101', 1, { restrictedView: '  Side of the stage partly hidden ' }),
      ]),
    );
    const f = featuresOf(map);
    expect(f.L1009).toEqual({
      ...NO_FEATURES,
      wheelchair: true,
      aisle: true,
      stepFree: true,
      viewImage: '/sites/default/files/v.jpg',
    });
    expect(f.L1008).toEqual({ ...NO_FEATURES, companionOf: 'L1009', stepFree: true });
    expect(f.L0101).toEqual({ ...NO_FEATURES, restrictedView: { reason: 'Side of the stage partly hidden' } });
  });

  it('a venue without them: every seat plain', () => {
    const map = layOutSeatMap('E1', goods([good('B0101')]), site([place('B0101', 1), place('B0102', 2)]));
    expect(map.seats.map((s) => s.features)).toEqual([NO_FEATURES, NO_FEATURES]);
  });

  it('takes what the map leaves out from the seat goods, the map winning where both speak', () => {
    const map = layOutSeatMap(
      'E1',
      goods([good('L1009', { wheelchair: 1, aisle: 1 }), good('L1008', { companion: 'L1009' })]),
      site([place('L1009', 9, { aisle: 0 }), place('L1008', 8)]),
    );
    const f = featuresOf(map);
    expect(f.L1009).toMatchObject({ wheelchair: true, aisle: false });
    expect(f.L1008.companionOf).toBe('L1009');
  });

  it('tolerates unknown values: odd flags are no, a companion of no wheelchair space is a plain seat, only image service files', () => {
    const map = layOutSeatMap(
      'E1',
      goods([]),
      site([
        place('L0101', 1, { wheelchair: 'yes', aisle: '1', stepFree: true, restrictedView: 1 }),
        place('L0102', 2, { companion: 'L0103', viewImage: 'javascript:alert(1)' }),
        place('L0103', 3, {
          companion: 42,
          restrictedView: { why: 'pillar' },
          viewImage: '/sites/x.jpg',
          wheelchair: null,
        }),
        place('L0104', 4, { restrictedView: '', aisle: 2, viewImage: 'https://img.example/v.jpg' }),
      ]),
    );
    const f = featuresOf(map);
    expect(f.L0101).toEqual({ ...NO_FEATURES, aisle: true, stepFree: true, restrictedView: { reason: null } });
    expect(f.L0102).toEqual(NO_FEATURES);
    expect(f.L0103).toEqual({ ...NO_FEATURES, viewImage: '/sites/x.jpg' });
    expect(f.L0104).toEqual({ ...NO_FEATURES, viewImage: 'https://img.example/v.jpg' });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reshapeOrder } from '@/lib/ticketing/orders';

/**
 * An order names its show and each line's performance and seat where the API does (issue 46: the
 * seats' features are read from that performance's map); where it does not, they are null and the
 * tickets show no badge.
 */
const line = { superGoodId: 'S1', price: 180, goodCount: 1, subtotal: 180, seatLabel: 'Row 10, Seat 9' };
const order = { orderToken: 'OT1', status: 'success', createdAt: 1 };

describe('an order at the ticketing boundary', () => {
  it("keeps the show's token and each line's performance and seat", () => {
    const shaped = reshapeOrder({
      ...order,
      projectToken: 'PRJ1001',
      lines: [{ ...line, eventId: 'PRJ1001-E3', seatId: 'L1009' }],
    });
    expect(shaped.projectToken).toBe('PRJ1001');
    expect(shaped.lines[0]).toMatchObject({ eventToken: 'PRJ1001-E3', seatId: 'L1009', features: null });
  });

  it('leaves them null when the API leaves them out or sends nothing usable; a numeric id is read as text', () => {
    const shaped = reshapeOrder({
      ...order,
      projectToken: '  ',
      lines: [line, { ...line, eventId: 1001, seatId: null }, { ...line, eventId: {}, seatId: ['L1'] }],
    });
    expect(shaped.projectToken).toBeNull();
    expect(shaped.lines.map((l) => [l.eventToken, l.seatId])).toEqual([
      [null, null],
      ['1001', null],
      [null, null],
    ]);
  });
});

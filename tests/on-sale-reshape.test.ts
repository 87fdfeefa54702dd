import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { reshapeShow } = await import('@/lib/ticketing/shows');

/** The ticketing API's on-sale times (issue 45), in either shape, reshaped into `onSaleAt`. */
const AT = Date.UTC(2026, 11, 1, 2, 0);
const project = (extra: Record<string, unknown>, event: Record<string, unknown> = {}) =>
  reshapeShow({
    projectToken: 'P1',
    seatType: 1,
    eventVoList: [{ eventToken: 'P1-E1', showTime: AT + 86_400_000, priceVoList: [], ...event }],
    ...extra,
  });

describe('on-sale times from the ticketing API', () => {
  it('reads epoch milliseconds (sellStartTime) on the project', () => {
    const show = project({ sellStartTime: AT });
    expect(show.onSaleAt).toBe(AT);
    expect(show.performances[0].onSaleAt).toBeNull();
  });

  it('reads an ISO 8601 string (saleStartTime) with its offset, on the project or one event', () => {
    expect(project({ saleStartTime: '2026-12-01T10:00:00+08:00' }).onSaleAt).toBe(AT);
    const show = project({}, { sellStartTime: '2026-12-01T10:00+08:00' });
    expect(show.onSaleAt).toBeNull();
    expect(show.performances[0].onSaleAt).toBe(AT);
    expect(project({ sellStartTime: String(AT) }).onSaleAt).toBe(AT);
  });

  it('takes absent, null, empty or unreadable as on sale', () => {
    expect(project({}).onSaleAt).toBeNull();
    expect(project({ sellStartTime: null }).onSaleAt).toBeNull();
    expect(project({ sellStartTime: '' }).onSaleAt).toBeNull();
    expect(project({ saleStartTime: 'soon' }).onSaleAt).toBeNull();
    expect(project({ sellStartTime: 0 }).onSaleAt).toBeNull();
  });
});

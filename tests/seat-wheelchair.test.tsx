import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BestAvailable } from '@/components/shows/seats/BestAvailable';
import { bestAvailable, bestWheelchairPair } from '@/components/shows/seats/best-available';
import type { MapSeat } from '@/components/shows/seats/seat-geometry';
import { companionsWithoutSpace } from '@/lib/shows/rules';
import { withIntl } from './support/intl';

/**
 * Wheelchair spaces and companion seats (issue 46): the rule the ticketing API keeps (a companion
 * seat only with its wheelchair space), checked by the site before it asks; best available keeps
 * them for a wheelchair request, which takes the space nearest the stage and the middle with its
 * companion free.
 */
const seat = (id: string, x: number, row: string, extra: Partial<MapSeat> = {}): MapSeat => ({
  id,
  row,
  x,
  y: row === '1' ? 100 : 134,
  price: 180,
  available: true,
  ...extra,
});
// row 1: five plain seats; row 2: companion, space | aisle | space, companion, and plain seats at the ends
const hall = [
  ...[1, 2, 3, 4, 5].map((n) => seat(`1-${n}`, 100 + n * 30, '1')),
  seat('2-1', 100, '2'),
  seat('2-2', 130, '2', { companionOf: '2-3' }),
  seat('2-3', 160, '2', { wheelchair: true }),
  seat('2-4', 230, '2', { wheelchair: true }),
  seat('2-5', 260, '2', { companionOf: '2-4' }),
  seat('2-6', 290, '2'),
];
const stage = { x: 130, y: 10, width: 130, height: 50 };
const ids = (seats: MapSeat[] | null) => seats?.map((s) => s.id) ?? null;

describe('a companion seat only with its wheelchair space', () => {
  it('names the companion seats chosen without their space', () => {
    const companion = { id: '2-2', companionOf: '2-3' };
    const space = { id: '2-3', companionOf: null };
    const plain = { id: '1-1', companionOf: null };
    expect(companionsWithoutSpace([companion, plain])).toEqual([companion]);
    expect(companionsWithoutSpace([plain, companion, space])).toEqual([]);
    expect(companionsWithoutSpace([space])).toEqual([]);
  });
});

describe('best available and wheelchair users', () => {
  it('a wheelchair request: the space nearest the middle with its companion, left to right', () => {
    expect(ids(bestWheelchairPair(hall, stage))).toEqual(['2-2', '2-3']);
    // that space's companion is taken: the other space
    const taken = hall.map((s) => (s.id === '2-2' ? { ...s, available: false } : s));
    expect(ids(bestWheelchairPair(taken, stage))).toEqual(['2-4', '2-5']);
    const none = taken.map((s) => (s.id === '2-4' ? { ...s, available: false } : s));
    expect(bestWheelchairPair(none, stage)).toBeNull();
  });

  it('any other request leaves the spaces and companions alone', () => {
    const back = hall.map((s) => (s.row === '1' ? { ...s, available: false } : s));
    expect(ids(bestAvailable(back, { price: 180, count: 1 }, stage))).toEqual(['2-1']);
    expect(bestAvailable(back, { price: 180, count: 2 }, stage)).toBeNull();
  });

  it('the form asks for a wheelchair space and its companion', async () => {
    const user = userEvent.setup();
    const onFindWheelchair = vi.fn(() => true);
    const zones = [{ price: 180, free: 10, colour: '#2f7d5b', publicInterest: false }];
    render(
      withIntl(
        <BestAvailable
          zones={zones}
          maxSeats={6}
          publicInterestMax={2}
          onFind={() => true}
          onFindWheelchair={onFindWheelchair}
          disabled={false}
        />,
      ),
    );
    await user.selectOptions(screen.getByLabelText('For'), 'Wheelchair space + companion');
    // price and count do not apply: hidden
    expect(screen.getByLabelText('Price')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find the best seats' }));
    expect(onFindWheelchair).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A wheelchair space and its companion seat are chosen on the map.',
    );
  });
});

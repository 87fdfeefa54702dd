import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BestAvailable } from '@/components/shows/seats/BestAvailable';
import { withIntl } from './support/intl';

const zones = [
  { price: 80, free: 10, colour: '#2f7d5b', publicInterest: true },
  { price: 480, free: 3, colour: '#1a5fb4', publicInterest: false },
  { price: 980, free: 0, colour: '#c2571a', publicInterest: false },
];

describe('the best available form', () => {
  it('offers only zones with free seats, as many seats as the zone and the rules allow', async () => {
    const user = userEvent.setup();
    const onFind = vi.fn(() => true);
    render(
      withIntl(<BestAvailable zones={zones} maxSeats={6} publicInterestMax={2} onFind={onFind} disabled={false} />),
    );
    const price = screen.getByLabelText('Price');
    expect([...price.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['￥80', '￥480']);
    // the dearest zone with seats left comes first; 3 free seats: up to 3
    expect(price).toHaveValue('480');
    expect([...screen.getByLabelText('Seats').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    // a non-profit price: at most 2 a order
    await user.selectOptions(price, '80');
    expect([...screen.getByLabelText('Seats').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1',
      '2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Find the best seats' }));
    expect(onFind).toHaveBeenCalledWith(80, 2);
    expect(screen.getByRole('status')).toHaveTextContent('The best 2 seats side by side are chosen on the map.');
  });

  it('says so when no seats side by side are free, in words a screen reader announces', async () => {
    const user = userEvent.setup();
    render(
      withIntl(
        <BestAvailable zones={zones} maxSeats={6} publicInterestMax={2} onFind={() => false} disabled={false} />,
        'zh-hans',
      ),
    );
    await user.click(screen.getByRole('button', { name: '帮我选座' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '￥480 的票价已没有 2 个相邻的空座。请减少座位数、换一个票价，或在座位图上自选。',
    );
  });
});

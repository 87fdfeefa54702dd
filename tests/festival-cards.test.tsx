import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { festivalCardAlignment } from '@/components/content/festival/alignment';
import { FestivalCard } from '@/components/content/festival/FestivalCard';
import type { FestivalProgrammeItem } from '@/lib/cms/types';
import { withIntl } from './support/intl';

const item = (n: number): FestivalProgrammeItem => ({
  id: `item-${n}`,
  title: `Play ${n}`,
  subtitle: 'Beckett',
  summary: 'Two men wait.',
  path: `/festival-2026/play-${n}`,
  image: { url: `/sites/default/files/posters/play-${n}.jpg`, alt: `Play ${n}`, width: 1200, height: 1600 },
  from: '2026-10-02T19:30:00+08:00',
  to: '2026-10-04T19:30:00+08:00',
  venue: 'Studio Theatre',
  backgroundColor: '#283618',
  dateColor: '#dda15e',
});

describe('festival programme cards', () => {
  it('alternate their vertical alignment on a 4-step cycle', () => {
    const first = [0, 1, 2, 3].map(festivalCardAlignment);
    expect(first).toEqual(['raised', 'lowered', 'lowered', 'raised']);
    // index % 4 alone decides
    for (let i = 0; i < 16; i++) expect(festivalCardAlignment(i)).toBe(first[i % 4]);
  });

  it('render in the item colours and logo, linking to the festival project page', () => {
    const logo = { url: '/sites/default/files/festival/logo-2026.png', alt: 'Festival 2026', width: 900, height: 300 };
    render(
      withIntl(
        <ul>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <FestivalCard key={i} item={item(i)} index={i} logo={logo} locale="en" moreLabel="Details and tickets" />
          ))}
        </ul>,
        'en',
      ),
    );
    const cards = screen.getAllByTestId('festival-card');
    expect(cards.map((c) => c.getAttribute('data-alignment'))).toEqual([
      'raised',
      'lowered',
      'lowered',
      'raised',
      'raised',
      'lowered',
    ]);
    const card = cards[2];
    expect(card).toHaveStyle({ backgroundColor: '#283618' });
    expect(within(card).getByText('2 October 2026 – 4 October 2026')).toHaveStyle({ color: '#dda15e' });
    expect(within(card).getByRole('link', { name: 'Play 2' })).toHaveAttribute('href', '/en/festival-2026/play-2');
    expect(within(card).getByRole('img', { name: 'Play 2' })).toBeInTheDocument();
    // the festival logo is on every card (decorative: the title names the card)
    expect(card.querySelectorAll('img')).toHaveLength(2);
    expect(within(card).getByText('Studio Theatre')).toBeInTheDocument();
  });

  it('link to the Chinese path without a prefix', () => {
    render(
      withIntl(
        <ul>
          <FestivalCard item={item(1)} index={0} logo={null} locale="zh-hans" moreLabel="详情与购票" />
        </ul>,
        'zh-hans',
      ),
    );
    expect(screen.getByRole('link', { name: 'Play 1' })).toHaveAttribute('href', '/festival-2026/play-1');
  });
});

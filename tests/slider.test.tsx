import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselBreakpoints, Slider } from '@/components/ui/Slider';
import { withIntl } from './support/intl';

let reduce = false;
beforeEach(() => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('reduce') ? reduce : false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
});

describe('Slider (spec section 9)', () => {
  it('shows up to 5 carousel items, 3 at <= 1024 px and 2 at <= 767 px', () => {
    expect(carouselBreakpoints(8)).toMatchObject({ 0: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1025: { slidesPerView: 5 } });
    expect(carouselBreakpoints(4)[1025].slidesPerView).toBe(4);
    expect(carouselBreakpoints(1)[0].slidesPerView).toBe(1);
  });

  it('has real previous / next buttons a keyboard can use', async () => {
    render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={4500}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    expect(next).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    reduce = true;
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={4500}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    // Swiper marks an autoplaying wrapper aria-live="off"; without autoplay it stays "polite".
    expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    reduce = false;
  });

  it('autoplays otherwise', () => {
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={4500}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  });
});

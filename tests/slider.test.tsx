import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselBreakpoints, Slider } from '@/components/ui/Slider';
import { withIntl } from './support/intl';

let reduce = false;
afterEach(() => {
  // a failed test leaves nothing behind for the next: layout spies, fake timers
  vi.restoreAllMocks();
  vi.useRealTimers();
});
beforeEach(() => {
  reduce = false;
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

/** jsdom lays nothing out: give elements a size, so Swiper can move between slides. */
function withLayout() {
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  return () => {
    width.mockRestore();
    height.mockRestore();
  };
}

describe('Slider (spec section 9)', () => {
  it('shows up to 5 carousel items, 3 at <= 1024 px and 2 at <= 767 px', () => {
    expect(carouselBreakpoints(8)).toMatchObject({
      0: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1025: { slidesPerView: 5 },
    });
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

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    reduce = true;
    const restore = withLayout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={50}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    // long past the first step's time, nothing has moved or loaded
    act(() => vi.advanceTimersByTime(50 * 20));
    vi.useRealTimers();
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(screen.queryByText('Two')).toBeNull();
    // Swiper starts when the visitor reaches for the slider, still on the first slide
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('One');
    // Swiper marks an autoplaying wrapper aria-live="off"; without autoplay it stays "polite".
    expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    restore();
  });

  it('autoplays otherwise: Swiper starts when the first step is due, and takes it', async () => {
    const restore = withLayout();
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={50}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    await waitFor(() => expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off'));
    await waitFor(() => expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Two'));
    restore();
  });

  it('an arrow pressed before Swiper has loaded still moves the slider', async () => {
    const restore = withLayout();
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade">
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Two'));
    restore();
  });

  it('renders every slide in Swiper markup before Swiper has loaded, so the page does not move when it does', () => {
    const { container } = render(
      withIntl(
        <Slider label="Shows" mode="carousel" maxItems={4}>
          <p>One</p>
          <p>Two</p>
          <p>Three</p>
        </Slider>,
      ),
    );
    expect(container.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide')).toHaveLength(3);
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('a fade slider paints its first slide alone, and adds the others once Swiper has loaded', async () => {
    const { container } = render(
      withIntl(
        <Slider label="Featured" mode="fade" autoplayMs={4500}>
          <p>One</p>
          <p>Two</p>
        </Slider>,
      ),
    );
    const first = screen.getByText('One');
    expect(screen.queryByText('Two')).toBeNull();
    fireEvent.touchStart(screen.getByRole('region', { name: 'Featured' }));
    expect(await screen.findByText('Two')).toBeInTheDocument();
    // the first slide is the same element: nothing the visitor already sees is painted again
    expect(screen.getByText('One')).toBe(first);
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(2);
  });
});

'use client';

import { Children, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import styles from './Slider.module.css';

/** Spec section 9: sliders autoplay and crossfade at 500 ms; carousels show up to 5 items. */
export const SLIDE_SPEED_MS = 500;
export const CAROUSEL_MAX = 5;

/** Carousel items per breakpoint (spec section 9): up to 5, 3 at <= 1024 px, 2 at <= 767 px. */
export function carouselBreakpoints(maxItems: number) {
  const max = Math.min(Math.max(1, maxItems), CAROUSEL_MAX);
  return {
    0: { slidesPerView: Math.min(2, max), spaceBetween: 12 },
    768: { slidesPerView: Math.min(3, max), spaceBetween: 20 },
    1025: { slidesPerView: max, spaceBetween: 24 },
  };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const noSubscription = () => () => {};

/** false during the server render and hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** true when the visitor asked for less motion (then nothing autoplays). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

type Props = {
  /** the region's accessible name */
  label: string;
  /** 'fade': one slide at a time, crossfading; 'carousel': several items side by side */
  mode: 'fade' | 'carousel';
  /** autoplay delay in ms (none when omitted or when the visitor prefers reduced motion) */
  autoplayMs?: number;
  /** carousel only: items on wide screens (at most 5) */
  maxItems?: number;
  className?: string;
  children: ReactNode;
};

/**
 * A slider on Swiper (client leaf; slides are rendered by the server parent and passed in).
 * Keyboard: arrow keys while it is in view, real previous/next buttons and pagination bullets.
 * Autoplay pauses on hover and stops when the visitor interacts or focuses inside.
 */
export function Slider({ label, mode, autoplayMs, maxItems = CAROUSEL_MAX, className, children }: Props) {
  const t = useTranslations('ContentUi');
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const slides = Children.toArray(children);
  const autoplay =
    autoplayMs && !reducedMotion && slides.length > 1
      ? { delay: autoplayMs, disableOnInteraction: true, pauseOnMouseEnter: true }
      : false;
  const fade = mode === 'fade';
  const hydrated = useHydrated();
  const max = Math.min(Math.max(1, maxItems), CAROUSEL_MAX);

  // Swiper's modules read the clock while the instance is created (during render), which a
  // prerender must not do; the server HTML shows the same layout without Swiper (first slide, or
  // the first items of the carousel), and Swiper takes over once the page is hydrated.
  if (!hydrated) {
    const style = { '--n-sm': Math.min(2, max), '--n-md': Math.min(3, max), '--n-lg': max } as CSSProperties;
    return (
      <section
        className={`${styles.slider} ${fade ? styles.fade : styles.carousel} ${className ?? ''}`}
        aria-label={label}
        aria-roledescription="carousel"
      >
        <div className={fade ? styles.staticFade : styles.staticTrack} style={style}>
          {(fade ? slides.slice(0, 1) : slides).map((slide, index) => (
            <div key={index} className={styles.slide}>
              {slide}
            </div>
          ))}
        </div>
      </section>
    );
  }

  return (
    <section
      className={`${styles.slider} ${fade ? styles.fade : styles.carousel} ${className ?? ''}`}
      aria-label={label}
      aria-roledescription="carousel"
      onFocus={() => swiperRef.current?.autoplay?.stop()}
    >
      <Swiper
        // Re-create when the motion preference is known, so autoplay follows it.
        key={reducedMotion ? 'still' : 'moving'}
        modules={[A11y, Autoplay, EffectFade, Keyboard, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
        loop={fade && slides.length > 1}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={fade && slides.length > 1 ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: t('previousSlide'),
          nextSlideMessage: t('nextSlide'),
          paginationBulletMessage: '{{index}}',
          slideLabelMessage: t('slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
        {...(fade
          ? { effect: 'fade', fadeEffect: { crossFade: true }, slidesPerView: 1 }
          : { breakpoints: carouselBreakpoints(maxItems), slidesPerView: Math.min(2, maxItems) })}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => swiperRef.current?.slidePrev()} aria-label={t('previousSlide')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => swiperRef.current?.slideNext()} aria-label={t('nextSlide')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

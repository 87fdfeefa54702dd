'use client';

import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
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

type SwiperCode = (typeof import('./swiper-setup'))['swiperCode'];

/** Swiper's code, loaded when a slider first needs it: it is never part of a page's first load. */
const loadSwiper = () => import('./swiper-setup').then((m) => m.swiperCode);

/** How long before its first autoplay step a slider starts loading Swiper. */
const CODE_LEAD_MS = 1500;

/**
 * A slider on Swiper (client leaf; slides are rendered by the server parent and passed in).
 * The server HTML is already Swiper's markup, laid out by CSS as Swiper will lay it out (a fade
 * slider's first slide, a carousel's first items), so the page paints at once and nothing moves
 * when Swiper takes over the same elements. Swiper starts when it is needed: when the visitor
 * reaches for the slider (pointer, touch, focus, an arrow button) or when its first autoplay step
 * is due (its code is fetched a little before). A fade slider adds its other slides then.
 * Keyboard: arrow keys while it is in view, real previous/next buttons and pagination bullets.
 * Autoplay pauses on hover, stops when the visitor interacts or focuses inside, and is off when
 * the visitor prefers reduced motion (followed live).
 */
export function Slider({ label, mode, autoplayMs, maxItems = CAROUSEL_MAX, className, children }: Props) {
  const t = useTranslations('ContentUi');
  const sectionRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** a step asked for before Swiper was there: an arrow button, or the first autoplay step */
  const pendingStep = useRef<'prev' | 'next' | null>(null);
  const [wanted, setWanted] = useState(false);
  const [swiperCode, setSwiperCode] = useState<SwiperCode | null>(null);
  const [ready, setReady] = useState(false);
  const [motionChanges, setMotionChanges] = useState(0);
  const slides = Children.toArray(children);
  const count = slides.length;
  const fade = mode === 'fade';
  const max = Math.min(Math.max(1, maxItems), CAROUSEL_MAX);
  // A fade slider shows one slide until Swiper is here: the others wait for it (no HTML for them).
  const shown = fade && !swiperCode ? slides.slice(0, 1) : slides;
  const a11y = {
    prevSlideMessage: t('previousSlide'),
    nextSlideMessage: t('nextSlide'),
    paginationBulletMessage: '{{index}}',
    slideLabelMessage: t('slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
  };
  const a11yKey = JSON.stringify(a11y);
  const wake = () => setWanted(true);

  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const onChange = () => setMotionChanges((n) => n + 1);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // The first autoplay step: fetch the code a little before it, start Swiper when it is due.
  useEffect(() => {
    if (!autoplayMs || count < 2 || window.matchMedia(reducedMotionQuery).matches) return;
    const early = setTimeout(() => void loadSwiper(), Math.max(0, autoplayMs - CODE_LEAD_MS));
    const due = setTimeout(() => {
      pendingStep.current ??= 'next';
      setWanted(true);
    }, autoplayMs);
    return () => {
      clearTimeout(early);
      clearTimeout(due);
    };
  }, [autoplayMs, count, motionChanges]);

  useEffect(() => {
    if (!wanted || swiperCode) return;
    let cancelled = false;
    void loadSwiper().then((code) => {
      if (!cancelled) setSwiperCode(code);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, swiperCode]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element || !swiperCode) return;
    const reduced = window.matchMedia(reducedMotionQuery).matches;
    const swiper = new swiperCode.Swiper(element, {
      modules: swiperCode.modules,
      speed: reduced ? 0 : SLIDE_SPEED_MS,
      // rewind, not loop: loop moves slide elements around, and React owns them
      rewind: fade && count > 1,
      autoplay:
        autoplayMs && !reduced && count > 1
          ? { delay: autoplayMs, disableOnInteraction: true, pauseOnMouseEnter: true }
          : false,
      keyboard: { enabled: true, onlyInViewport: true },
      pagination: fade && count > 1 && paginationRef.current ? { el: paginationRef.current, clickable: true } : false,
      a11y: JSON.parse(a11yKey) as SwiperOptions['a11y'],
      ...(fade
        ? { effect: 'fade', fadeEffect: { crossFade: true }, slidesPerView: 1 }
        : { breakpoints: carouselBreakpoints(max), slidesPerView: Math.min(2, max) }),
    });
    swiperRef.current = swiper;
    const step = pendingStep.current;
    pendingStep.current = null;
    if (step === 'next') swiper.slideNext();
    if (step === 'prev') swiper.slidePrev();
    // woken by focus (keyboard): autoplay stays off while the visitor is inside
    if (sectionRef.current?.contains(document.activeElement)) swiper.autoplay?.stop();
    setReady(true);
    return () => {
      swiper.destroy(true, true);
      swiperRef.current = null;
    };
  }, [swiperCode, fade, count, max, autoplayMs, a11yKey, motionChanges]);

  const slide = (direction: 'prev' | 'next') => {
    const swiper = swiperRef.current;
    if (swiper) {
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    pendingStep.current = direction;
    wake();
  };

  const layout = { '--n-sm': Math.min(2, max), '--n-md': Math.min(3, max), '--n-lg': max } as CSSProperties;
  return (
    <section
      ref={sectionRef}
      className={`${styles.slider} ${fade ? styles.fade : styles.carousel} ${className ?? ''}`}
      aria-label={label}
      aria-roledescription="carousel"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={() => {
        wake();
        swiperRef.current?.autoplay?.stop();
      }}
    >
      <div ref={containerRef} className={`swiper ${ready ? '' : styles.pending}`} style={layout}>
        <div className="swiper-wrapper">
          {shown.map((content, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {content}
            </div>
          ))}
        </div>
        {fade && count > 1 && <div ref={paginationRef} className="swiper-pagination" />}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => slide('prev')} aria-label={t('previousSlide')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => slide('next')} aria-label={t('nextSlide')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

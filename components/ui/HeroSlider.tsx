'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import styles from './HeroSlider.module.css';

export type HeroSlide = {
  id: string;
  title: string;
  /** sanitized in the cached reader */
  descriptionHtml: string;
  /** already a cmsImageSrc with its crop */
  imageSrc: string | null;
  imageAlt: string;
  /** a localized site path */
  href: string | null;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const noop = () => () => undefined;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** true when the visitor asked for less motion (no autoplay then) */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * A full-bleed hero slider: crossfade, 500 ms transitions, autoplay (off when the visitor prefers
 * reduced motion), with pagination bullets for keyboard and pointer.
 */
export function HeroSlider({
  slides,
  label,
  width,
  height,
}: {
  slides: HeroSlide[];
  label: string;
  width: number;
  height: number;
}) {
  const reduced = usePrefersReducedMotion();
  // Swiper reads the clock when it is created, which a prerender refuses: the server (and the
  // first client render) show the first slide as is, and the slider takes over once mounted.
  const mounted = useSyncExternalStore(noop, () => true, () => false);
  if (slides.length === 0) return null;
  const renderSlide = (slide: HeroSlide, index: number) => (
    <>
      <div className={styles.media} style={{ aspectRatio: `${width} / ${height}` }}>
        {slide.imageSrc && (
          <Image
            src={slide.imageSrc}
            alt={slide.imageAlt}
            width={width}
            height={height}
            sizes="100vw"
            priority={index === 0}
            className={styles.image}
          />
        )}
      </div>
      {(slide.title || slide.descriptionHtml) && (
        <div className={styles.caption}>
          <div className="container">
            {slide.title &&
              (slide.href ? (
                <Link href={slide.href} className={styles.title}>
                  {slide.title}
                </Link>
              ) : (
                <p className={styles.title}>{slide.title}</p>
              ))}
            {slide.descriptionHtml && (
              <div className={styles.description} dangerouslySetInnerHTML={{ __html: slide.descriptionHtml }} />
            )}
          </div>
        </div>
      )}
    </>
  );
  if (!mounted) {
    return (
      <section className={styles.slider} aria-label={label} aria-roledescription="carousel">
        <div className={styles.slide}>{renderSlide(slides[0], 0)}</div>
      </section>
    );
  }
  return (
    <section className={styles.slider} aria-label={label} aria-roledescription="carousel">
      <Swiper
        key={reduced ? 'still' : 'moving'}
        modules={[EffectFade, Autoplay, Pagination, A11y]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={reduced ? 0 : 500}
        loop={slides.length > 1}
        autoplay={reduced || slides.length < 2 ? false : { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true }}
        className={styles.swiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} className={styles.slide}>
            {renderSlide(slide, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

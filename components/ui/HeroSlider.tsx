import { CmsPicture } from '@/components/ui/CmsPicture';
import { Link } from '@/lib/i18n/navigation';
import { largestPaint } from '@/lib/images/largest-paint';
import { Slider } from './Slider';
import styles from './HeroSlider.module.css';

export type HeroSlide = {
  id: string;
  title: string;
  /** sanitized in the cached reader */
  descriptionHtml: string;
  /** a CMS image, shown in the slider's crop */
  image: { url: string; alt: string } | null;
  /** a path inside the visitor's language (the navigation Link adds the language) */
  href: string | null;
};

/** Full-bleed slides with a caption, on the shared fade slider (crossfade, 500 ms, autoplay). */
export function HeroSlider({
  slides,
  label,
  crop,
}: {
  slides: HeroSlide[];
  label: string;
  /** the slides' image size (spec section 9), also the slider's aspect ratio */
  crop: { width: number; height: number };
}) {
  if (slides.length === 0) return null;
  return (
    <Slider label={label} mode="fade" autoplayMs={5000} className={styles.slider}>
      {slides.map((slide, index) => (
        <div key={index} className={styles.slide}>
          <div className={styles.media} style={{ aspectRatio: `${crop.width} / ${crop.height}` }}>
            {slide.image && (
              <CmsPicture
                url={slide.image.url}
                crop={crop}
                alt={slide.image.alt}
                sizes="100vw"
                {...largestPaint(index === 0)}
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
        </div>
      ))}
    </Slider>
  );
}

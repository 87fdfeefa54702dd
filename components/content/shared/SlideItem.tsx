import { CmsPicture } from '@/components/ui/CmsPicture';
import type { Slide } from '@/lib/cms/types';
import { largestPaint } from '@/lib/images/largest-paint';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './SlideItem.module.css';

/** Spec section 9: the home slider is 1400x600. */
export const SLIDE_SIZE = { width: 1400, height: 600 };

/** One full-bleed slide: image, title, description and (when it points somewhere) a link. */
export function SlideItem({ slide, first, moreLabel }: { slide: Slide; first: boolean; moreLabel: string }) {
  return (
    <div className={styles.slide}>
      {slide.image && (
        <CmsPicture
          className={styles.image}
          url={slide.image.url}
          crop={SLIDE_SIZE}
          alt={slide.image.alt || slide.title}
          sizes="100vw"
          {...largestPaint(first)}
        />
      )}
      <div className={styles.caption}>
        <div className={`container ${styles.captionInner}`}>
          <div className={styles.captionText}>
            <h2 className={styles.title}>{slide.title}</h2>
            {slide.description && <p className={styles.description}>{slide.description}</p>}
          </div>
          {slide.link?.external && (
            <a className={styles.more} href={slide.link.href}>
              {moreLabel}
              <span className="visually-hidden">: {slide.title}</span>
            </a>
          )}
          {slide.link && !slide.link.external && (
            <SiteLink className={styles.more} href={slide.link.href}>
              {moreLabel}
              <span className="visually-hidden">: {slide.title}</span>
            </SiteLink>
          )}
        </div>
      </div>
    </div>
  );
}

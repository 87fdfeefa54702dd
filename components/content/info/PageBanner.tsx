import { CmsPicture } from '@/components/ui/CmsPicture';
import { largestPaint } from '@/lib/images/largest-paint';
import type { ImageFile } from '@/lib/cms/types';
import styles from './PageBanner.module.css';

/**
 * A full-bleed banner (spec: banners 1200x600, education 1200x400). The banner artwork carries
 * its own lettering, so the page title goes below it, never over it.
 */
export function PageBanner({
  image,
  size = { width: 1200, height: 600 },
}: {
  image: ImageFile;
  size?: { width: number; height: number };
}) {
  return (
    <div className={styles.banner} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
      <CmsPicture
        url={image.url}
        crop={size}
        sizes="100vw"
        alt={image.alt}
        {...largestPaint(true)}
        className={styles.image}
      />
    </div>
  );
}

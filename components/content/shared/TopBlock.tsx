import { CmsPicture } from '@/components/ui/CmsPicture';
import { RichText } from '@/components/ui/RichText';
import type { ImageRef } from '@/lib/cms/types';
import { largestPaint } from '@/lib/images/largest-paint';
import styles from './TopBlock.module.css';

/** Spec section 9: banners are 1200x600 (shown as a wide band, cropped to 1200x400 here). */
const BANNER = { width: 1200, height: 400 };

/** A landing's top block: banner image with the title and an introduction over it. */
export function TopBlock({
  title,
  introHtml,
  intro,
  banner,
}: {
  title: string;
  introHtml?: string;
  intro?: string;
  banner: ImageRef | null;
}) {
  return (
    <header className={styles.top}>
      {banner && (
        <CmsPicture
          className={styles.image}
          url={banner.url}
          crop={BANNER}
          alt=""
          sizes="100vw"
          {...largestPaint(true)}
        />
      )}
      <div className={`container ${styles.text}`}>
        <h1 className={styles.title}>{title}</h1>
        {introHtml ? (
          <RichText html={introHtml} className={styles.intro} />
        ) : intro ? (
          <p className={styles.intro}>{intro}</p>
        ) : null}
      </div>
    </header>
  );
}

import cmsImageLoader from './loader';
import { DEVICE_WIDTHS } from './widths';

/** The widest column CMS rich text is shown in (festival body, 920 px); phones use the screen. */
export const RICH_TEXT_IMAGE_SIZES = '(max-width: 767px) 100vw, 920px';

/**
 * A `srcset` for an image an editor placed in rich text, so that a phone is not sent the
 * uploaded original (often several times wider than its screen). Only the CMS's own files can be
 * resized; others are left as they are. The original stays the `src` and, at its own width, the
 * largest candidate: nothing is ever enlarged.
 */
export function richTextImageSrcset(src: string, width: number | undefined): string | undefined {
  if (!src.startsWith('/sites/')) return undefined;
  if (width === undefined) return undefined;
  const smaller = DEVICE_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((w) => `${cmsImageLoader({ src, width: w })} ${w}w`), `${src} ${width}w`].join(', ');
}

/**
 * The widths images are offered at (next.config.ts `images`, rich-text images). Full-width
 * images: phones (750, 1080 at 2-3x), desktops (1400 = the spec's hero, 1920 for high-density
 * screens); fixed ones: cards and logos.
 */
export const DEVICE_WIDTHS = [640, 750, 1080, 1400, 1920];
export const FIXED_IMAGE_WIDTHS = [64, 128, 256, 384];

/** Widths asked of the image service besides those: share images (1200) and full-size article posters (1584). */
export const OTHER_SERVICE_WIDTHS = [1200, 1584];

/** Files and images as the site uses them: root-relative urls, never raw JSON:API files. */

/** An image as the pages use it; a size the CMS did not send is 0 x 0 (reshape/files.ts). */
export type ImageFile = { url: string; alt: string; width: number; height: number };

/** An image of a teaser or an article: an unknown size is null. */
export type ImageRef = { url: string; alt: string; width: number | null; height: number | null };

export type FileRef = { url: string; filename: string; mime: string };

/**
 * A link target: a page of the site as its path inside the language ('/news/x': the navigation Link
 * or getPathname puts the language on it), or (`external`) another site's URL or a file of the site.
 */
export type LinkTarget = { href: string; external: boolean };

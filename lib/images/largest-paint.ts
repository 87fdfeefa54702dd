/**
 * Props for a Picture (components/ui/Picture.tsx) that is (or may be) the largest paint of the
 * page's first screen: a preload link, no lazy loading, and high fetch priority. A preload alone
 * leaves the image at the browser's low default priority for images, behind every script.
 */
export function largestPaint(is: boolean) {
  return is ? ({ preload: true, fetchPriority: 'high' } as const) : {};
}

/**
 * next/image loader for the backend's resize/crop service:
 * `/image?op=scale_and_crop&url=<file>&width=&height=` (webp is negotiated by Accept).
 * A src may carry the wanted crop as `#crop=WxH` (see cmsImageSrc); the height then follows the
 * width next/image asks for, keeping the aspect ratio of the spec's image size.
 */
export default function cmsImageLoader({ src, width }: { src: string; width: number }): string {
  if (!src.startsWith('/sites/') && !/^https?:\/\//.test(src)) return src;
  const [url, fragment = ''] = src.split('#');
  const crop = /crop=(\d+)x(\d+)/.exec(fragment);
  const params = new URLSearchParams({ op: crop ? 'scale_and_crop' : 'scale', url, width: String(width) });
  if (crop) params.set('height', String(Math.round((width * Number(crop[2])) / Number(crop[1]))));
  return `/image?${params.toString()}`;
}

/** A file url with the crop the image service should apply (spec section 9 sizes). */
export function cmsImageSrc(url: string, crop?: { width: number; height: number }): string {
  return crop ? `${url}#crop=${crop.width}x${crop.height}` : url;
}

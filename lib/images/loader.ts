/**
 * next/image loader for the backend's resize/crop service:
 * `/image?op=scale_and_crop&url=<file>&width=&height=` (webp is negotiated by Accept).
 * A src may carry the wanted crop as `#crop=WxH` (see cmsImageSrc); the height then follows the
 * width next/image asks for, keeping the aspect ratio of the spec's image size.
 */
export default function cmsImageLoader({ src, width }: { src: string; width: number }): string {
  // the site's own files (public/): as they are, without the crop the image service would make
  if (!src.startsWith('/sites/') && !/^https?:\/\//.test(src)) return src.split('#')[0];
  const [url, fragment = ''] = src.split('#');
  const crop = /crop=(\d+)x(\d+)/.exec(fragment);
  const op = crop ? 'scale_and_crop' : 'scale';
  const height = crop ? `&height=${Math.round((width * Number(crop[2])) / Number(crop[1]))}` : '';
  // Slashes may stand unescaped in a query string: shorter srcset lists, the same request.
  return `/image?op=${op}&url=${encodeURIComponent(url).replace(/%2F/gi, '/')}&width=${width}${height}`;
}

/** A file url with the crop the image service should apply (spec section 9 sizes). */
export function cmsImageSrc(url: string, crop?: { width: number; height: number }): string {
  return crop ? `${url}#crop=${crop.width}x${crop.height}` : url;
}

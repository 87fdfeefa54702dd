import type { ImageProps } from 'next/image';
import { cmsImageSrc } from '@/lib/images/loader';
import { Picture } from './Picture';

type Size = { width: number; height: number };

type Props = Omit<ImageProps, 'src' | 'width' | 'height'> & {
  /** the CMS file's url, as the reshapes give it (`image.url`) */
  url: string;
  /** the spec's image size (section 9) the image service crops to; none: scaled as it is */
  crop?: Size;
  /** the rendered size; without one, the crop's (neither with `fill`) */
  width?: number;
  height?: number;
};

/**
 * A CMS image in its crop: every page's content images go through here, so the crop rides on the
 * src (lib/images/loader.ts reads it) and the `<img>` is Picture's (no next/image client code).
 */
export function CmsPicture({ url, crop, width, height, ...imageProps }: Props) {
  const size = imageProps.fill ? {} : { width: width ?? crop?.width, height: height ?? crop?.height };
  return <Picture src={cmsImageSrc(url, crop)} {...size} {...imageProps} />;
}

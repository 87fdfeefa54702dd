import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * An image from the image service, rendered as a plain `<img>` with next/image's srcset, sizes and
 * URLs (the custom loader, lib/images/loader.ts) but without its client component: next/image is
 * a client component, and its code (12 kB) came with every page's first load. Lazy unless
 * `preload` (see lib/images/largest-paint.ts): then eager, and preloaded with its srcset and sizes
 * so the browser fetches the page's largest paint before the scripts. Server and client
 * components both use it (getImageProps is a plain function).
 */
export function Picture(imageProps: ImageProps) {
  const { props } = getImageProps(imageProps);
  if (imageProps.preload) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: imageProps.fetchPriority,
    });
  }
  // alt is in props (an ImageProps requires it); the linter cannot see it through the spread
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...props} />;
}

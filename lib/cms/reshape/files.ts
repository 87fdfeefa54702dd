/** Files and images as Jsona gives them (the identifier's meta carries alt and size). */
import type { ImageFile } from '../types';

type ImageMeta = { alt?: string; width?: number; height?: number };
type RawFile = {
  uri?: { url?: string | null; value?: string };
  filemime?: string;
  /** the relationship's meta (Jsona's name for it): alt text and size of this use of the image */
  resourceIdObjMeta?: ImageMeta;
  meta?: ImageMeta;
};

/** The root-relative url of a file relationship, or null (empty, missing or not a file). */
export function fileUrl(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const url = (value as RawFile).uri?.url;
  return typeof url === 'string' && url ? url : null;
}

export function fileMime(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const mime = (value as RawFile).filemime;
  return typeof mime === 'string' ? mime : null;
}

/**
 * An image relationship as a plain image: alt falls back to the given text, the size to the given
 * one (0 x 0 = unknown) when the CMS sent none.
 */
export function imageFile(
  value: unknown,
  fallbackAlt = '',
  fallbackSize: { width: number; height: number } = { width: 0, height: 0 },
): ImageFile | null {
  const url = fileUrl(value);
  if (!url) return null;
  const file = value as RawFile;
  const meta = file.resourceIdObjMeta ?? file.meta ?? {};
  return {
    url,
    alt: meta.alt || fallbackAlt,
    width: meta.width ?? fallbackSize.width,
    height: meta.height ?? fallbackSize.height,
  };
}

/** A CMS colour value, only when it is a plain hex colour (it ends up in a style attribute). */
export function hexColor(value: unknown): string | null {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)
    ? value
    : null;
}

export function plainString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

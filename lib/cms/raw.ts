/** The shapes Jsona gives us for Drupal JSON:API resources (only what the reshapers read). */
export type RawFormatted = { value?: string | null; processed?: string | null; format?: string | null };

export type RawPath = { alias: string | null; pid?: number | null; langcode?: string };

export type RawNode = {
  type: string;
  id: string;
  drupal_internal__nid?: number;
  langcode?: string;
  title?: string;
  created?: string;
  status?: boolean;
  path?: RawPath;
  [field: string]: unknown;
};

export function isFormatted(value: unknown): value is RawFormatted {
  return typeof value === 'object' && value !== null && ('processed' in value || 'value' in value);
}

/** `processed` is what Drupal's text formats produced; it may be null (then nothing is shown). */
export function processedText(value: unknown): string | null {
  return isFormatted(value) ? (value.processed ?? null) : null;
}

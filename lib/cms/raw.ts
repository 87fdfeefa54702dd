/** The shapes Jsona gives us for Drupal JSON:API resources (only what the reshapers read). */
import { htmlLang, isLocale, type Locale } from '@/lib/i18n/routing';

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

/**
 * A node's page inside a language: its alias, or Drupal's system path `/node/N` when it has none
 * there. Drupal's aliases belong to one language and fall back to no other (only to "und"): a node
 * with no translation in the language asked for comes in its original, whose alias does not
 * resolve in this language, so its page here is `/node/N`, as Drupal itself links it. null: no node.
 */
export function nodePath(node: RawNode | null | undefined, locale: Locale): string | null {
  if (!node || node.id === 'missing') return null;
  const aliasLanguage = node.path?.langcode ?? node.langcode;
  const alias =
    node.path?.alias && (!aliasLanguage || aliasLanguage === locale || aliasLanguage === 'und')
      ? node.path.alias
      : null;
  return alias ?? (node.drupal_internal__nid ? `/node/${node.drupal_internal__nid}` : null);
}

/** The `lang` of a node shown on a page of another language (Drupal gave its original), else undefined. */
export function contentLang(node: RawNode, locale: Locale): string | undefined {
  return isLocale(node.langcode) && node.langcode !== locale ? htmlLang(node.langcode) : undefined;
}

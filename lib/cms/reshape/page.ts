import type { ContentType } from '../includes';
import type { Locale } from '@/lib/i18n/routing';
import { nodePath, processedText, type RawNode } from '../raw';
import { sanitizeRichText } from '../sanitize';
import type { ContentPage, Translations } from '../types';

/** Which rich-text field is the main body of each type (the first one found wins). */
const bodyFields = [
  'body',
  'field_news_content',
  'field_art_edu_content',
  'field_project_description',
  'field_about_introduction',
  'field_sponsor_case',
  'field_facilities_map',
];

function festivalOf(node: RawNode, type: ContentType, locale: Locale): ContentPage['festival'] {
  const festival =
    type === 'festival' ? node : type === 'festival_project' ? (node.field_festival as RawNode | null) : null;
  const path = nodePath(festival, locale);
  return festival?.title && path ? { title: festival.title, path } : null;
}

export function reshapePage(node: RawNode, type: ContentType, translations: Translations, locale: Locale): ContentPage {
  let body: string | null = null;
  for (const field of bodyFields) {
    body = processedText(node[field]);
    if (body) break;
  }
  return {
    type,
    uuid: node.id,
    nid: String(node.drupal_internal__nid ?? ''),
    title: node.title ?? '',
    langcode: node.langcode ?? '',
    created: node.created ?? null,
    path: node.path?.alias ?? null,
    bodyHtml: sanitizeRichText(body),
    landingType: typeof node.field_landing_type === 'string' ? node.field_landing_type : null,
    translations,
    festival: festivalOf(node, type, locale),
  };
}

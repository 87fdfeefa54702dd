/**
 * The search module's answer (plain JSON, not JSON:API: sandbox/CONTENT.md, "Search") -> the
 * site's search results. Pure, for the browser's fetcher (browse.ts).
 */
import type { Locale } from '@/lib/i18n/routing';
import { truncate } from '@/lib/text/truncate';
import { contentLang } from '../raw';
import type { SearchResult } from '../types';
import { plainString as str } from './files';
import { nodeHref } from './teasers';

export type RawSearchResult = Record<string, unknown> & {
  nid?: number;
  uuid?: string;
  type?: string;
  title?: string;
  path?: string;
  langcode?: string;
};

export function reshapeSearchResult(raw: RawSearchResult, locale: Locale): SearchResult {
  const type = str(raw.type);
  const isShow = type === 'project' || type === 'festival_project';
  const id = str(raw.uuid) || String(raw.nid ?? '');
  const node = {
    type: `node--${type}`,
    id,
    drupal_internal__nid: raw.nid,
    langcode: raw.langcode,
    path: { alias: str(raw.path) || null },
  };
  return {
    id,
    type,
    title: str(raw.title),
    lang: contentLang(node, locale),
    // the node's page in this language, as a teaser links it (an untranslated node's alias is not one of this language)
    href: nodeHref(node, locale),
    created: str(raw.created) || null,
    typeName: str(raw.field_news_type) || str(raw.field_art_edu_theme),
    image:
      str(raw.field_news_poster) || str(raw.field_art_edu_poster) || str(raw.field_project_presentation_img) || null,
    summary: truncate(
      str(raw.field_news_content) ||
        str(raw.field_art_edu_subtitle) ||
        str(raw.field_project_presentation_desc) ||
        str(raw.field_summary),
      'summary',
    ),
    projectId: isShow ? str(raw.field_project_id) || null : null,
    dateFrom: str(raw.field_from) || null,
    dateTo: str(raw.field_to) || null,
    venue: str(raw.field_type_of_facility),
  };
}

/**
 * POST /jsonapi/itc_search {keyword, page}: the theatre's site search over news, arts education
 * and shows, 4 results a page. Answer: {data: {count, results: [...]}} (see CONTENT.md).
 */
import { loadType, pickTranslation } from './store';
import { badRequest } from './jsonapi/errors';
import { load, type ApiRequest } from './jsonapi/request';
import { identsOf, isoDate } from './jsonapi/serialize';
import { plainText, truncate } from './text';
import { bundleOf, type Entity } from './types';

export const SEARCH_PAGE_SIZE = 4;
const BUNDLES = ['news', 'art_education', 'project', 'festival_project'];
const TEXT_FIELDS = [
  'field_news_content',
  'field_art_edu_subtitle',
  'field_art_edu_content',
  'field_summary',
  'field_project_subtitle',
  'field_project_presentation_desc',
  'field_project_description',
];

function fileUrl(r: ApiRequest, e: Entity, field: string): string | null {
  const ident = identsOf(e.relationships[field])[0];
  const file = ident && load(r, ident.id);
  return (file?.attributes.uri as { url?: string } | undefined)?.url ?? null;
}

function termName(r: ApiRequest, e: Entity, field: string): string | null {
  const ident = identsOf(e.relationships[field])[0];
  const term = ident && load(r, ident.id);
  return term ? String(term.attributes.name ?? '') : null;
}

function result(r: ApiRequest, e: Entity) {
  const bundle = bundleOf(e.type);
  const base = {
    nid: e.internalId,
    uuid: e.uuid,
    type: bundle,
    title: String(e.attributes.title ?? ''),
    path: e.alias ?? `/node/${e.internalId}`,
    langcode: e.langcode,
    created: isoDate(e.created),
  };
  if (bundle === 'news')
    return {
      ...base,
      field_news_type: termName(r, e, 'field_news_type'),
      field_news_poster: fileUrl(r, e, 'field_news_poster'),
      field_news_content: truncate(plainText(e.attributes.field_news_content)),
    };
  if (bundle === 'art_education')
    return {
      ...base,
      field_art_edu_subtitle: e.attributes.field_art_edu_subtitle ?? null,
      field_art_edu_theme: termName(r, e, 'field_art_edu_theme'),
      field_art_edu_poster: fileUrl(r, e, 'field_art_edu_poster'),
      field_art_edu_content: truncate(plainText(e.attributes.field_art_edu_content)),
    };
  return {
    ...base,
    field_project_id: e.attributes.field_project_id ?? null,
    field_project_presentation_img: fileUrl(r, e, 'field_project_presentation_img'),
    field_project_presentation_desc: truncate(plainText(e.attributes.field_project_presentation_desc)),
    field_summary: e.attributes.field_summary ?? null,
    field_from: e.attributes.field_from ?? null,
    field_to: e.attributes.field_to ?? null,
    field_type_of_facility: e.attributes.field_type_of_facility ?? null,
  };
}

export function parseSearchBody(text: string): { keyword: string; page: number } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON: {"keyword": "...", "page": 1}.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  const { keyword = '', page = 1 } = body as { keyword?: unknown; page?: unknown };
  if (typeof keyword !== 'string') throw badRequest('keyword must be a string.');
  if (keyword.length > 200) throw badRequest('keyword must be 200 characters or fewer.');
  const p = typeof page === 'string' && /^\d+$/.test(page) ? Number(page) : page;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > 10000)
    throw badRequest('page must be a whole number from 1.');
  return { keyword: keyword.trim(), page: p };
}

/** Shows are what most searches are for: on an equal match they come before articles. */
const SHOW_BUNDLES = new Set(['project', 'festival_project']);

/**
 * How well an item matches, as the theatre's search module weighs it (a title match counts most,
 * as Search API's title boost does): 5 the whole title, or a work named in it in 《》 (歌剧《图兰朵》
 * is 图兰朵); 4 the title's start; 3 a word of the title; 2 the title anywhere; 1 the text.
 * Case does not count.
 */
export function matchScore(title: string, text: string, keyword: string): number {
  const needle = keyword.toLowerCase().trim();
  const heading = title.toLowerCase().trim();
  if (!needle) return 0;
  const works = [...heading.matchAll(/《([^》]+)》/g)].map((m) => m[1].trim());
  if (heading === needle || works.includes(needle)) return 5;
  if (heading.startsWith(needle)) return 4;
  if (heading.split(/[\s:：·,，—–-]+/).includes(needle)) return 3;
  if (heading.includes(needle)) return 2;
  return text.toLowerCase().includes(needle) ? 1 : 0;
}

export function search(r: ApiRequest, keyword: string, page: number) {
  if (!keyword) return { data: { count: 0, results: [] as unknown[] } };
  const hits: { e: Entity; score: number; show: boolean }[] = [];
  for (const bundle of BUNDLES) {
    const byUuid = new Map<string, Entity[]>();
    for (const e of loadType(r.ctx, `node--${bundle}`)) byUuid.set(e.uuid, [...(byUuid.get(e.uuid) ?? []), e]);
    for (const translations of byUuid.values()) {
      // the search index holds each translation: only items in the visitor's language are found
      const e =
        translations.find((t) => t.langcode === r.lang) ??
        (translations.length === 1 ? pickTranslation(translations, r.lang) : undefined);
      if (!e || !e.status) continue;
      const body = TEXT_FIELDS.map((f) => plainText(e.attributes[f])).join(' ');
      const score = matchScore(String(e.attributes.title ?? ''), body, keyword);
      if (score) hits.push({ e, score, show: SHOW_BUNDLES.has(bundle) });
    }
  }
  hits.sort((a, b) => b.score - a.score || Number(b.show) - Number(a.show) || b.e.created - a.e.created);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  return {
    data: {
      count: hits.length,
      results: hits.slice(offset, offset + SEARCH_PAGE_SIZE).map((h) => result(r, h.e)),
    },
  };
}

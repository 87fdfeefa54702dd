/** GET /jsonapi/metatag?entity_type=node&id=<uuid or nid>&langcode=: the page's head tags. */
import { findNodeByNid, pickTranslation } from './store';
import { JsonApiError, badRequest } from './jsonapi/errors';
import { canView, langPrefix, load, translationsOf, type ApiRequest } from './jsonapi/request';
import { identsOf } from './jsonapi/serialize';
import { plainText, truncate } from './text';
import { bundleOf, LANGS, type Entity } from './types';

export type MetaTag = { tag: 'meta' | 'link'; attributes: Record<string, string> };

const SITE_NAME: Record<string, string> = { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' };
const SITE_SLOGAN: Record<string, string> = {
  'zh-hans': '海湾大剧院：歌剧、音乐剧、舞蹈、话剧与音乐会，在线购票与会员服务。',
  en: 'Harbour Bay Grand Theatre: opera, musicals, dance, drama and concerts, with online tickets and membership.',
};
export const DEFAULT_SHARE_IMAGE = '/sites/default/files/default/share-image.jpg';

const descriptionField: Record<string, string[]> = {
  project: ['field_summary', 'field_project_presentation_desc'],
  festival_project: ['field_summary', 'field_project_presentation_desc'],
  news: ['field_news_content'],
  art_education: ['field_art_edu_subtitle', 'field_art_edu_content'],
  education: ['body'],
  festival: ['body'],
  about_us: ['field_about_introduction'],
  facilities: ['field_facilities_map'],
  sponsor: ['field_sponsor_home_desc', 'field_sponsor_case'],
  landing_page: ['body'],
  art_education_landing: ['body'],
};
const imageField: Record<string, string[]> = {
  project: ['field_project_presentation_img'],
  festival_project: ['field_project_presentation_img', 'field_node_banner'],
  news: ['field_news_poster'],
  art_education: ['field_art_edu_poster'],
  festival: ['field_background_image'],
  about_us: ['field_node_banner'],
  facilities: ['field_node_banner'],
  sponsor: ['field_sponsor_logo', 'field_node_banner'],
};

function description(e: Entity): string {
  for (const f of descriptionField[bundleOf(e.type)] ?? ['body']) {
    const text = plainText(e.attributes[f]);
    if (text) return truncate(text, 180);
  }
  return SITE_SLOGAN[e.langcode] ?? SITE_SLOGAN['zh-hans'];
}

function imageUrl(r: ApiRequest, e: Entity): string {
  for (const f of imageField[bundleOf(e.type)] ?? []) {
    const ident = identsOf(e.relationships[f])[0];
    const file = ident && load(r, ident.id);
    const uri = file?.attributes.uri as { url?: string } | undefined;
    if (uri?.url) return uri.url;
  }
  return DEFAULT_SHARE_IMAGE;
}

export function metatagsFor(r: ApiRequest, e: Entity): MetaTag[] {
  const title = `${String(e.attributes.title ?? '')} | ${SITE_NAME[e.langcode] ?? SITE_NAME['zh-hans']}`;
  const desc = description(e);
  const canonical = `${r.origin}${langPrefix(e.langcode)}${e.alias ?? `/node/${e.internalId}`}`;
  const image = `${r.origin}/image?op=scale_and_crop&url=${encodeURIComponent(imageUrl(r, e))}&width=1200&height=630`;
  const meta = (key: 'name' | 'property', name: string, content: string): MetaTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  return [
    meta('name', 'title', title),
    meta('name', 'description', desc),
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    meta('property', 'og:site_name', SITE_NAME[e.langcode] ?? SITE_NAME['zh-hans']),
    meta('property', 'og:type', bundleOf(e.type) === 'news' ? 'article' : 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:title', String(e.attributes.title ?? '')),
    meta('property', 'og:description', desc),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', String(e.attributes.title ?? '')),
    meta('name', 'twitter:description', desc),
    meta('name', 'twitter:image', image),
  ];
}

export function metatagAnswer(r: ApiRequest, q: Record<string, string>): MetaTag[] {
  if ((q.entity_type ?? 'node') !== 'node') throw badRequest('Only entity_type=node has metatags.', 'entity_type');
  const id = q.id ?? '';
  if (!id) throw badRequest('The id parameter (a node uuid or nid) is required.', 'id');
  const langcode = q.langcode || r.lang;
  if (!LANGS.includes(langcode as never)) throw badRequest(`Unknown langcode "${langcode}".`, 'langcode');
  const translations = /^\d+$/.test(id)
    ? findNodeByNid(r.ctx, Number(id))
    : translationsOf(r, id).filter((t) => t.type.startsWith('node--'));
  const e = pickTranslation(translations, langcode);
  if (!e) throw new JsonApiError(404, `No node with id ${id}.`);
  if (!canView(r, e)) throw new JsonApiError(403, 'The current user is not allowed to view this node.');
  return metatagsFor(r, e);
}

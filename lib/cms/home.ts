import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { settle, unwrap } from './outcome';
import { processedText, type RawNode } from './raw';
import {
  nodesOf,
  reshapeAdvert,
  reshapeArtTeaser,
  reshapeNewsTeaser,
  reshapeShowTeaser,
  reshapeSlide,
  reshapeSponsorLogo,
} from './reshape/teasers';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { getNodeDocument } from './node-document';
import { cmsRequest, deserialize } from './transport';
import type { Homepage } from './types';

/** Each relationship of the homepage and what its related-resource call includes (spec section 7). */
const relationships: Record<string, string> = {
  field_ads_slider: 'field_image,field_advert_content',
  field_home_art: 'field_art_edu_poster,field_art_edu_theme',
  field_home_news: 'field_news_poster,field_news_type',
  field_home_slider: 'field_slide_image,field_slide_project_news',
  field_home_sponsors: 'field_sponsor_logo',
  field_home_highlights: 'field_project_presentation_img',
};

type Resource = { type: string; id: string };
type Document = {
  data: Resource & { relationships?: Record<string, { links?: { related?: { href?: string } } }> };
  included?: Resource[];
};
type Related = { data: Resource | Resource[] | null; included?: Resource[] };

/** A related link (absolute, on the backend) as a content-API path: '/node/homepage/<id>/field_x'. */
function relatedPath(href: string): string {
  const path = new URL(href, 'http://backend').pathname;
  return path.replace(/^\/en(?=\/)/, '').replace(/^\/jsonapi/, '');
}

/**
 * GET /node/homepage/{language} (the document the page lookup fetched too: node-document.ts), then
 * every relationship link in parallel, each with its own includes; the related resources and their
 * includes are merged into the homepage's `included`, so one Jsona pass resolves the whole page.
 */
async function fetchHomepage(locale: Locale): Promise<Homepage> {
  const document = (await getNodeDocument(locale, 'homepage', locale)) as Document;
  const links = document.data.relationships ?? {};
  const answers = await Promise.all(
    Object.entries(relationships).map(async ([field, include]) => {
      const href = links[field]?.links?.related?.href;
      if (!href) return null;
      return cmsRequest<Related>(relatedPath(href), { locale, query: { include } });
    }),
  );
  const merged = new Map<string, Resource>();
  for (const resource of document.included ?? []) merged.set(`${resource.type}:${resource.id}`, resource);
  for (const answer of answers) {
    if (!answer) continue;
    const data = Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : [];
    for (const resource of [...data, ...(answer.included ?? [])])
      merged.set(`${resource.type}:${resource.id}`, resource);
  }
  // Relationship targets the language/status filter left out are dropped, not shown half-empty.
  const present = new Set(
    answers
      .flatMap((a) => (a ? (Array.isArray(a.data) ? a.data : a.data ? [a.data] : []) : []))
      .map((r) => `${r.type}:${r.id}`),
  );
  const node = deserialize<RawNode>({ ...document, included: [...merged.values()] });
  // An untranslated item comes back in its own language (design.md section 4): leave it out.
  const pick = (field: string) =>
    nodesOf(node[field]).filter((n) => present.has(`${n.type}:${n.id}`) && (!n.langcode || n.langcode === locale));
  const slides = Array.isArray(node.field_home_slider)
    ? (node.field_home_slider as RawNode[]).filter((s) => s && typeof s === 'object' && 'field_slide_title' in s)
    : [];
  return {
    id: node.id,
    title: node.title ?? '',
    newsTitle: typeof node.field_home_news_title === 'string' ? node.field_home_news_title : '',
    introHtml: sanitizeRichText(processedText(node.body)),
    slides: slides.map((s) => reshapeSlide(s, locale)),
    ads: pick('field_ads_slider').map((n) => reshapeAdvert(n, locale)),
    news: pick('field_home_news').map((n) => reshapeNewsTeaser(n, locale)),
    sponsors: pick('field_home_sponsors').map((n) => reshapeSponsorLogo(n, locale)),
    art: pick('field_home_art').map((n) => reshapeArtTeaser(n, locale)),
    highlights: pick('field_home_highlights').map((n) => reshapeShowTeaser(n, locale)),
  };
}

async function readHomepage(locale: Locale) {
  'use cache';
  // the answers tag the homepage node and every node they show (transport.ts)
  cacheTag(tags.nodeRead('homepage', locale), tags.list('news'), tags.list('advertisement'));
  return settle(() => fetchHomepage(locale));
}

/**
 * The home page with its sliders, news, sponsors, arts education and highlights. Read by language
 * (spec section 7: `/node/homepage/{lang-or-id}`), like the page lookup of '/' (load-route.ts).
 */
export async function getHomepage(locale: Locale): Promise<Homepage> {
  return unwrap(await readHomepage(locale), `/node/homepage/${locale}`);
}

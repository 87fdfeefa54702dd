import type { Locale } from '@/lib/i18n/routing';
import { contentLang, nodePath, processedText, type RawNode } from '../raw';
import { sanitizeRichText } from '../sanitize';
import type { DetailTabKey, ImageFile, ShowDetail, ShowSummary } from '../types';
import { reshapeAccessPerformances } from './access';
import { imageFile, plainString } from './files';

export const detailTabKeys: DetailTabKey[] = [
  'description',
  'artists',
  'program',
  'artgroup',
  'synopsis',
  'relatedinfo',
];

/** Show images without a size from the CMS are taken as posters (3:4). */
const POSTER_SIZE = { width: 1200, height: 1600 };

function imageOf(value: unknown, fallbackAlt: string): ImageFile | null {
  return imageFile(value, fallbackAlt, POSTER_SIZE);
}

export function reshapeShowSummary(node: RawNode, locale: Locale): ShowSummary {
  const type = node.type === 'node--festival_project' ? 'festival_project' : 'project';
  const title = node.title ?? '';
  return {
    uuid: node.id,
    type,
    title,
    lang: contentLang(node, locale),
    path: nodePath(node, locale),
    projectId: plainString(node.field_project_id),
    image: imageOf(node.field_project_presentation_img, title),
    from: typeof node.field_from === 'string' ? node.field_from : null,
    to: typeof node.field_to === 'string' ? node.field_to : null,
    venue: plainString(node.field_type_of_facility),
    basePrice: typeof node.field_base_price === 'number' ? node.field_base_price : null,
    accessPerformances: reshapeAccessPerformances(node.field_access_performances, locale),
  };
}

export function reshapeShowDetail(node: RawNode, locale: Locale): ShowDetail {
  const summary = reshapeShowSummary(node, locale);
  const tabs = detailTabKeys
    .map((key) => ({ key, html: sanitizeRichText(processedText(node[`field_project_${key}`])) }))
    .filter((tab) => tab.html.trim() !== '');
  const slider = Array.isArray(node.field_project_slider) ? node.field_project_slider : [];
  const recommendations = Array.isArray(node.field_project_recommendation)
    ? (node.field_project_recommendation as RawNode[])
    : [];
  return {
    ...summary,
    nid: String(node.drupal_internal__nid ?? ''),
    langcode: node.langcode ?? '',
    subtitle: plainString(node.field_project_subtitle),
    summary: plainString(node.field_summary),
    discount: typeof node.field_discount === 'string' && node.field_discount ? node.field_discount : null,
    notificationHtml: sanitizeRichText(processedText(node.field_project_notification)),
    tabs,
    gallery: slider.map((file: unknown) => imageOf(file, summary.title)).filter((i): i is ImageFile => i !== null),
    recommendations: recommendations
      .filter((r) => r && r.id && r.id !== 'missing' && r.title)
      .map((r) => reshapeShowSummary(r, locale)),
    banner: imageOf(node.field_node_banner, summary.title),
    bannerLogo: imageOf(node.field_banner_logo, summary.title),
  };
}

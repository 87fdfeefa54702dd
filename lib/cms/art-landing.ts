import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import type { ArtLanding } from './types';
import { settle, unwrap } from './outcome';
import { nodePath, processedText, type RawNode } from './raw';
import { imageRef, reshapeSlide } from './reshape/teasers';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import { getNodeDocument } from './node-document';

async function readLanding(locale: Locale, type: 'art_education_landing' | 'landing_page', uuid: string) {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(async () => {
    const document = await getNodeDocument(locale, type, uuid);
    const node = deserialize<RawNode>(document);
    const slides = Array.isArray(node.field_art_edu_landing_slider)
      ? (node.field_art_edu_landing_slider as RawNode[])
      : [];
    const landing: ArtLanding = {
      slides: slides.filter((s) => s && typeof s === 'object' && 'id' in s).map((s) => reshapeSlide(s, locale)),
      bodyHtml: sanitizeRichText(processedText(node.body)),
      banner: imageRef(node.field_node_banner, node.title),
    };
    return landing;
  });
}

/** The arts-education landing's slider and body, or a landing page's banner and body. */
export async function getLanding(
  locale: Locale,
  type: 'art_education_landing' | 'landing_page',
  uuid: string,
): Promise<ArtLanding> {
  return unwrap(await readLanding(locale, type, uuid), `/node/${type}/${uuid}`);
}

async function readArtLandingPath(locale: Locale) {
  'use cache';
  cacheTag(tags.list('art_education_landing'));
  return settle(async () => {
    const document = await cmsRequest('/node/art_education_landing', {
      locale,
      query: { 'page[limit]': 1, 'fields[node--art_education_landing]': 'path,title,langcode,drupal_internal__nid' },
    });
    const node = deserialize<RawNode[]>(document)[0];
    const path = nodePath(node, locale);
    return node && path ? { path, title: node.title ?? '' } : null;
  });
}

/** Where the arts-education landing lives in a language (for breadcrumbs). */
export async function getArtLandingLink(locale: Locale): Promise<{ path: string; title: string } | null> {
  return unwrap(await readArtLandingPath(locale), '/node/art_education_landing');
}

import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import { processedText, type RawNode } from './raw';
import { imageFile } from './reshape/files';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { deserialize } from './transport';
import type { ImageFile, TabbedPage, TabbedPageType } from './types';
import { getNodeDocument } from './node-document';
import { nullIfMissing, settle, unwrap, type Outcome } from './outcome';

/** The tab keys (as they appear in the URL, `?tab=jobs`) and the rich-text field of each. */
export const tabbedPageFields = {
  about_us: [
    ['introduction', 'field_about_introduction'],
    ['jobs', 'field_about_jobs'],
    ['organization', 'field_about_organization'],
    ['travel', 'field_about_travel'],
  ],
  facilities: [
    ['map', 'field_facilities_map'],
    ['lyric', 'field_facilities_lyric_theatre'],
    ['buick', 'field_facilities_buick_theatre'],
    ['studio', 'field_facilities_studio_theatre'],
    ['hall', 'field_facilities_multi_function_hall'],
    ['foyer', 'field_facilities_foyer'],
    ['vip', 'field_facilities_vip_room'],
    ['dressing', 'field_facilities_dressing_room'],
    ['other', 'field_facilities_other'],
  ],
  sponsor: [
    ['case', 'field_sponsor_case'],
    ['purpose', 'field_sponsor_purpose'],
    ['sponsorship', 'field_sponsor_sponsorship'],
    ['results', 'field_sponsor_results'],
  ],
} as const satisfies Record<TabbedPageType, readonly (readonly [string, string])[]>;

/** The spec's default banner for pages without one (the sponsor page): the site's own file. */
export const DEFAULT_BANNER: ImageFile = {
  url: theatre.images.banner.path,
  alt: '',
  width: theatre.images.banner.width,
  height: theatre.images.banner.height,
};

export function reshapeTabbedPage(node: RawNode, type: TabbedPageType): TabbedPage {
  const title = node.title ?? '';
  return {
    title,
    banner: imageFile(node.field_node_banner, title) ?? { ...DEFAULT_BANNER, alt: title },
    tabs: tabbedPageFields[type].map(([key, field]) => ({ key, html: sanitizeRichText(processedText(node[field])) })),
  };
}

/** About us, facilities or a sponsor node with its banner and tabs (null: not found). */
export async function getTabbedPage(locale: Locale, type: TabbedPageType, uuid: string): Promise<TabbedPage | null> {
  return unwrap(await readTabbedPage(locale, type, uuid), `/node/${type}/${uuid}`);
}

async function readTabbedPage(locale: Locale, type: TabbedPageType, uuid: string): Promise<Outcome<TabbedPage | null>> {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(() =>
    nullIfMissing(async () => reshapeTabbedPage(deserialize<RawNode>(await getNodeDocument(locale, type, uuid)), type)),
  );
}

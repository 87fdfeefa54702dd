/**
 * Raw JSON:API (after Jsona) -> teaser domain types. Pure functions without server-only imports,
 * so the browser's list fetchers (lib/cms/browse.ts) reshape exactly like the cached readers.
 */
import type { Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import { plainText, truncate } from '@/lib/text/truncate';
import { contentLang, nodePath, processedText, type RawNode } from '../raw';
import { fileMime, fileUrl, imageFile } from './files';
import { linkTarget } from './link';
import type {
  Advert,
  ArtTeaser,
  FileRef,
  ImageRef,
  LinkTarget,
  NewsTeaser,
  ShowTeaser,
  Slide,
  SponsorLogo,
  Term,
} from '../types';

type RawTerm = { id: string; name?: string; drupal_internal__tid?: number };

/** An image relationship for a teaser: read as every CMS image is (files.ts), an unknown size as null. */
export function imageRef(value: unknown, fallbackAlt = ''): ImageRef | null {
  const image = imageFile(value, fallbackAlt);
  return image && { ...image, width: image.width || null, height: image.height || null };
}

export function fileRef(value: unknown): FileRef | null {
  const url = fileUrl(value);
  if (!url) return null;
  const filename = (value as { filename?: unknown }).filename;
  const name = typeof filename === 'string' && filename ? filename : (url.split('/').pop() ?? '');
  return { url, filename: name, mime: fileMime(value) ?? '' };
}

export function termName(value: unknown): string {
  return value && typeof value === 'object' && typeof (value as RawTerm).name === 'string'
    ? ((value as RawTerm).name as string)
    : '';
}

export function reshapeTerm(raw: RawTerm): Term {
  return { id: raw.id, tid: raw.drupal_internal__tid ?? 0, name: raw.name ?? '' };
}

/** A node's page in the visitor's language, as its path inside the language ('/node/N' when it has no alias there: raw.ts). */
export function nodeHref(node: RawNode, locale: Locale): string {
  return nodePath(node, locale) ?? '/';
}

function isNode(value: unknown): value is RawNode {
  return (
    !!value && typeof value === 'object' && typeof (value as RawNode).id === 'string' && 'title' in (value as object)
  );
}

export function nodesOf(value: unknown): RawNode[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** The parts of an article teaser every type has; `poster` and `body` are the type's own fields. */
function articleTeaser(node: RawNode, locale: Locale, poster: unknown, body: unknown) {
  return {
    id: node.id,
    title: node.title ?? '',
    href: nodeHref(node, locale),
    lang: contentLang(node, locale),
    created: node.created ?? null,
    image: imageRef(poster, node.title),
    summary: truncate(plainText(processedText(body)), 'summary'),
  };
}

export function reshapeNewsTeaser(node: RawNode, locale: Locale): NewsTeaser {
  return {
    ...articleTeaser(node, locale, node.field_news_poster, node.field_news_content),
    typeName: termName(node.field_news_type),
  };
}

export function reshapeArtTeaser(node: RawNode, locale: Locale): ArtTeaser {
  return {
    ...articleTeaser(node, locale, node.field_art_edu_poster, node.field_art_edu_content),
    subtitle: typeof node.field_art_edu_subtitle === 'string' ? node.field_art_edu_subtitle : '',
    themeName: termName(node.field_art_edu_theme),
  };
}

export function reshapeShowTeaser(node: RawNode, locale: Locale): ShowTeaser {
  const price = typeof node.field_base_price === 'number' ? node.field_base_price : Number(node.field_base_price);
  return {
    id: node.id,
    type: node.type === 'node--festival_project' ? 'festival_project' : 'project',
    title: node.title ?? '',
    href: nodeHref(node, locale),
    lang: contentLang(node, locale),
    image: imageRef(node.field_project_presentation_img, node.title),
    dateText: formatDateRange(
      typeof node.field_from === 'string' ? node.field_from : null,
      typeof node.field_to === 'string' ? node.field_to : null,
      locale,
    ),
    venue: typeof node.field_type_of_facility === 'string' ? node.field_type_of_facility : '',
    priceFrom: Number.isFinite(price) && price > 0 ? price : null,
    projectId: typeof node.field_project_id === 'string' ? node.field_project_id : '',
  };
}

/** The page a slide or advert points at, from the node it references. */
function nodeLink(value: unknown, locale: Locale): LinkTarget | null {
  return isNode(value) ? { href: nodeHref(value, locale), external: false } : null;
}

export function reshapeSlide(raw: RawNode, locale: Locale): Slide {
  const title = typeof raw.field_slide_title === 'string' ? raw.field_slide_title : '';
  return {
    id: raw.id,
    title,
    description: truncate(plainText(processedText(raw.field_slide_description)), 'summary'),
    image: imageRef(raw.field_slide_image, title),
    link: nodeLink(raw.field_slide_project_news, locale),
  };
}

export function reshapeAdvert(node: RawNode, locale: Locale): Advert {
  const content = isNode(node.field_advert_content) ? node.field_advert_content : null;
  const contentImage = content
    ? (content.field_news_poster ??
      content.field_sponsor_logo ??
      content.field_art_edu_poster ??
      content.field_project_presentation_img)
    : null;
  return {
    id: node.id,
    title: node.title ?? '',
    image: imageRef(node.field_image, node.title) ?? imageRef(contentImage, node.title),
    link: linkTarget(node.field_link) ?? nodeLink(content, locale),
  };
}

export function reshapeSponsorLogo(node: RawNode, locale: Locale): SponsorLogo {
  return {
    id: node.id,
    title: node.title ?? '',
    description: typeof node.field_sponsor_home_desc === 'string' ? node.field_sponsor_home_desc : '',
    image: imageRef(node.field_sponsor_logo, node.title),
    link: linkTarget(node.field_sponsor_ext_link) ?? { href: nodeHref(node, locale), external: false },
  };
}

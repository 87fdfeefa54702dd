import sanitizeHtml from 'sanitize-html';
import { truncate, plainText } from '@/lib/text/truncate';
import type { EducationPage, EducationSection, EducationTeaser, EducationTerm } from '../types';
import type { Locale } from '@/lib/i18n/routing';
import { nodePath, processedText, type RawNode } from '../raw';
import { sanitizeRichText } from '../sanitize';
import { fileMime, fileUrl, imageFile, plainString } from './files';

type RawTerm = { id: string; name?: string; drupal_internal__tid?: number; field_image?: unknown };

export function reshapeEducationTerm(term: RawTerm): EducationTerm {
  const name = term.name ?? '';
  return { id: term.id, tid: term.drupal_internal__tid ?? 0, name, image: imageFile(term.field_image, name) };
}

function termName(value: unknown): string {
  return value && typeof value === 'object' && 'name' in value ? plainString((value as { name: unknown }).name) : '';
}

export function reshapeEducationTeaser(node: RawNode, locale: Locale): EducationTeaser {
  return {
    id: node.id,
    title: node.title ?? '',
    path: nodePath(node, locale),
    created: node.created ?? null,
    typeName: termName(node.field_type),
    description: truncate(plainText(processedText(node.body)), 'education'),
  };
}

/**
 * An embed from the CMS (`<iframe src="https://...">`) reduced to its src and title: only an
 * https iframe survives, and the page renders its own <iframe> element from these two strings,
 * never the CMS HTML.
 */
export function embedFromHtml(html: unknown): { src: string; title: string } | null {
  if (typeof html !== 'string' || !html) return null;
  let found: { src: string; title: string } | null = null;
  sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'title'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'iframe' && !found) {
        const src = frame.attribs.src ?? '';
        try {
          const url = new URL(src);
          if (url.protocol === 'https:' && !url.username && !url.password) {
            found = { src: url.toString(), title: frame.attribs.title ?? '' };
          }
        } catch {
          // not a URL: nothing to embed
        }
      }
      return false;
    },
  });
  return found;
}

export function reshapeSection(paragraph: RawNode): EducationSection {
  const id = paragraph.id;
  const type = paragraph.type.replace(/^paragraph--/, '');
  switch (type) {
    case 'content_section_title':
      return { kind: 'title', id, title: plainString(paragraph.field_title) };
    case 'content_section_video': {
      if (paragraph.field_list === 'iframe') {
        const embed = embedFromHtml(paragraph.field_text_long);
        return embed ? { kind: 'video-iframe', id, ...embed } : { kind: 'unknown', id, type };
      }
      const url = fileUrl(paragraph.field_video);
      return url
        ? { kind: 'video-upload', id, url, mime: fileMime(paragraph.field_video) ?? 'video/mp4' }
        : { kind: 'unknown', id, type };
    }
    case 'content_section_description':
      return { kind: 'description', id, html: sanitizeRichText(processedText(paragraph.field_text)) };
    case 'content_section_image': {
      const image = imageFile(paragraph.field_image);
      return image ? { kind: 'image', id, image } : { kind: 'unknown', id, type };
    }
    default:
      return { kind: 'unknown', id, type };
  }
}

export function reshapeEducationPage(node: RawNode): EducationPage {
  const sections = Array.isArray(node.field_content_section) ? (node.field_content_section as RawNode[]) : [];
  const term = node.field_type as RawTerm | null | undefined;
  return {
    uuid: node.id,
    title: node.title ?? '',
    created: node.created ?? null,
    typeName: termName(term),
    typeId: term && typeof term === 'object' && term.id !== 'missing' ? term.id : null,
    banner: term ? imageFile(term.field_image, termName(term)) : null,
    bodyHtml: sanitizeRichText(processedText(node.body)),
    sections: sections.filter((p) => p && typeof p === 'object' && p.id !== 'missing').map(reshapeSection),
  };
}

import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { contentLang, nodePath, processedText, type RawNode } from './raw';
import { hexColor, imageFile, plainString } from './reshape/files';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { deserialize } from './transport';
import type { Festival } from './types';
import { getNodeDocument } from './node-document';
import { nullIfMissing, settle, unwrap, type Outcome } from './outcome';

const DEFAULT_BACKGROUND = '#16130f';
const DEFAULT_DATE = '#ffffff';

function list(value: unknown): RawNode[] {
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as RawNode[]) : [];
}

export function reshapeFestival(node: RawNode, locale: Locale): Festival {
  const title = node.title ?? '';
  return {
    uuid: node.id,
    title,
    subtitle: plainString(node.field_festival_subtitle),
    bodyHtml: sanitizeRichText(processedText(node.body)),
    background: imageFile(node.field_background_image, ''),
    logo: imageFile(node.field_project_logo, title),
    slides: list(node.field_festival_hero_slider).map((slide) => {
      const slideTitle = plainString(slide.field_slide_title);
      return {
        id: slide.id,
        title: slideTitle,
        descriptionHtml: sanitizeRichText(processedText(slide.field_slide_description)),
        image: imageFile(slide.field_slide_image, slideTitle),
        href: nodePath(slide.field_slide_project_news as RawNode | null, locale),
      };
    }),
    programme: list(node.field_festival_projects).flatMap((item) => {
      const project = item.field_project as RawNode | null;
      if (!project || project.id === 'missing' || !project.title) return [];
      return [
        {
          id: item.id,
          title: project.title,
          lang: contentLang(project, locale),
          subtitle: plainString(project.field_project_subtitle),
          summary: plainString(project.field_summary),
          path: nodePath(project, locale),
          image: imageFile(project.field_project_presentation_img, project.title),
          from: plainString(project.field_from) || null,
          to: plainString(project.field_to) || null,
          venue: plainString(project.field_type_of_facility),
          backgroundColor: hexColor(item.field_background_color) ?? DEFAULT_BACKGROUND,
          dateColor: hexColor(item.field_date_color) ?? DEFAULT_DATE,
        },
      ];
    }),
  };
}

/** A festival with its hero slider, programme (projects and their colours), logo and background. */
export async function getFestival(locale: Locale, uuid: string): Promise<Festival | null> {
  return unwrap(await readFestival(locale, uuid), `/node/festival/${uuid}`);
}

async function readFestival(locale: Locale, uuid: string): Promise<Outcome<Festival | null>> {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(() =>
    nullIfMissing(async () =>
      reshapeFestival(deserialize<RawNode>(await getNodeDocument(locale, 'festival', uuid)), locale),
    ),
  );
}

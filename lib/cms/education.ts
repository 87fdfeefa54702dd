import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import type { EducationListPage, EducationPage, EducationTeaser, EducationTerm } from './types';
import { nullIfMissing, settle, unwrap, type Outcome } from './outcome';
import type { RawNode } from './raw';
import { reshapeEducationPage, reshapeEducationTeaser, reshapeEducationTerm } from './reshape/education';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import { getNodeDocument } from './node-document';

/** Spec section 9: the education list shows 10 a page, offset from the page number. */
export const EDUCATION_PAGE_SIZE = 10;

const teaserFields = {
  'fields[node--education]': 'title,path,created,body,field_type,drupal_internal__nid',
  'fields[taxonomy_term--type_of_education]': 'name',
};

async function readTerms(locale: Locale) {
  'use cache';
  cacheTag(tags.terms('type_of_education'));
  return settle(async () => {
    const document = await cmsRequest('/taxonomy_term/type_of_education', {
      locale,
      query: { sort: '-weight', include: 'field_image' },
    });
    return deserialize<{ id: string }[]>(document).map(reshapeEducationTerm);
  });
}

/** The tabs of /education (type_of_education terms, by weight descending). */
export async function getEducationTerms(locale: Locale): Promise<EducationTerm[]> {
  return unwrap(await readTerms(locale), '/taxonomy_term/type_of_education');
}

async function readList(locale: Locale, termId: string, page: number) {
  'use cache';
  cacheTag(tags.list('education'));
  return settle(async () => {
    const document = await cmsRequest<{ links?: { next?: unknown } }>('/node/education', {
      locale,
      query: {
        'filter[field_type.id]': termId,
        sort: '-created',
        'page[limit]': EDUCATION_PAGE_SIZE,
        'page[offset]': (page - 1) * EDUCATION_PAGE_SIZE,
        include: 'field_type',
        ...teaserFields,
      },
    });
    return {
      items: deserialize<RawNode[]>(document).map((node) => reshapeEducationTeaser(node, locale)),
      page,
      hasNext: !!document.links?.next,
    };
  });
}

/** One page of the education items of a term. */
export async function getEducationList(locale: Locale, termId: string, page: number): Promise<EducationListPage> {
  return unwrap(await readList(locale, termId, page), '/node/education');
}

/** An education page with its type (and banner) and paragraphs, sanitized. null: not found. */
export async function getEducationPage(locale: Locale, uuid: string): Promise<EducationPage | null> {
  return unwrap(await readEducationPage(locale, uuid), `/node/education/${uuid}`);
}

async function readEducationPage(locale: Locale, uuid: string): Promise<Outcome<EducationPage | null>> {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(() =>
    nullIfMissing(async () =>
      reshapeEducationPage(deserialize<RawNode>(await getNodeDocument(locale, 'education', uuid))),
    ),
  );
}

async function readEarlier(locale: Locale, created: string) {
  'use cache';
  cacheTag(tags.list('education'));
  return settle(async () => {
    const document = await cmsRequest('/node/education', {
      locale,
      query: {
        'filter[created][value]': created,
        'filter[created][operator]': '<',
        sort: '-created',
        'page[limit]': 1,
        include: 'field_type',
        ...teaserFields,
      },
    });
    return deserialize<RawNode[]>(document).map((node) => reshapeEducationTeaser(node, locale))[0] ?? null;
  });
}

/** The latest education item created before this one (the page's sidebar), or null. */
export async function getEarlierEducation(locale: Locale, created: string | null): Promise<EducationTeaser | null> {
  if (!created) return null;
  return unwrap(await readEarlier(locale, created), '/node/education');
}

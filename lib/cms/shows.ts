import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import type { RawNode } from './raw';
import { accessByShow } from './reshape/access';
import { reshapeShowDetail, reshapeShowSummary } from './reshape/project';
import type { AccessByShow, ShowDetail, ShowSummary } from './types';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import { getNodeDocument } from './node-document';
import { nullIfMissing, settle, unwrap, type Outcome } from './outcome';

type ShowType = 'project' | 'festival_project';

async function readShowDetail(locale: Locale, type: ShowType, uuid: string): Promise<Outcome<ShowDetail | null>> {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(() =>
    nullIfMissing(async () =>
      reshapeShowDetail(deserialize<RawNode>(await getNodeDocument(locale, type, uuid)), locale),
    ),
  );
}

/** A show (project or festival project) by uuid, sanitized and reshaped; null when unknown or unpublished. */
export async function getShowDetail(locale: Locale, type: ShowType, uuid: string): Promise<ShowDetail | null> {
  return unwrap(await readShowDetail(locale, type, uuid), `/node/${type}/${uuid}`);
}

type Lookup = { uuid: string | null; type: ShowType };

/**
 * The show node whose field_project_id is the ticketing projectToken (for /project/{id}), in any
 * language: a show with no translation in this one is still the show of that ticketing project.
 */
async function lookupByProjectId(locale: Locale, projectId: string): Promise<Outcome<Lookup>> {
  'use cache';
  cacheTag(tags.list('project'), tags.list('festival_project'));
  return settle(async () => {
    for (const type of ['project', 'festival_project'] as const) {
      const document = await cmsRequest(`/node/${type}`, {
        locale,
        anyLanguage: true,
        query: {
          'filter[field_project_id]': projectId,
          'page[limit]': 1,
          [`fields[node--${type}]`]: 'title,field_project_id',
        },
      });
      const nodes = deserialize<RawNode[]>(document);
      if (nodes[0]) return { uuid: nodes[0].id, type };
    }
    return { uuid: null, type: 'project' as const };
  });
}

export async function findShowByProjectId(locale: Locale, projectId: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return null;
  const found = unwrap(await lookupByProjectId(locale, projectId), `project:${projectId}`);
  return found.uuid ? { uuid: found.uuid, type: found.type } : null;
}

/** Which bundle a uuid is (for /events/show/{uuid}); null when neither. */
export async function findShowByUuid(locale: Locale, uuid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  for (const type of ['project', 'festival_project'] as const) {
    const detail = await getShowDetail(locale, type, uuid);
    if (detail) return detail;
  }
  return null;
}

async function readShowCards(locale: Locale): Promise<Outcome<ShowSummary[]>> {
  'use cache';
  cacheTag(tags.list('project'), tags.list('festival_project'));
  return settle(async () => {
    const cards: ShowSummary[] = [];
    for (const type of ['project', 'festival_project'] as const) {
      // every show the ticketing calendar may name, those without a translation here too
      const document = await cmsRequest(`/node/${type}`, {
        locale,
        anyLanguage: true,
        query: {
          // the access performances: the calendar badges and filters by them
          include: 'field_project_presentation_img,field_access_performances',
          'page[limit]': 50,
          [`fields[node--${type}]`]:
            'title,path,langcode,drupal_internal__nid,field_project_id,field_project_presentation_img,field_from,field_to,field_type_of_facility,field_base_price,field_access_performances',
        },
      });
      cards.push(...deserialize<RawNode[]>(document).map((node) => reshapeShowSummary(node, locale)));
    }
    return cards;
  });
}

/** Every show's card data (the what's-on page joins them with the live calendar). */
export async function getShowCards(locale: Locale): Promise<ShowSummary[]> {
  return unwrap(await readShowCards(locale), 'shows:cards');
}

/**
 * Each show's access performances by projectToken, from the same cached read as the calendar's
 * cards: an order's tickets badge their performance by them. An extra there, so when the content
 * backend fails the order shows no badges rather than an error.
 */
export async function getAccessByShow(locale: Locale): Promise<AccessByShow> {
  const outcome = await readShowCards(locale);
  return outcome.ok ? accessByShow(outcome.value) : {};
}

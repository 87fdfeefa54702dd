import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { CmsError } from './errors';
import type { RawNode } from './raw';
import { reshapeShowDetail, reshapeShowSummary, type ShowDetail, type ShowSummary } from './reshape/project';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import { getNodeDocument } from './node-document';

/** A show (project or festival project) by uuid, sanitized and reshaped; null when unknown. */
export async function getShowDetail(locale: Locale, type: 'project' | 'festival_project', uuid: string): Promise<ShowDetail | null> {
  'use cache';
  cacheLife('content');
  cacheTag(tags.node(uuid));
  try {
    const document = await getNodeDocument(locale, type, uuid);
    return reshapeShowDetail(deserialize<RawNode>(document));
  } catch (error) {
    // 403: unpublished, so no page for visitors
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

type Lookup = { ok: true; uuid: string | null; type: 'project' | 'festival_project' } | { ok: false; status: number; message: string };

/**
 * The show node whose field_project_id is the ticketing projectToken (for /project/{id}).
 * Failure is a value (see menus.ts), so the build's prerender of a placeholder cannot fail.
 */
async function lookupByProjectId(locale: Locale, projectId: string): Promise<Lookup> {
  'use cache';
  cacheTag(tags.list('project'), tags.list('festival_project'));
  try {
    for (const type of ['project', 'festival_project'] as const) {
      const document = await cmsRequest(`/node/${type}`, {
        locale,
        query: { 'filter[field_project_id]': projectId, 'page[limit]': 1, [`fields[node--${type}]`]: 'title,field_project_id' },
      });
      const nodes = deserialize<RawNode[]>(document);
      if (nodes[0]) {
        cacheLife('content');
        return { ok: true, uuid: nodes[0].id, type };
      }
    }
    cacheLife('content');
    return { ok: true, uuid: null, type: 'project' };
  } catch (error) {
    cacheLife({ stale: 0, revalidate: 5, expire: 30 });
    return { ok: false, status: error instanceof CmsError ? error.status : 502, message: String(error) };
  }
}

export async function findShowByProjectId(locale: Locale, projectId: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return null;
  const result = await lookupByProjectId(locale, projectId);
  if (!result.ok) throw new CmsError(result.message, { status: result.status, url: `project:${projectId}` });
  return result.uuid ? { uuid: result.uuid, type: result.type } : null;
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

type CardsResult = { ok: true; cards: ShowSummary[] } | { ok: false; status: number; message: string };

async function readShowCards(locale: Locale): Promise<CardsResult> {
  'use cache';
  cacheTag(tags.list('project'), tags.list('festival_project'));
  try {
    const cards: ShowSummary[] = [];
    for (const type of ['project', 'festival_project'] as const) {
      const document = await cmsRequest(`/node/${type}`, {
        locale,
        query: {
          include: 'field_project_presentation_img',
          'page[limit]': 50,
          [`fields[node--${type}]`]:
            'title,path,langcode,field_project_id,field_project_presentation_img,field_from,field_to,field_type_of_facility,field_base_price',
        },
      });
      cards.push(...deserialize<RawNode[]>(document).map(reshapeShowSummary));
    }
    cacheLife('content');
    return { ok: true, cards };
  } catch (error) {
    cacheLife({ stale: 0, revalidate: 5, expire: 30 });
    return { ok: false, status: error instanceof CmsError ? error.status : 502, message: String(error) };
  }
}

/** Every show's card data (the what's-on page joins them with the live calendar). */
export async function getShowCards(locale: Locale): Promise<ShowSummary[]> {
  const result = await readShowCards(locale);
  if (!result.ok) throw new CmsError(result.message, { status: result.status, url: 'shows:cards' });
  return result.cards;
}

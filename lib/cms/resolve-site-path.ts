import 'server-only';
import { splitLocale } from '@/lib/i18n/routing';
import { safeLocalPath } from '@/lib/url/local-path';
import { CmsError } from './errors';
import type { RouterAnswer } from './reshape/route';
import { cmsRequest } from './transport';

/** The node at a site path: its canonical site path, uuid, Drupal id and bundle. */
export type SitePathNode = { canonical: string | null; uuid: string; nid: string | null; bundle: string | null };

/**
 * Alias resolution of a site path (`/en/node/12`): null when no node lives there (a 404, or a 403
 * for an unpublished one), else the node: its canonical site path (`/en/about-us`) from the
 * answer's `resolved` URL, which carries the language prefix (null when it gives none), and what
 * names it. In preview the editors' credential is sent, so unpublished nodes resolve too (default:
 * when the request is in Draft Mode). Other failures propagate. Never cached.
 */
export async function resolveSitePath(sitePath: string, preview?: boolean): Promise<SitePathNode | null> {
  const { locale, path } = splitLocale(sitePath);
  try {
    const answer = await cmsRequest<RouterAnswer>('/alias/resolve', {
      locale,
      preview,
      publishedFilter: false,
      query: { alias: path },
    });
    const { entity } = answer;
    if (entity?.type !== 'node' || typeof entity.uuid !== 'string' || !entity.uuid) return null;
    const resolved = typeof answer.resolved === 'string' ? answer.resolved : '';
    return {
      canonical: resolved ? safeLocalPath(new URL(resolved, 'http://site.invalid').pathname) : null,
      uuid: entity.uuid,
      nid: /^\d+$/.test(String(entity.id ?? '')) ? String(entity.id) : null,
      bundle: typeof entity.bundle === 'string' && /^[a-z0-9_]+$/.test(entity.bundle) ? entity.bundle : null,
    };
  } catch (error) {
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

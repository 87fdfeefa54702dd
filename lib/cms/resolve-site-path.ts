import 'server-only';
import { splitLocale } from '@/lib/i18n/routing';
import { safeLocalPath } from '@/lib/url/local-path';
import { CmsError } from './errors';
import type { RouterAnswer } from './reshape/route';
import { cmsRequest } from './transport';

/**
 * Alias resolution of a site path (`/en/node/12`): null when no node lives there (a 404, or a 403
 * for an unpublished one), else the node's canonical site path (`/en/about-us`) from the answer's
 * `resolved` URL, which carries the language prefix (null when it gives none). In preview the
 * editors' credential is sent, so unpublished nodes resolve too (default: when the request is in
 * Draft Mode). Other failures propagate.
 */
export async function resolveSitePath(
  sitePath: string,
  preview?: boolean,
): Promise<{ canonical: string | null } | null> {
  const { locale, path } = splitLocale(sitePath);
  try {
    const answer = await cmsRequest<RouterAnswer>('/alias/resolve', {
      locale,
      preview,
      publishedFilter: false,
      query: { alias: path },
    });
    if (answer.entity?.type !== 'node' || !answer.entity.uuid) return null;
    const resolved = typeof answer.resolved === 'string' ? answer.resolved : '';
    return { canonical: resolved ? safeLocalPath(new URL(resolved, 'http://site.invalid').pathname) : null };
  } catch (error) {
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

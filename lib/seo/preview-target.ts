import { CmsError } from '@/lib/cms/errors';
import { cmsRequest } from '@/lib/cms/transport';
import { splitLocale } from '@/lib/i18n/routing';

/**
 * A path an editor may preview, as the content system links it (`/news/x`, `/en/news/x`,
 * `/node/12`): a local path only (never `//host` or a URL), so the draft route cannot be used to
 * send anyone elsewhere.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    return url.pathname;
  } catch {
    return null;
  }
}

type ResolveAnswer = { resolved?: string; entity?: { type?: string; uuid?: string } };

/**
 * Resolves a preview path with the editors' credential (so unpublished nodes resolve too) and
 * returns the site path of the node, in its language; null when nothing lives there.
 */
export async function previewTarget(sitePath: string): Promise<string | null> {
  const { locale, path } = splitLocale(sitePath);
  try {
    const answer = await cmsRequest<ResolveAnswer>('/alias/resolve', {
      locale,
      preview: true,
      publishedFilter: false,
      query: { alias: path },
    });
    if (answer.entity?.type !== 'node' || !answer.entity.uuid) return null;
    const resolved = answer.resolved ? safeLocalPath(new URL(answer.resolved, 'http://site.invalid').pathname) : null;
    return resolved ?? sitePath;
  } catch (error) {
    if (error instanceof CmsError && (error.isNotFound || error.status === 403)) return null;
    throw error;
  }
}

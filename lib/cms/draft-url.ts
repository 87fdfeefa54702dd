import 'server-only';
import { config } from '@/lib/platform/config/config';
import { CmsError } from './errors';

/**
 * The fields of a preview link made by the `next` module's Simple OAuth preview URL generator:
 * `path` (the node's URL, `/en/news/x`), `timestamp` (when it was made, Unix seconds), `secret`
 * (Drupal's HMAC of timestamp, path and resourceVersion, with a key only Drupal knows) and
 * `resourceVersion` when it names a revision.
 */
export type DraftLink = { path: string; timestamp: string; secret: string; resourceVersion?: string };

export type DraftLinkVerdict = { valid: true; path: string } | { valid: false; reason: string };

/** The module's validation route, and its name in releases before 2.0. */
const VALIDATION_PATHS = ['/next/draft-url', '/next/preview-url'];

/**
 * Asks Drupal whether a preview link is one it made and still valid (`POST /next/draft-url` with
 * the link's fields as JSON, as the module's own client does): 200 `{path, maxAge}`, or 422
 * `{message}` saying why not ("The provided secret has expired.", "... is invalid."). Throws
 * CmsError when Drupal does not answer either way (down, too slow, the module missing).
 */
export async function validateDraftLink(link: DraftLink): Promise<DraftLinkVerdict> {
  const body = JSON.stringify(link);
  for (const path of VALIDATION_PATHS) {
    const url = `${config().CMS_URL}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(config().CMS_TIMEOUT_MS),
        cache: 'no-store',
      });
    } catch (cause) {
      throw new CmsError(`Draft link validation failed: ${(cause as Error).message}`, { status: 502, url, cause });
    }
    const answer = (await response.json().catch(() => null)) as { path?: unknown; message?: unknown } | null;
    if (response.status === 404 && path !== VALIDATION_PATHS.at(-1)) continue;
    if (response.ok && typeof answer?.path === 'string') return { valid: true, path: answer.path };
    if (response.status === 422)
      return { valid: false, reason: typeof answer?.message === 'string' ? answer.message : 'The link is not valid.' };
    throw new CmsError(`Draft link validation answered ${response.status}`, {
      status: response.ok ? 502 : response.status,
      url,
    });
  }
  throw new CmsError('Draft link validation: no route', { status: 404, url: VALIDATION_PATHS[0] });
}

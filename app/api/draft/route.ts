import { config } from '@/lib/platform/config/config';
import { isResourceVersion } from '@/lib/cms/draft-revision';
import { validateDraftLink } from '@/lib/cms/draft-url';
import { CmsError } from '@/lib/cms/errors';
import { enterDraft, draftAnswer } from '@/lib/preview/draft-mode';
import { previewTarget } from '@/lib/preview/preview-target';
import { matchesSecret } from '@/lib/platform/security/secrets';
import { limitAddress } from '@/lib/platform/throttle/client-address';
import { tooManyAnswer, tryOnce } from '@/lib/platform/throttle/limits';
import { LIMITS } from '@/lib/platform/throttle/rules';
import { safeLocalPath } from '@/lib/url/local-path';

const unanswered = (error: unknown) =>
  draftAnswer(error instanceof CmsError && error.isMaintenance ? 503 : 502, 'The content system did not answer.');

/**
 * The preview link. From Drupal's `next` module (Simple OAuth preview URL generator), on the site
 * entity's draft URL: `/api/draft?path=/en/news/x&timestamp=<unix>&secret=<Drupal's HMAC>`, with
 * `resourceVersion` (`rel:latest-version`, `rel:working-copy`, `id:<vid>`) when it names a revision
 * (and `plugin`, `locale`, `defaultLocale`, which the path already says). The site cannot check
 * Drupal's HMAC: it asks Drupal (`POST /next/draft-url`), and a link Drupal refuses (tampered,
 * expired) turns nothing on and says why. Also, for the sandbox and other senders, the site's own
 * shared secret: `/api/draft?secret=<PREVIEW_SECRET>&slug=/news/x`. Either way, once the path
 * resolves (published or not) it turns on Draft Mode for this browser and sends it to the page,
 * which shows the revision the link names, the latest by default.
 */
export async function GET(request: Request) {
  // each link asks the CMS once or twice: counted per address before anything is asked
  const wait = await tryOnce(LIMITS.draftPerAddress, limitAddress(request.headers));
  if (wait !== null) return tooManyAnswer(wait);
  const params = new URL(request.url).searchParams;
  const version = params.get('resourceVersion');
  if (version !== null && !isResourceVersion(version))
    return draftAnswer(400, 'resourceVersion is rel:latest-version, rel:working-copy or id:<revision id>.');

  let path: string | null;
  if (params.has('timestamp')) {
    const asked = params.get('path') ?? params.get('slug') ?? '';
    if (!safeLocalPath(asked)) return draftAnswer(400, 'The link names no path of the site.');
    let verdict;
    try {
      verdict = await validateDraftLink({
        path: asked,
        timestamp: params.get('timestamp') ?? '',
        secret: params.get('secret') ?? '',
        ...(version !== null ? { resourceVersion: version } : {}),
      });
    } catch (error) {
      return unanswered(error);
    }
    if (!verdict.valid) return draftAnswer(401, `The content system refused this preview link: ${verdict.reason}`);
    path = safeLocalPath(verdict.path);
  } else {
    if (!matchesSecret(params.get('secret'), config().PREVIEW_SECRET))
      return draftAnswer(401, 'Invalid preview secret.');
    path = safeLocalPath(params.get('slug') ?? params.get('path'));
  }
  if (!path) return draftAnswer(400, 'Give the path to preview as path=/some/path.');

  let found;
  try {
    found = await previewTarget(path);
  } catch (error) {
    return unanswered(error);
  }
  if (!found) return draftAnswer(404, `Nothing to preview at ${path}.`);
  await enterDraft({ revision: found.node && version ? { node: found.node, version } : null });
  return draftAnswer(307, null, { Location: found.target });
}

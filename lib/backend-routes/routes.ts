import 'server-only';
import { CmsError } from '@/lib/cms/errors';
import { withPreviewBearer } from '@/lib/cms/preview-credentials';
import { isPreview } from '@/lib/cms/preview';
import { config } from '@/lib/platform/config/config';
import { browserReachableTicketingPath } from '@/lib/ticketing/browser-paths';
import { TICKETING_TIMEOUT_MS } from '@/lib/ticketing/timeout';
import { notFound, previewCredentialsFailed } from '@/lib/platform/backend-proxy/answers';
import { isSiteImageRequest } from './image-request';
import { relay, type Relay } from '@/lib/platform/backend-proxy/relay';

/**
 * The backend paths the browser reaches on the site's own origin (app/jsonapi, app/en/jsonapi,
 * app/image, app/sites), each relayed to CMS_URL with its own rules. They wait as long as the
 * site's own calls to the same backend do (CMS_TIMEOUT_MS, the ticketing timeout).
 */

const TICKETING_PREFIX = '/jsonapi/damai';

/** JSON:API: reads, and POST for the site search; with `bearer`, a preview read (relayContent). */
function content(bearer: string | null = null): Relay {
  return {
    backendOrigin: config().CMS_URL,
    methods: ['GET', 'HEAD', 'POST'],
    timeoutMs: config().CMS_TIMEOUT_MS,
    bearer,
    private: bearer !== null,
  };
}

/**
 * In Draft Mode the server adds the preview bearer to content reads (GET, HEAD) alone, sent once
 * more with a new token if Drupal refuses it: a write (or anything a browser sends with a body)
 * never carries the editors' credential.
 */
async function relayContent(request: Request): Promise<Response> {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || !(await isPreview())) return relay(request, content());
  try {
    return await withPreviewBearer(
      (bearer) => relay(request, content(bearer)),
      (answer) => answer.status === 401,
    );
  } catch (error) {
    if (error instanceof CmsError) return previewCredentialsFailed(error.status);
    throw error;
  }
}

/**
 * The ticketing API's payment page, the one part a browser reaches here: no credential passes
 * (members' calls go through the site's own routes, where the server adds the bearer token).
 */
function ticketing(): Relay {
  return { backendOrigin: config().CMS_URL, methods: ['GET', 'POST'], timeoutMs: TICKETING_TIMEOUT_MS, forms: true };
}

/** The image service and CMS files: reads only. */
function media(files: boolean): Relay {
  return { backendOrigin: config().CMS_URL, methods: ['GET', 'HEAD'], timeoutMs: config().CMS_TIMEOUT_MS, files };
}

/** Whether a path is `prefix` itself or below it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** 404 for a path that is, or a backend would read as, a ticketing path a browser may not reach. */
function refusedTicketingPath(path: string): Response | null {
  return browserReachableTicketingPath(path)
    ? null
    : notFound('The ticketing API is reached through the site’s own routes.');
}

/** `/jsonapi/*`: content, and of the ticketing API under `/jsonapi/damai` the payment page only. */
export async function relayJsonApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const refused = refusedTicketingPath(path);
  if (refused) return refused;
  return isUnder(path, TICKETING_PREFIX) ? relay(request, ticketing()) : relayContent(request);
}

/** `/en/jsonapi/*`: English content (no ticketing path: browserReachableTicketingPath refuses them all here). */
export async function relayEnglishJsonApi(request: Request): Promise<Response> {
  return refusedTicketingPath(new URL(request.url).pathname) ?? relayContent(request);
}

/** `/image`: resized and cropped images, of the CMS's own files, in the sizes the site uses (image-request.ts). */
export function relayImage(request: Request): Promise<Response> | Response {
  if (!isSiteImageRequest(new URL(request.url).searchParams, config().CMS_URL))
    return notFound('The image service resizes the site’s own files, in the sizes the site uses.');
  return relay(request, media(false));
}

/** `/sites/*`: CMS files; anything but an image, a video or a PDF only as a download. */
export const relayFiles = (request: Request) => relay(request, media(true));

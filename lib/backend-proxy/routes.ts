import { isPreview } from '@/lib/cms/preview';
import { config } from '@/lib/config';
import { browserReachableTicketingPath } from '@/lib/ticketing/browser-paths';
import { TICKETING_TIMEOUT_MS } from '@/lib/ticketing/transport';
import { notFound } from './answers';
import { relay, type Relay } from './relay';

/**
 * The backend paths the browser reaches on the site's own origin (app/jsonapi, app/en/jsonapi,
 * app/image, app/sites), each relayed to CMS_URL with its own rules. They wait as long as the
 * site's own calls to the same backend do (CMS_TIMEOUT_MS, the ticketing timeout).
 */

const TICKETING_PREFIX = '/jsonapi/damai';

/** JSON:API: reads, and POST for the site search. In Draft Mode the server adds the preview token. */
async function content(): Promise<Relay> {
  const preview = await isPreview();
  return {
    backendOrigin: config().CMS_URL,
    methods: ['GET', 'HEAD', 'POST'],
    timeoutMs: config().CMS_TIMEOUT_MS,
    bearer: preview ? config().CMS_PREVIEW_TOKEN : null,
    private: preview,
  };
}

/** The ticketing API: members' bearer token passes, as long as their calls leave the browser. */
function ticketing(): Relay {
  return {
    backendOrigin: config().CMS_URL,
    methods: ['GET', 'POST'],
    timeoutMs: TICKETING_TIMEOUT_MS,
    forwardHeaders: ['authorization'],
    forms: true,
  };
}

/** The image service and CMS files: reads only. */
function media(files: boolean): Relay {
  return { backendOrigin: config().CMS_URL, methods: ['GET', 'HEAD'], timeoutMs: config().CMS_TIMEOUT_MS, files };
}

/** Whether a path is `prefix` itself or below it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `/jsonapi/*`: content, and the ticketing API under `/jsonapi/damai` where a browser may reach it. */
export async function relayJsonApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (isUnder(path, TICKETING_PREFIX)) {
    const rest = path.slice(TICKETING_PREFIX.length);
    if (!browserReachableTicketingPath(rest)) return notFound(`No ticketing path ${rest} here.`);
    return relay(request, ticketing());
  }
  return relay(request, await content());
}

/** `/en/jsonapi/*`: English content (the ticketing API lives under `/jsonapi/damai` only). */
export async function relayEnglishJsonApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (isUnder(path, `/en${TICKETING_PREFIX}`)) return notFound('The ticketing API lives under /jsonapi/damai.');
  return relay(request, await content());
}

/** `/image`: resized and cropped images. */
export const relayImage = (request: Request) => relay(request, media(false));

/** `/sites/*`: CMS files; anything but an image, a video or a PDF only as a download. */
export const relayFiles = (request: Request) => relay(request, media(true));

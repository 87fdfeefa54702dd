import { relayEnglishJsonApi } from '@/lib/backend-routes/routes';

/** The English content API on the site's origin (lib/platform/backend-proxy). */
export const GET = relayEnglishJsonApi;
export const HEAD = relayEnglishJsonApi;
export const POST = relayEnglishJsonApi;

import { relayEnglishJsonApi } from '@/lib/backend-proxy/routes';

/** The English content API on the site's origin (lib/backend-proxy). */
export const GET = relayEnglishJsonApi;
export const HEAD = relayEnglishJsonApi;
export const POST = relayEnglishJsonApi;

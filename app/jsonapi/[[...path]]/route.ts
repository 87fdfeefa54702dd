import { relayJsonApi } from '@/lib/backend-routes/routes';

/** The content API, and the ticketing API under /jsonapi/damai, on the site's origin (lib/platform/backend-proxy). */
export const GET = relayJsonApi;
export const HEAD = relayJsonApi;
export const POST = relayJsonApi;

import { relayFiles } from '@/lib/backend-routes/routes';

/** The CMS's files on the site's origin (lib/platform/backend-proxy). */
export const GET = relayFiles;
export const HEAD = relayFiles;

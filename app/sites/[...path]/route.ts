import { relayFiles } from '@/lib/backend-proxy/routes';

/** The CMS's files on the site's origin (lib/backend-proxy). */
export const GET = relayFiles;
export const HEAD = relayFiles;

import { relayImage } from '@/lib/backend-routes/routes';

/** The backend's image service on the site's origin (lib/platform/backend-proxy). */
export const GET = relayImage;
export const HEAD = relayImage;

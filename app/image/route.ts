import { relayImage } from '@/lib/backend-proxy/routes';

/** The backend's image service on the site's origin (lib/backend-proxy). */
export const GET = relayImage;
export const HEAD = relayImage;

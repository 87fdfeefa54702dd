import 'server-only';
import { config } from '@/lib/platform/config/config';

/** Secure when the site is served over https (SITE_URL) or this request came over it. */
export type CookieContext = { https: boolean };

export function cookieContext(request: { headers: Headers; url: string }): CookieContext {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return { https: config().SITE_URL.startsWith('https:') || proto === 'https' || request.url.startsWith('https:') };
}

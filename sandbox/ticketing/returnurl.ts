/**
 * Where the sandbox payment page may send the member back to: http(s) on localhost / 127.0.0.1 /
 * [::1] (any port), or the site's own origin given by SANDBOX_SITE_ORIGIN or SITE_URL.
 */
import { ApiError } from './respond';

function siteOrigins(): string[] {
  return [process.env.SANDBOX_SITE_ORIGIN, process.env.SITE_URL, process.env.NEXT_PUBLIC_SITE_URL]
    .filter((v): v is string => Boolean(v))
    .flatMap((v) => {
      try {
        return [new URL(v).origin];
      } catch {
        return [];
      }
    });
}

export function isAllowedReturnUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return true;
  return siteOrigins().includes(url.origin);
}

/** The return URL, or null when none was given; 400 when it is not allowed. */
export function checkReturnUrl(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isAllowedReturnUrl(value)) throw new ApiError(400, 'Return URL not allowed');
  return value;
}

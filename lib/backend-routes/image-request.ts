import { DEVICE_WIDTHS, FIXED_IMAGE_WIDTHS, OTHER_SERVICE_WIDTHS } from '@/lib/images/widths';
import { isSafeBackendPath } from '@/lib/platform/backend-proxy/relay';

/**
 * What `/image` relays to the image service: the resizes the site itself asks for (lib/images),
 * and nothing else. The image service fetches `url`; relaying any `url=` would let anyone make it
 * fetch anything (an SSRF where the real service fetches remote URLs) and make it render every
 * size there is. So: only the CMS's own files (`/sites/...`, root-relative or on the CMS origin),
 * the two operations the site uses, the widths it offers and a height within twice the width.
 */
const OPERATIONS = new Set(['scale', 'scale_and_crop']);
const WIDTHS = new Set([...FIXED_IMAGE_WIDTHS, ...DEVICE_WIDTHS, ...OTHER_SERVICE_WIDTHS]);
const PARAMETERS = new Set(['op', 'url', 'width', 'height']);

const positive = (value: string) => /^[1-9]\d{0,3}$/.test(value);

function isCmsFile(url: string, backendOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, `${backendOrigin}/`);
  } catch {
    return false;
  }
  return (
    parsed.origin === backendOrigin &&
    parsed.pathname.startsWith('/sites/') &&
    !parsed.search &&
    isSafeBackendPath(parsed.pathname)
  );
}

/** Whether an `/image` request is one the site makes (see above). */
export function isSiteImageRequest(search: URLSearchParams, backendOrigin: string): boolean {
  if ([...search.keys()].some((name) => !PARAMETERS.has(name))) return false;
  if (new Set(search.keys()).size !== [...search.keys()].length) return false;
  const op = search.get('op') ?? '';
  const url = search.get('url') ?? '';
  const width = search.get('width') ?? '';
  const height = search.get('height');
  if (!OPERATIONS.has(op) || !isCmsFile(url, backendOrigin)) return false;
  if (!positive(width) || !WIDTHS.has(Number(width))) return false;
  if (op === 'scale_and_crop' && height === null) return false;
  return height === null || (positive(height) && Number(height) <= 2 * Number(width));
}

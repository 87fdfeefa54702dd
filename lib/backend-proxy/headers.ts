import { backendContentSecurityPolicy } from '@/lib/security/headers';

/**
 * What crosses the proxy, by allowlist both ways. Towards the backend: what a backend needs to
 * answer (content negotiation, conditional and partial requests, the client's address as the
 * site's server saw it), never the browser's cookies, Referer (it may hold a `?token=`) or
 * Authorization, on any path: the content backend gets a credential only from the site's server,
 * in Draft Mode, and the ticketing API only through the site's own routes (lib/bff). Back to the
 * browser: the representation and its caching, never the backend's cookies or server details.
 */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'range',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

const RESPONSE_HEADERS = [
  'accept-ranges',
  'cache-control',
  'content-disposition',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
] as const;

/** The request headers the backend gets: the allowlist alone, on every path. */
export function backendRequestHeaders(incoming: Headers): Record<string, string> {
  // Unencoded bodies: the site's server compresses what it sends on, for the browsers that ask.
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

/** A backend `Location` on the backend's own origin, as a path on the site; others as they are. */
function siteLocation(location: string, backendOrigin: string): string {
  try {
    const url = new URL(location, backendOrigin);
    return url.origin === backendOrigin ? `${url.pathname}${url.search}` : url.toString();
  } catch {
    return '';
  }
}

/** How a file is shown: images, videos and PDFs in the browser, anything else only as a download. */
function isShownInline(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  // SVG is an image that can hold scripts: downloaded, never opened on the site's origin
  if (type === 'image/svg+xml') return false;
  return type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf';
}

export type ResponsePolicy = {
  backendOrigin: string;
  /** CMS files (`/sites/*`): anything not shown inline is a download */
  files?: boolean;
  /** the backend may serve a page with a form (the ticketing backend's payment page) */
  forms?: boolean;
  /** the answer was read with the preview credential: for this browser only */
  private?: boolean;
};

/**
 * The response headers the browser gets: the allowlist (`upstream` reads the backend's), and the
 * proxy's security headers.
 */
export function browserResponseHeaders(upstream: (name: string) => string | null, policy: ResponsePolicy): Headers {
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream(name);
    if (value !== null) headers.set(name, value);
  }
  // A backend that ignored `identity` sends its encoding on with the bytes as they are.
  const encoding = upstream('content-encoding');
  if (encoding !== null) headers.set('content-encoding', encoding);
  const location = upstream('location');
  if (location) {
    const local = siteLocation(location, policy.backendOrigin);
    if (local) headers.set('location', local);
  }
  if (policy.private) headers.set('cache-control', 'private, no-store');

  const contentType = headers.get('content-type') ?? '';
  const pdf = contentType.split(';')[0].trim().toLowerCase() === 'application/pdf';
  headers.set(
    'content-security-policy',
    backendContentSecurityPolicy({ forms: policy.forms && !policy.files, sandbox: !(policy.files && pdf) }),
  );
  if (policy.files && !isShownInline(contentType)) {
    if (!contentType) headers.set('content-type', 'application/octet-stream');
    const given = headers.get('content-disposition') ?? '';
    headers.set('content-disposition', `attachment${given.includes(';') ? given.slice(given.indexOf(';')) : ''}`);
  }
  return headers;
}

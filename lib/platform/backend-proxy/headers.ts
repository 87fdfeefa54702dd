import { backendContentSecurityPolicy } from '@/lib/platform/security/headers';

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

/**
 * Who the request is for, as the site's server vouches for it: the visitor's address (the socket's
 * or a trusted proxy's word, lib/platform/throttle/client-address.ts) and the site's own public host and
 * scheme (SITE_URL), never what the browser sent in X-Forwarded-* itself.
 */
export type Forwarded = { for: string; site: string };

/** The request headers the backend gets: the allowlist alone, on every path, and the site's forwarded headers. */
export function backendRequestHeaders(incoming: Headers, forwarded: Forwarded): Record<string, string> {
  // Unencoded bodies: the site's server compresses what it sends on, for the browsers that ask.
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers[name] = value;
  }
  const site = new URL(forwarded.site);
  if (forwarded.for !== 'unknown') headers['x-forwarded-for'] = forwarded.for;
  headers['x-forwarded-host'] = site.host;
  headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
  return headers;
}

/**
 * A backend `Location` on the backend's own origin or on one of the site's hosts (a payment page
 * sends the member back to the return address the site gave it: the site as the member reached
 * it), as a path on the site; null for one on any other origin (the relay refuses to send the
 * browser off the site: a backend must not become an open redirect on the site's origin).
 */
export function siteLocation(
  location: string,
  backendOrigin: string,
  siteHosts: readonly string[] = [],
): string | null {
  try {
    const url = new URL(location, backendOrigin);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    const ours =
      url.origin === backendOrigin || (web && !url.username && !url.password && siteHosts.includes(url.host));
    return ours ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The site's hosts a backend may send this request's browser back to: SITE_URL's, and the host the
 * request reached (as the edge or the server saw it) when that is one of the site's own (SITE_URL's
 * or an alias, `known`): never a host the request merely named.
 */
export function returnHosts(requestHost: string | null, known: readonly string[]): string[] {
  const host = requestHost?.trim().toLowerCase();
  return host && known.includes(host) && host !== known[0] ? [known[0], host] : known.slice(0, 1);
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
  /** the site's hosts a backend may send the browser back to (returnHosts) */
  siteHosts?: readonly string[];
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
  const local = location ? siteLocation(location, policy.backendOrigin, policy.siteHosts) : null;
  if (local) headers.set('location', local);
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

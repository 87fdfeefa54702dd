/**
 * The site's security headers, in one place: next.config.ts sends them on every response, and
 * proxy.ts replaces the Content-Security-Policy of the member pages with a per-request nonce
 * policy. Plain TypeScript without path aliases, because next.config.ts imports it.
 *
 * Two script policies (README, "Reliability and security"):
 * - member pages (login, registration, password reset, profile, cart, checkout) are rendered per
 *   request anyway: `script-src 'nonce-…' 'strict-dynamic'`, no 'unsafe-inline' scripts.
 * - content pages are prerendered and served from the cache, so no per-request nonce can be in
 *   their HTML, and Next's inline bootstrap scripts (`self.__next_f.push(...)`) change with every
 *   page and every content revision, so no fixed list of hashes can name them: they get
 *   `script-src 'self' 'unsafe-inline'`, with everything else locked down (no eval, no foreign
 *   scripts, no plugins, no <base>, no foreign form targets or fetches, no framing). What stands
 *   between CMS text and a script there is the sanitizer (lib/cms/sanitize.ts), tested with an
 *   XSS corpus in unit tests and in a real browser.
 */

/** Iframe hosts the CMS may embed videos from (education pages); more via CSP_FRAME_HOSTS. */
const DEFAULT_FRAME_HOSTS = [
  'https://player.example-video.com',
  'https://player.youku.com',
  'https://v.qq.com',
  'https://player.bilibili.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

export type PolicyOptions = {
  /** the backend origin (CMS_URL): rich-text images and media may point at it directly */
  cmsOrigin?: string;
  /** extra iframe hosts, space separated (CSP_FRAME_HOSTS) */
  frameHosts?: string;
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function join(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

function directives(options: PolicyOptions, scriptSrc: string[]): Record<string, string[]> {
  const cms = originOf(options.cmsOrigin);
  const media = ["'self'", 'data:', 'blob:', ...(cms ? [cms] : [])];
  const frames = [...DEFAULT_FRAME_HOSTS, ...(options.frameHosts ?? '').split(/\s+/).filter(Boolean)];
  return {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // React and Next write style attributes into server-rendered HTML (next/image, sliders),
    // which only 'unsafe-inline' allows; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': media,
    'media-src': media,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy of the prerendered content pages (see the note at the top). */
export function staticContentSecurityPolicy(options: PolicyOptions = {}): string {
  return join(directives(options, ["'self'", "'unsafe-inline'"]));
}

/** The policy of a member page: scripts only with this response's nonce (and what they load). */
export function nonceContentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  return join(directives(options, ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]));
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Headers every response carries (the CSP is added separately). */
export const baseSecurityHeaders: { key: string; value: string }[] = [
  // Browsers ignore it over plain http, so it is safe to always send.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Never a path or query in Referer, not even to this origin: a page opened with ?token= would
  // otherwise send the token along with every image and API call made before start-up removes it
  // from the address bar, and proxied calls carry Referer on to the backend's access logs.
  { key: 'Referrer-Policy', value: 'strict-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

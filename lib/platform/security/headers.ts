/**
 * The site's security headers, in one place. The HTTP guard (lib/platform/security/http-guard.ts) puts the
 * base headers on every response the server writes, redirects and proxied backend answers
 * included; next.config.ts gives pages the static Content-Security-Policy, proxy.ts gives member
 * pages a per-request nonce policy instead, and the backend proxy (lib/platform/backend-proxy) gives what
 * it relays the locked-down policy below. Plain TypeScript without path aliases, because
 * next.config.ts imports it.
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

/**
 * The policy of whatever the backend proxy relays (JSON:API and ticketing answers, resized images,
 * CMS files): nothing in it may run or load anything, and it is a sandbox, an origin of its own, so
 * an HTML or SVG upload opened directly cannot reach the site's cookies or storage. `forms` lets a
 * page the ticketing backend serves submit its form (the sandbox's payment page); CMS files never
 * get it. PDFs get no sandbox at all (`sandbox: false`): Safari and Chrome refuse to show a PDF in a
 * sandboxed document (crbug.com/413851), and a browser's PDF viewer never runs a file's scripts in
 * the site's origin.
 */
export function backendContentSecurityPolicy(options: { forms?: boolean; sandbox?: boolean } = {}): string {
  const { forms = false, sandbox = true } = options;
  return join({
    'default-src': ["'none'"],
    // a browser's own image and media viewers, and the inline styles of a backend's HTML page
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'form-action': forms ? ["'self'"] : ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(sandbox ? { sandbox: forms ? ['allow-forms'] : [] } : {}),
  });
}

/**
 * Who may frame a page of an editor in Draft Mode: the CMS, whose `next` module shows the preview
 * in an iframe of its admin page (the CMS origin, and the admin's own when it lives elsewhere).
 * Every other page, and every page of anyone else, has `frame-ancestors 'none'`.
 */
export function draftFrameAncestors(options: { cmsOrigin?: string; adminOrigin?: string }): string[] {
  const origins = [originOf(options.cmsOrigin), originOf(options.adminOrigin)].filter((o): o is string => !!o);
  return [...new Set(origins)];
}

const FRAME_ANCESTORS = /(^|;)\s*frame-ancestors[^;]*/i;

/** The policy with its frame-ancestors replaced (or added). */
export function withFrameAncestors(policy: string, ancestors: string[]): string {
  const directive = `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`;
  return FRAME_ANCESTORS.test(policy)
    ? policy.replace(FRAME_ANCESTORS, (_, start: string) => `${start}${start ? ' ' : ''}${directive}`)
    : `${policy}; ${directive}`;
}

/** Whether a policy lets some page frame this one (its frame-ancestors is set and not 'none'). */
export function policyAllowsFraming(policy: string): boolean {
  const directive = FRAME_ANCESTORS.exec(policy)?.[0].trim().split(/\s+/).slice(1) ?? [];
  return directive.length > 0 && !directive.includes("'none'");
}

/** Headers every response carries (the CSP is added separately); the HTTP guard sends them. */
export const baseSecurityHeaders: { key: string; value: string }[] = [
  // Browsers ignore it over plain http, so it is safe to always send.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Never a path or query in Referer, not even to this origin: a page opened with ?token= would
  // otherwise send the token along with every image and API call made before start-up removes it
  // from the address bar, and proxied calls carry Referer on to the backend's access logs.
  { key: 'Referrer-Policy', value: 'strict-origin' },
  // Unless the response's own policy names who may frame it (an editor's preview in Draft Mode).
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

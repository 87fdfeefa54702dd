import { z } from 'zod';

/**
 * The site's server-side configuration, validated once. `CMS_URL` is the one backend origin
 * (Drupal JSON:API, the Damai ticketing API under /jsonapi/damai and the /image service); the
 * start script points it at the sandbox when it is not set.
 */
const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:4010'),
  /** the site's own public origin, for canonical URLs and payment return URLs */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** editors' preview: the secret of the content system's preview link (/api/draft?secret=) */
  PREVIEW_SECRET: z.string().min(8).default('sandbox-preview-secret'),
  /**
   * the bearer token that lets the site read unpublished content and drafts from the backend, in
   * preview only; defaults to PREVIEW_SECRET (the sandbox uses one value for both)
   */
  CMS_PREVIEW_TOKEN: z.string().min(8).optional(),
  /** the revalidation webhook's secret (POST /api/revalidate) */
  REVALIDATE_SECRET: z.string().min(8).default('sandbox-revalidate-secret'),
  /**
   * the key the members' session cookie is encrypted and authenticated with (32 characters or more);
   * changing it ends every session
   */
  SESSION_SECRET: z.string().min(32).default('sandbox-session-secret-not-for-production-use'),
  /**
   * the session cookie's Domain: unset, the cookie belongs to this host alone; set it (for example
   * theatre.com.cn) only to share the login with sibling hosts of that domain
   */
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'a domain name such as theatre.com.cn')
    .optional(),
  /**
   * the proxies in front of the site (Varnish, a CDN), as IP addresses or CIDR ranges, comma
   * separated: their entries of X-Forwarded-For are skipped to find the visitor's address
   */
  TRUSTED_PROXIES: z.string().default(''),
  /** how long a content call may take before the page gives up (ms) */
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type Config = Omit<z.infer<typeof schema>, 'CMS_PREVIEW_TOKEN'> & { CMS_PREVIEW_TOKEN: string };

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    const data = parsed.data;
    cached = { ...data, CMS_URL: data.CMS_URL.replace(/\/+$/, ''), CMS_PREVIEW_TOKEN: data.CMS_PREVIEW_TOKEN ?? data.PREVIEW_SECRET };
  }
  return cached;
}

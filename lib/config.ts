import { z } from 'zod';
import { cacheSettingsSchema } from '@/lib/cache/settings.mjs';

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
  /** how long a content call may take before the page gives up (ms) */
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  // the caching layer's own (Redis, cache bounds, edge purge): lib/cache/settings.mjs
}).extend(cacheSettingsSchema.shape);

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

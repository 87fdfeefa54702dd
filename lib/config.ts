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
  PREVIEW_SECRET: z.string().min(8).default('sandbox-preview-secret'),
  REVALIDATE_SECRET: z.string().min(8).default('sandbox-revalidate-secret'),
  /** how long a content call may take before the page gives up (ms) */
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = { ...parsed.data, CMS_URL: parsed.data.CMS_URL.replace(/\/+$/, '') };
  }
  return cached;
}

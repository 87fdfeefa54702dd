import 'server-only';
import { z } from 'zod';
import { cacheSettingsSchema } from './cache-settings.mjs';
import {
  assertSecrets,
  backendOrigin,
  ConfigError,
  SANDBOX_PREVIEW_CLIENT,
  SECRETS,
  secretNames,
  siteHosts,
  siteUrl,
  type SecretName,
} from './required-config';
import { observabilitySettingsSchema } from './observability-settings.mjs';
import { waitingRoomSettingsSchema } from './waiting-room-settings';

/**
 * The site's server-side configuration with its secrets, validated once. `CMS_URL` is the one
 * backend origin (Drupal JSON:API, the Damai ticketing API under /jsonapi/damai and the /image
 * service); without it the site talks to the sandbox on `SANDBOX_PORT`, which `npm start` then
 * starts. Server code only (`server-only`: a browser bundle that reached it fails to build); what
 * next.config.ts needs before that is in ./required-config.ts.
 */

/**
 * The credentials the site reads unpublished content and drafts with, in preview only
 * (lib/cms/preview-credentials.ts): a Simple OAuth consumer, whose short-lived access tokens the
 * site fetches by the client-credentials grant (CMS_CLIENT_ID and CMS_CLIENT_SECRET, optionally
 * CMS_OAUTH_SCOPE and CMS_OAUTH_TOKEN_URL), or one fixed bearer token (CMS_PREVIEW_TOKEN) for a
 * Drupal without Simple OAuth. With `CMS_URL` one of the two is required (the consumer when both
 * are given: required-config.ts checks); against the sandbox, its demo consumer.
 */
export type PreviewCredentials =
  | { kind: 'token'; token: string }
  | { kind: 'client'; clientId: string; clientSecret: string; scope?: string; tokenUrl: string };

const schema = z
  .object({
    CMS_URL: z.url().optional(),
    /**
     * the site's own public origin, for canonical URLs and payment return URLs: required with
     * CMS_URL; a local run's is http://localhost on PORT (required-config.ts, siteUrl)
     */
    SITE_URL: z.preprocess(
      (value) => siteUrl({ SITE_URL: typeof value === 'string' ? value : undefined, PORT: process.env.PORT }),
      z.url(),
    ),
    /** the site's other host names, comma separated (required-config.ts, siteHosts) */
    SITE_ALIASES: z.string().default(''),
    ...(Object.fromEntries(secretNames.map((name) => [name, z.string().min(8).optional()])) as Record<
      SecretName,
      z.ZodOptional<z.ZodString>
    >),
    /** the preview credentials (PreviewCredentials above): a Simple OAuth consumer... */
    CMS_CLIENT_ID: z.string().min(1).optional(),
    CMS_CLIENT_SECRET: z.string().min(8).optional(),
    /** ...the scopes it asks for (space separated; unset: the consumer's default scopes)... */
    CMS_OAUTH_SCOPE: z.string().min(1).optional(),
    /** ...its token endpoint (default: CMS_URL + /oauth/token)... */
    CMS_OAUTH_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** ...or one fixed bearer token */
    CMS_PREVIEW_TOKEN: z.string().min(8).optional(),
    // HKDF stretches the session key (lib/auth/seal.ts) but adds no randomness to it: 32 characters at least
    SESSION_SECRET: z.string().min(32).optional(),
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
    /**
     * the origin of the Drupal admin when it is not CMS_URL's (editors work on another host): its
     * pages may frame the site's pages in Draft Mode (the `next` module's preview iframe)
     */
    CMS_ADMIN_ORIGIN: z.url().optional(),
    /**
     * a Redis of its own for the guessing limits' counts (run it with `noeviction`): unset, they
     * share REDIS_URL, where a flood of cached pages under an eviction policy could push them out
     */
    REDIS_LIMITS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
    /** how long a content call may take before the page gives up (ms) */
    CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    // the caching layer's own (Redis, cache bounds, edge purge): lib/platform/config/cache-settings.mjs
    // metrics, logs and traces: lib/platform/config/observability-settings.mjs
  })
  .extend(cacheSettingsSchema.shape)
  .extend(observabilitySettingsSchema.shape)
  // the waiting room's (waiting-room-settings.ts)
  .extend(waitingRoomSettingsSchema.shape);

export type Config = Omit<z.infer<typeof schema>, 'CMS_URL' | SecretName> & { CMS_URL: string } & Record<
    SecretName,
    string
  > & {
    previewCredentials: PreviewCredentials;
    /** the hosts the site answers as itself: SITE_URL's and its aliases (required-config.ts, siteHosts) */
    siteHosts: string[];
  };

/**
 * The consumer when it is given, else the fixed token when that is, else (the sandbox) the demo
 * consumer; against the sandbox a half given alone is completed with the demo value, as the
 * sandbox does (with CMS_URL, assertSecrets refuses half a pair).
 */
function previewCredentialsOf(data: z.infer<typeof schema>, cmsUrl: string): PreviewCredentials {
  const { CMS_CLIENT_ID: id, CMS_CLIENT_SECRET: secret, CMS_PREVIEW_TOKEN: token } = data;
  if (token && !id && !secret) return { kind: 'token', token };
  return {
    kind: 'client',
    clientId: id ?? SANDBOX_PREVIEW_CLIENT.CMS_CLIENT_ID,
    clientSecret: secret ?? SANDBOX_PREVIEW_CLIENT.CMS_CLIENT_SECRET,
    scope: data.CMS_OAUTH_SCOPE,
    tokenUrl: data.CMS_OAUTH_TOKEN_URL ?? `${cmsUrl}/oauth/token`,
  };
}

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    assertSecrets();
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new ConfigError(`Invalid environment: ${z.prettifyError(parsed.error)}`, { cause: parsed.error });
    }
    const data = parsed.data;
    const secrets = Object.fromEntries(secretNames.map((name) => [name, data[name] ?? SECRETS[name]])) as Record<
      SecretName,
      string
    >;
    const cmsUrl = backendOrigin();
    cached = {
      ...data,
      ...secrets,
      CMS_URL: cmsUrl,
      previewCredentials: previewCredentialsOf(data, cmsUrl),
      siteHosts: siteHosts(),
    };
  }
  return cached;
}

/**
 * What next.config.ts checks before a build or start: the backend's origin and the secrets the site
 * must be given. Plain TypeScript without path aliases and without the `server-only` marker: Node
 * loads next.config.ts and this file as they are, before any bundler (lib/platform/config/config.ts, which the
 * site's server code reads, builds on it). It holds no secret's value, only the sandbox's demo ones.
 */

/**
 * The secrets the site must be given whenever `CMS_URL` names a backend: each its own value, none
 * derived from another, no default (next.config.ts refuses to build or start without them, and
 * says which are missing). Only against the sandbox (`CMS_URL` unset) do these demo values apply:
 * the sandbox accepts the same ones where it checks one (sandbox/app.ts; the session key is the
 * site's alone).
 */
export const SECRETS = {
  /** editors' preview: the secret of the content system's preview link (/api/draft?secret=) */
  PREVIEW_SECRET: 'sandbox-preview-secret',
  /** the revalidation webhook's secret (POST /api/revalidate) */
  REVALIDATE_SECRET: 'sandbox-revalidate-secret',
  /**
   * the key the members' session cookie is encrypted and authenticated with (32 characters or
   * more); changing it ends every session
   */
  SESSION_SECRET: 'sandbox-session-secret-not-for-production-use',
} as const;

/**
 * The sandbox's demo Simple OAuth consumer, which the site reads previews with when `CMS_URL` is
 * unset (lib/platform/config/config.ts, PreviewCredentials, says how the credentials are chosen).
 */
export const SANDBOX_PREVIEW_CLIENT = {
  CMS_CLIENT_ID: 'sandbox-next-site',
  CMS_CLIENT_SECRET: 'sandbox-client-secret',
} as const;

export type SecretName = keyof typeof SECRETS;
export const secretNames = Object.keys(SECRETS) as SecretName[];

/** A start that cannot go on: names what is missing or wrong. */
export class ConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigError';
  }
}

/** The backend's origin: CMS_URL, else the sandbox on SANDBOX_PORT (4010). */
export function backendOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.CMS_URL || `http://127.0.0.1:${env.SANDBOX_PORT || 4010}`).replace(/\/+$/, '');
}

/**
 * What is missing from `env` although it names a backend (empty when nothing is): the secrets, the
 * preview credentials (the consumer's id and secret, or the fixed token; the half of a pair given
 * alone by name), and the site's own public origin (SITE_URL: canonical URLs, the payment page's
 * way back), which only a local run may leave to the port (siteUrl).
 */
export function missingSecrets(env: Record<string, string | undefined> = process.env): string[] {
  if (!env.CMS_URL) return [];
  const { CMS_CLIENT_ID: id, CMS_CLIENT_SECRET: secret, CMS_PREVIEW_TOKEN: token } = env;
  const preview =
    id && !secret
      ? 'CMS_CLIENT_SECRET'
      : secret && !id
        ? 'CMS_CLIENT_ID'
        : !id && !token
          ? 'CMS_CLIENT_ID and CMS_CLIENT_SECRET (or CMS_PREVIEW_TOKEN)'
          : null;
  return [
    ...secretNames.filter((name) => !env[name]),
    ...(preview ? [preview] : []),
    ...(env.SITE_URL ? [] : ['SITE_URL']),
  ];
}

/** Throws a ConfigError naming every missing secret (next.config.ts calls it before a build or start). */
export function assertSecrets(env: Record<string, string | undefined> = process.env): void {
  const missing = missingSecrets(env);
  if (missing.length) {
    throw new ConfigError(
      `CMS_URL is set, so the site needs its own secrets; missing: ${missing.join(', ')}. ` +
        'Give each secret its own random value, and SITE_URL the site’s public origin (README, Configuration).',
    );
  }
}

/**
 * The site's public origin: SITE_URL, else (a local run against the sandbox: `CMS_URL` unset, where
 * assertSecrets does not require it) http://localhost on the port the site serves on.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts (with their ports) the site answers as itself: SITE_URL's, the SITE_ALIASES list
 * (comma separated, e.g. `theatre.com.cn,cdn-test.theatre.com.cn`: a bare domain beside `www.`, a
 * CDN's test host), and, when SITE_URL is a loopback address, the other loopback names of its port
 * (a local run is reached as localhost and as 127.0.0.1 alike).
 */
export function siteHosts(env: Record<string, string | undefined> = process.env): string[] {
  const site = new URL(siteUrl(env));
  const loopback = LOOPBACK_HOSTS.includes(site.hostname)
    ? LOOPBACK_HOSTS.map((name) => (site.port ? `${name}:${site.port}` : name))
    : [];
  const aliases = (env.SITE_ALIASES ?? '')
    .split(',')
    .map((alias) => alias.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([site.host, ...loopback, ...aliases])];
}

// @ts-check
/**
 * The observability settings, validated with zod. Plain JavaScript like lib/platform/config/cache-settings.mjs:
 * the cache handlers (loaded by Node outside the bundle) count and log too. lib/platform/config/config.ts composes
 * this schema into the site's configuration, so the site validates them at start-up.
 */
import { z } from 'zod';

/**
 * An empty variable counts as unset.
 * @template {z.ZodType} S
 * @param {S} schema
 */
const optional = (schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const observabilitySettingsSchema = z.object({
  /** `off` turns every counter into a no-op and /api/metrics into a 404 */
  METRICS: optional(z.enum(['on', 'off']).default('on')),
  /**
   * the bearer token /api/metrics asks for; unset, it answers only a caller on this machine
   * (loopback) that did not come through a proxy
   */
  METRICS_TOKEN: optional(z.string().min(16).optional()),
  /** the lowest level written: `info` has one line per request, `warn` only what went wrong */
  LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error']).default('info')),
  /** traces are exported over OTLP/HTTP to this collector (`/v1/traces` is added); unset, no tracing at all */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** the service name on every span */
  OTEL_SERVICE_NAME: optional(z.string().default('theatre-site')),
});

/** @typedef {z.infer<typeof observabilitySettingsSchema>} ObservabilitySettings */

/** @type {ObservabilitySettings | undefined} */
let cached;

/**
 * The settings, read from the environment once.
 * @returns {ObservabilitySettings}
 */
export function observabilitySettings() {
  if (!cached) {
    const parsed = observabilitySettingsSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(`Invalid observability settings: ${z.prettifyError(parsed.error)}`);
    cached = parsed.data;
  }
  return cached;
}

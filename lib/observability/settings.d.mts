import type { z } from 'zod';

export const observabilitySettingsSchema: z.ZodObject<{
  METRICS: z.ZodType<'on' | 'off'>;
  METRICS_TOKEN: z.ZodType<string | undefined>;
  LOG_LEVEL: z.ZodType<'debug' | 'info' | 'warn' | 'error'>;
  OTEL_EXPORTER_OTLP_ENDPOINT: z.ZodType<string | undefined>;
  OTEL_SERVICE_NAME: z.ZodType<string>;
}>;
export type ObservabilitySettings = z.infer<typeof observabilitySettingsSchema>;
export function observabilitySettings(): ObservabilitySettings;

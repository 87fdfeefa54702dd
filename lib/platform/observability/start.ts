import { installConsole, logger } from './log.mjs';
import { collectProcessMetrics } from './metrics.mjs';
import { installRequestObservation } from './request';
import { observabilitySettings } from '../config/observability-settings.mjs';

/**
 * What instrumentation.ts starts once per server process, after the HTTP guard: tracing (only
 * with OTEL_EXPORTER_OTLP_ENDPOINT: the SDK is not even loaded otherwise), the process's own
 * metrics, every console line as a redacted JSON line (not under `next dev`, where people read
 * them), and the observation of every request (taken off again by the function it returns).
 */
export async function startObservability(): Promise<() => void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return () => {};
  const settings = observabilitySettings();
  if (process.env.NODE_ENV === 'production') installConsole();
  if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./tracing-sdk.mjs');
    startTracing();
    logger.info('tracing on', { collector: new URL(settings.OTEL_EXPORTER_OTLP_ENDPOINT).host });
  }
  collectProcessMetrics();
  return installRequestObservation();
}

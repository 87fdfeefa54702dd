/**
 * Runs once when the server starts, before it answers anything: the HTTP guard
 * (lib/security/http-guard.ts) takes every request and every response head of this process; then
 * the observability (lib/observability/start.ts): request ids, logs, metrics, and traces when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; then where the metrics read the waiting room's figures.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installHttpGuard } = await import('./lib/security/http-guard');
    installHttpGuard();
    const { startObservability } = await import('./lib/observability/start');
    await startObservability();
    const { reportRoomFigures } = await import('./lib/waiting-room/figures');
    reportRoomFigures();
  }
}

/**
 * Runs once when the server starts, before it answers anything: compression (lib/platform/http/compression.ts,
 * in place of Next's own) takes every response the HTTP guard (lib/platform/security/http-guard.ts) lets by,
 * the guard every request and every response head of this process (with what an editor's preview adds,
 * lib/preview/draft-frame.ts); then the observability
 * (lib/platform/observability/start.ts): request ids, logs, metrics, and traces when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; then where the metrics read the waiting room's figures. Each
 * wraps the server's requests around the one installed before it, so the last installed sees a
 * request first: the drain (lib/platform/http/drain.ts), so that a stopping instance lets go of every
 * keep-alive connection, even one whose request the guard refuses.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ installCompression }, { installHttpGuard }, { editorsDraftsInTheGuard }] = await Promise.all([
      import('./lib/platform/http/compression'),
      import('./lib/platform/security/http-guard'),
      import('./lib/preview/draft-frame'),
    ]);
    installCompression();
    installHttpGuard(editorsDraftsInTheGuard);
    const { startObservability } = await import('./lib/platform/observability/start');
    await startObservability();
    const { reportRoomFigures } = await import('./lib/platform/waiting-room/figures');
    reportRoomFigures();
    const { installDrain } = await import('./lib/platform/http/drain');
    installDrain();
  }
}

/**
 * Runs once when the server starts, before it answers anything: the HTTP guard
 * (lib/security/http-guard.ts) takes every request and every response head of this process, and
 * compression (lib/http/compression.ts, in place of Next's own) every response the guard lets by.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ installCompression }, { installHttpGuard }] = await Promise.all([
      import('./lib/http/compression'),
      import('./lib/security/http-guard'),
    ]);
    // the guard is installed last, so it sees each request first
    installCompression();
    installHttpGuard();
  }
}

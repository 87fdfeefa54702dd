/**
 * Runs once when the server starts, before it answers anything: the HTTP guard
 * (lib/security/http-guard.ts) takes every request and every response head of this process.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installHttpGuard } = await import('./lib/security/http-guard');
    installHttpGuard();
  }
}

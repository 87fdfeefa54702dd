/**
 * `GET /api/health`: liveness, 200 while this process takes requests. It reads no backend: a
 * content or Redis outage is not a reason to restart an instance. Whether it should get visitors
 * is readiness (`/api/ready`), which the edge probes.
 */
export function GET() {
  return new Response('ok', { headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } });
}

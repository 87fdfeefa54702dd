/**
 * `GET /api/health`: 200 while this instance takes requests. The edge probes every instance with
 * it each second (ops/varnish, scripts/cluster) and sends no visitor to one that stops answering;
 * so can any load balancer. It reads no backend: a content outage is not an instance's fault.
 */
export function GET() {
  return new Response('ok', { headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } });
}

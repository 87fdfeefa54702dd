import { connection } from 'next/server';
import { readiness } from '@/lib/platform/readiness/readiness';

/**
 * `GET /api/ready`: 200 while this instance should get visitors, 503 while it should not (Redis
 * configured but unreachable; the content backend down with no last good copies to render from).
 * The edge's probe (scripts/cluster/services.mjs) asks it every second; a load balancer's
 * readiness check should too. `/api/health` is liveness only.
 */
export async function GET() {
  await connection();
  const state = await readiness();
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}

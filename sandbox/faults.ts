import type { Hono } from 'hono';
import type { SandboxContext } from './context';

/**
 * Fault injection for tests of the site's failure handling (never enabled by default):
 * `POST /sandbox/faults {"content": "maintenance" | "error" | "slow" | null, "ticketing": ... }`
 * with the preview token as bearer. 'maintenance' answers 503, 'error' 500, 'slow' waits 30 s.
 * `DELETE /sandbox/faults` clears every fault.
 */
export type FaultMode = 'maintenance' | 'error' | 'slow' | null;
type Faults = { content: FaultMode; ticketing: FaultMode };

const SLOW_MS = 30_000;

export function mountFaults(app: Hono, ctx: SandboxContext): void {
  const faults: Faults = { content: null, ticketing: null };
  const authorized = (header: string | undefined) => header === `Bearer ${ctx.config.previewToken}`;

  app.post('/sandbox/faults', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = (await c.req.json().catch(() => null)) as Partial<Faults> | null;
    const valid = (v: unknown): v is FaultMode => v === null || v === 'maintenance' || v === 'error' || v === 'slow';
    if (
      !body ||
      (body.content !== undefined && !valid(body.content)) ||
      (body.ticketing !== undefined && !valid(body.ticketing))
    ) {
      return c.json({ message: 'Expected {content?, ticketing?} each maintenance | error | slow | null' }, 400);
    }
    if (body.content !== undefined) faults.content = body.content;
    if (body.ticketing !== undefined) faults.ticketing = body.ticketing;
    return c.json(faults);
  });

  app.delete('/sandbox/faults', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    faults.content = null;
    faults.ticketing = null;
    return c.json(faults);
  });

  app.use('*', async (c, next) => {
    const path = c.req.path;
    const isTicketing = path.startsWith('/jsonapi/damai/');
    const isContent = !isTicketing && /^\/(en\/)?jsonapi(\/|$)/.test(path);
    const mode = isTicketing ? faults.ticketing : isContent ? faults.content : null;
    if (mode === 'maintenance') return c.json({ errors: [{ status: '503', title: 'Service Unavailable' }] }, 503);
    if (mode === 'error') return c.json({ errors: [{ status: '500', title: 'Internal Server Error' }] }, 500);
    if (mode === 'slow') await new Promise((r) => setTimeout(r, SLOW_MS));
    await next();
  });
}

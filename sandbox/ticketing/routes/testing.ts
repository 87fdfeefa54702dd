/**
 * Test hooks of the ticketing sandbox (never used by the site), guarded like the fault injection by
 * the preview token: `POST /jsonapi/damai/sandbox/orders/{orderToken}/expire` moves an unpaid
 * order's deadline to now, so the next request abolishes it exactly as the deadline would (stock,
 * coupon and points come back) without waiting 15 minutes or moving the clock for everyone.
 */
import { Hono } from 'hono';
import type { SandboxContext } from '../../context';
import { getOrder, orderDetailVo, sweepExpired } from '../orders';
import { ApiError, ok, type TkEnv } from '../respond';

export function testingRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();

  app.use('*', async (c, next) => {
    if (c.req.header('Authorization') !== `Bearer ${ctx.config.previewToken}`) throw new ApiError(401, 'Unauthorized');
    await next();
  });

  app.post('/orders/:orderToken/expire', (c) => {
    const o = getOrder(ctx, c.req.param('orderToken'));
    if (o.status !== 'created') throw new ApiError(409, 'This order cannot be cancelled');
    ctx.db.prepare('UPDATE tk_orders SET deadline = ? WHERE order_token = ?').run(ctx.now(), o.order_token);
    sweepExpired(ctx);
    return ok(c, orderDetailVo(ctx, getOrder(ctx, o.order_token), c.get('lang')));
  });

  return app;
}

/** The ticketing API (Damai style), mounted at /jsonapi/damai. */
import { Hono } from 'hono';
import type { SandboxContext } from '../../context';
import { sweepExpired } from '../orders';
import { ApiError, fail, langFrom, type TkEnv } from '../respond';
import { cartRoutes } from './cart';
import { orderRoutes } from './order';
import { payRoutes } from './pay';
import { payPasswordRoutes } from './paypswd';
import { proRoutes } from './pro';
import { testingRoutes } from './testing';
import { tradeRoutes } from './trade';
import { userRoutes } from './user';

export function ticketingRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();

  app.use('*', async (c, next) => {
    c.set('lang', langFrom(c.req.query('langType')) ?? langFrom(c.req.query('locale')) ?? 'en');
    // unpaid orders past their deadline are abolished (stock back) before anything reads them
    sweepExpired(ctx);
    await next();
  });

  app.route('/api/user', userRoutes(ctx));
  app.route('/api/paypswd', payPasswordRoutes(ctx));
  app.route('/api/cart', cartRoutes(ctx));
  app.route('/api/trade', tradeRoutes(ctx));
  app.route('/api/order', orderRoutes(ctx));
  app.route('/maipay', payRoutes(ctx));
  app.route('/sandbox', testingRoutes(ctx));
  app.route('/', proRoutes(ctx));

  app.all('*', (c) => fail(c, new ApiError(404, 'Not Found')));

  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err);
    const code = (err as { code?: string }).code;
    // the database's own guards (stock CHECKs, UNIQUE keys) refusing a write: a conflict, not a crash
    if (code === 'SQLITE_CONSTRAINT_CHECK') return fail(c, new ApiError(409, 'Sold out'));
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'))
      return fail(c, new ApiError(409, 'Conflict, please try again'));
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
      return fail(c, new ApiError(409, 'Too many requests for this order, please try again'));
    console.error(err);
    return c.json({ code: 500, msg: 'Internal Server Error', data: null }, 500);
  });

  return app;
}

/** /api/order/*: the member's orders (pager, detail) and cancelling an unpaid order. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { requireMember } from '../auth';
import { idString, langFields } from '../fields';
import { cancelOrder, getOrder, orderDetailVo, orderSummaryVo, type OrderRow } from '../orders';
import { ok, page, paging, pagingQuery, readBody, readQuery, type TkEnv } from '../respond';

const statuses = ['created', 'success', 'cancelled', 'waitingSeat', 'abolished'] as const;

export function orderRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();
  app.use('*', requireMember(ctx));

  app.get('/pager', (c) => {
    const q = readQuery(
      c,
      pagingQuery.extend({
        status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` }).optional(),
        langType: z.string().optional(),
      }),
    );
    const rows = ctx.db
      .prepare(
        'SELECT * FROM tk_orders WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC',
      )
      .all(c.get('memberId'), q.status ?? null, q.status ?? null) as OrderRow[];
    const [current, size] = paging(q);
    const p = page(rows, current, size);
    return ok(c, { ...p, dataList: p.dataList.map((o) => orderSummaryVo(ctx, o, c.get('lang'))) });
  });

  app.get('/orderDetail', (c) => {
    const q = readQuery(
      c,
      z.object({ orderToken: z.string({ error: 'Required' }).min(1, 'Required'), langType: z.string().optional() }),
    );
    return ok(c, orderDetailVo(ctx, getOrder(ctx, q.orderToken, c.get('memberId')), c.get('lang')));
  });

  app.post('/cancel', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, orderToken: idString }));
    return ok(c, orderDetailVo(ctx, cancelOrder(ctx, c.get('memberId'), body.orderToken), c.get('lang')));
  });

  return app;
}

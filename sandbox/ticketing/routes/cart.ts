/** /api/cart/*: the member's cart (add, query, remove). The cart holds no stock; orders do. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { requireMember } from '../auth';
import { goodLine, resolveGood } from '../catalogue';
import { idString, int, items, langFields } from '../fields';
import { ApiError, ok, page, readBody, yuan, type TkEnv } from '../respond';
import { checkLines, checkStock, resolveLines, type Line } from '../rules';

type CartRow = { id: number; event_token: string; super_good_id: string; good_count: number; added_at: number };

const removeItems = z
  .array(z.object({ eventId: idString.optional(), superGoodId: idString, goodCount: int(1, 6).optional() }), {
    error: 'Must be a list',
  })
  .min(1, 'Required');

function cartRows(ctx: SandboxContext, memberId: number): CartRow[] {
  return ctx.db
    .prepare('SELECT * FROM tk_cart_items WHERE member_id = ? ORDER BY added_at, id')
    .all(memberId) as CartRow[];
}

export function cartRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();
  app.use('*', requireMember(ctx));

  app.post('/add', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, lstCartInfo: items }));
    const memberId = c.get('memberId');
    ctx.db
      .transaction(() => {
        const added = resolveLines(ctx, body.lstCartInfo);
        // a companion seat may join its wheelchair space already in the cart: checked on the whole cart below
        checkLines(ctx, added, { skipCompanions: true });
        // the whole cart after the add must still keep the per-performance, non-profit and companion rules
        const merged = new Map<string, Line>();
        for (const row of cartRows(ctx, memberId)) {
          try {
            merged.set(row.super_good_id, { good: resolveGood(ctx, row.super_good_id), goodCount: row.good_count });
          } catch {
            /* a good that no longer exists is ignored */
          }
        }
        for (const l of added) {
          const prev = merged.get(l.good.superGoodId);
          if (prev && l.good.kind === 'seat') continue; // the seat is already in the cart
          merged.set(l.good.superGoodId, { good: l.good, goodCount: (prev?.goodCount ?? 0) + l.goodCount });
        }
        const touched = [...merged.values()].filter((l) =>
          added.some((a) => a.good.superGoodId === l.good.superGoodId),
        );
        checkLines(ctx, [...merged.values()], { skipEnded: true, checkStock: false });
        for (const l of touched) checkStock(ctx, l);
        const upsert = ctx.db.prepare(
          `INSERT INTO tk_cart_items (member_id, event_token, super_good_id, good_count, added_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(member_id, super_good_id) DO UPDATE SET good_count = excluded.good_count`,
        );
        for (const l of touched)
          upsert.run(memberId, l.good.event.event_token, l.good.superGoodId, l.goodCount, ctx.now());
      })
      .immediate();
    return ok(c, cartVo(ctx, memberId, c.get('lang')));
  });

  app.get('/queryCartInfo', (c) => ok(c, cartVo(ctx, c.get('memberId'), c.get('lang'))));

  app.post('/remove', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, lstCartInfo: removeItems }));
    const memberId = c.get('memberId');
    ctx.db
      .transaction(() => {
        for (const item of body.lstCartInfo) {
          const row = ctx.db
            .prepare('SELECT * FROM tk_cart_items WHERE member_id = ? AND super_good_id = ?')
            .get(memberId, item.superGoodId) as CartRow | undefined;
          if (!row || (item.eventId !== undefined && item.eventId !== row.event_token))
            throw new ApiError(404, 'Not in cart');
          if (item.goodCount !== undefined && item.goodCount < row.good_count)
            ctx.db
              .prepare('UPDATE tk_cart_items SET good_count = ? WHERE id = ?')
              .run(row.good_count - item.goodCount, row.id);
          else ctx.db.prepare('DELETE FROM tk_cart_items WHERE id = ?').run(row.id);
        }
      })
      .immediate();
    return ok(c, cartVo(ctx, memberId, c.get('lang')));
  });

  return app;
}

/** The cart: `{dataList: lines, total (lines), totalPage, currentPage, ticketCount, totalAmount}`. */
export function cartVo(ctx: SandboxContext, memberId: number, lang: Parameters<typeof goodLine>[3]) {
  const now = ctx.now();
  const lines = cartRows(ctx, memberId).flatMap((row) => {
    try {
      const good = resolveGood(ctx, row.super_good_id);
      const left =
        good.kind === 'seat'
          ? good.seat?.status === 'available'
            ? 1
            : 0
          : good.price.good_count - good.price.sale_count;
      return [
        {
          cartItemId: row.id,
          ...goodLine(ctx, good, row.good_count, lang),
          ended: good.event.show_time <= now,
          available: left >= row.good_count && good.event.show_time > now,
          addedAt: row.added_at,
        },
      ];
    } catch {
      return [];
    }
  });
  const totalFen = lines.reduce((s, l) => s + Math.round(l.price * 100) * l.goodCount, 0);
  return {
    ...page(lines, 1, 0),
    ticketCount: lines.reduce((s, l) => s + l.goodCount, 0),
    totalAmount: yuan(totalFen),
  };
}

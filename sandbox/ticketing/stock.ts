/**
 * Stock moves. Every reservation is a conditional UPDATE (and the tk_prices CHECK constraint
 * backs it), run inside the caller's immediate transaction: stock can never go below zero.
 * A price's saleCount includes tickets held by unpaid (created) orders.
 */
import type { SandboxContext } from '../context';
import { ApiError } from './respond';
import type { Line } from './rules';

/** Takes the line's tickets for an order; 409 when they are gone. */
export function reserve(ctx: SandboxContext, orderToken: string, { good, goodCount }: Line): void {
  if (good.kind === 'seat') {
    const seat = ctx.db
      .prepare(
        "UPDATE tk_seat_goods SET status = 'locked', order_token = ? WHERE super_good_id = ? AND status = 'available'",
      )
      .run(orderToken, good.superGoodId);
    if (seat.changes !== 1) throw new ApiError(409, 'This seat is no longer available');
  }
  const res = ctx.db
    .prepare('UPDATE tk_prices SET sale_count = sale_count + ? WHERE price_id = ? AND sale_count + ? <= good_count')
    .run(goodCount, good.price.price_id, goodCount);
  if (res.changes !== 1) {
    const p = ctx.db
      .prepare('SELECT good_count - sale_count AS left FROM tk_prices WHERE price_id = ?')
      .get(good.price.price_id) as {
      left: number;
    };
    throw p.left <= 0 ? new ApiError(409, 'Sold out') : new ApiError(409, 'Not enough tickets left', { left: p.left });
  }
}

/** Gives an order's tickets back (cancel, abolish). */
export function release(ctx: SandboxContext, orderToken: string): void {
  const lines = ctx.db
    .prepare('SELECT price_id, SUM(good_count) AS n FROM tk_order_lines WHERE order_token = ? GROUP BY price_id')
    .all(orderToken) as { price_id: number; n: number }[];
  for (const l of lines)
    ctx.db.prepare('UPDATE tk_prices SET sale_count = sale_count - ? WHERE price_id = ?').run(l.n, l.price_id);
  ctx.db
    .prepare("UPDATE tk_seat_goods SET status = 'available', order_token = NULL WHERE order_token = ?")
    .run(orderToken);
}

/** A paid order's seats become sold. */
export function markSold(ctx: SandboxContext, orderToken: string): void {
  ctx.db.prepare("UPDATE tk_seat_goods SET status = 'sold' WHERE order_token = ?").run(orderToken);
}

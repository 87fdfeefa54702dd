/**
 * The buying rules, shared by cart, build cart and submit order:
 * non-seat 1-6 per line, at most 6 tickets per performance, a seat is one ticket, non-profit at most
 * 2 per order, no ended performances, enough stock, a companion seat only with its wheelchair space; for real-name shows a bound ID card, one ticket
 * per ID per performance and at most 2 IDs (2 tickets) per member per performance.
 */
import type { SandboxContext } from '../context';
import { resolveGood, type Good } from './catalogue';
import type { MemberRow } from './members';
import { ApiError } from './respond';
import { wheelchairSpaceOf } from './seat-attributes';

export const MAX_PER_EVENT = 6;
export const MAX_PUBLIC_INTEREST = 2;
export const MAX_REAL_NAME_PER_MEMBER = 2;
export const ACTIVE_STATUSES = "('created', 'success', 'waitingSeat')";

export type ItemRequest = { superGoodId: string; eventId?: string; goodCount: number };
export type Line = { good: Good; goodCount: number };
export type Viewer = { name: string; idCard: string; eventId?: string };

export const ID_CARD_RE = /^\d{17}[\dXx]$/;

/** Resolves goods and merges repeated superGoodIds into one line each (404 for unknown goods). */
export function resolveLines(ctx: SandboxContext, items: ItemRequest[]): Line[] {
  const merged = new Map<string, Line>();
  for (const item of items) {
    const good = resolveGood(ctx, item.superGoodId, item.eventId);
    const prev = merged.get(good.superGoodId);
    if (prev) prev.goodCount += item.goodCount;
    else merged.set(good.superGoodId, { good, goodCount: item.goodCount });
  }
  return [...merged.values()];
}

/** Quantity, ended, non-profit and stock rules for a set of lines. */
export function checkLines(
  ctx: SandboxContext,
  lines: Line[],
  options: { allowPriceLevelSeats?: boolean; checkStock?: boolean; skipEnded?: boolean; skipCompanions?: boolean } = {},
): void {
  if (lines.length === 0) throw new ApiError(400, 'Nothing to buy');
  const perEvent = new Map<string, number>();
  let publicInterest = 0;
  let publicInterestLimit = MAX_PUBLIC_INTEREST;
  for (const { good, goodCount } of lines) {
    if (!options.skipEnded && good.event.show_time <= ctx.now()) throw new ApiError(422, 'This performance has ended');
    if (good.project.sell_start_time !== null && ctx.now() < good.project.sell_start_time)
      throw new ApiError(422, 'Tickets for this show are not on sale yet');
    if (good.kind === 'seat') {
      if (goodCount !== 1) throw new ApiError(422, 'A seat is sold one at a time (goodCount 1)');
    } else {
      if (good.project.seat_type === 1 && !options.allowPriceLevelSeats)
        throw new ApiError(422, 'Please choose seats for this performance');
      if (goodCount < 1 || goodCount > MAX_PER_EVENT) throw new ApiError(422, 'Non-seat quantity per purchase: 1 to 6');
    }
    perEvent.set(good.event.event_token, (perEvent.get(good.event.event_token) ?? 0) + goodCount);
    if (good.price.public_interest) {
      publicInterest += goodCount;
      publicInterestLimit = Math.min(publicInterestLimit, good.project.public_interest_num);
    }
  }
  for (const n of perEvent.values())
    if (n > MAX_PER_EVENT) throw new ApiError(422, 'At most 6 tickets per performance');
  if (publicInterest > publicInterestLimit) throw new ApiError(422, 'Non-profit tickets: one order may hold at most 2');
  if (!options.skipCompanions) checkCompanions(lines);
  if (options.checkStock !== false) for (const line of lines) checkStock(ctx, line);
}

/** A companion seat is sold only together with the wheelchair space it belongs to (same performance). */
function checkCompanions(lines: Line[]): void {
  const seats = new Set(
    lines.flatMap(({ good }) => (good.seat ? [`${good.event.event_token}/${good.seat.seat_id}`] : [])),
  );
  for (const { good } of lines) {
    const space = good.seat && wheelchairSpaceOf(good.seat.seat_id);
    if (space && !seats.has(`${good.event.event_token}/${space}`))
      throw new ApiError(422, 'A companion seat is sold only with its wheelchair space');
  }
}

/** 409 when the line cannot be had right now (read again from the database). */
export function checkStock(ctx: SandboxContext, { good, goodCount }: Line): void {
  if (good.kind === 'seat') {
    const row = ctx.db.prepare('SELECT status FROM tk_seat_goods WHERE super_good_id = ?').get(good.superGoodId) as {
      status: string;
    };
    if (row.status !== 'available') throw new ApiError(409, 'This seat is no longer available');
    return;
  }
  const p = ctx.db
    .prepare('SELECT good_count, sale_count FROM tk_prices WHERE price_id = ?')
    .get(good.price.price_id) as {
    good_count: number;
    sale_count: number;
  };
  const left = p.good_count - p.sale_count;
  if (left <= 0) throw new ApiError(409, 'Sold out');
  if (left < goodCount) throw new ApiError(409, 'Not enough tickets left', { left });
}

function realNameTickets(lines: Line[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const { good, goodCount } of lines)
    if (good.project.real_name) m.set(good.event.event_token, (m.get(good.event.event_token) ?? 0) + goodCount);
  return m;
}

/** ID cards the member already holds tickets for, per performance (active orders only). */
function memberIdsForEvent(ctx: SandboxContext, memberId: number, eventToken: string): string[] {
  return (
    ctx.db
      .prepare(
        `SELECT DISTINCT v.id_card FROM tk_order_viewers v JOIN tk_orders o ON o.order_token = v.order_token
         WHERE o.member_id = ? AND v.event_token = ? AND o.status IN ${ACTIVE_STATUSES}`,
      )
      .all(memberId, eventToken) as { id_card: string }[]
  ).map((r) => r.id_card.toUpperCase());
}

/**
 * Real-name rules. With `viewers` undefined only the ID-card binding and the per-member count are
 * checked (build cart); otherwise the viewers are completed (one ticket alone defaults to the member's
 * own bound ID card), validated and returned.
 */
export function checkRealName(ctx: SandboxContext, member: MemberRow, lines: Line[], viewers?: Viewer[]): Viewer[] {
  const perEvent = realNameTickets(lines);
  if (perEvent.size === 0) return [];
  if (!member.id_card) throw new ApiError(422, 'Please Bind ID Card With Real-name Ticket.');
  const result: Viewer[] = [];
  for (const [eventToken, count] of perEvent) {
    const held = memberIdsForEvent(ctx, member.id, eventToken);
    if (held.length + count > MAX_REAL_NAME_PER_MEMBER)
      throw new ApiError(422, 'A member may use at most 2 ID cards (2 tickets) per performance');
    if (viewers === undefined) continue;
    let forEvent = viewers.filter((v) => v.eventId === eventToken || (v.eventId === undefined && perEvent.size === 1));
    if (forEvent.length === 0 && count === 1) forEvent = [{ name: member.name ?? '', idCard: member.id_card }];
    if (forEvent.length !== count)
      throw new ApiError(422, 'Please enter one viewer (name and ID card) per real-name ticket');
    const ids = forEvent.map((v) => v.idCard.toUpperCase());
    if (ids.some((id) => !ID_CARD_RE.test(id))) throw new ApiError(422, 'Incorrect ID card number');
    if (new Set(ids).size !== ids.length) throw new ApiError(422, 'One ticket per ID card per performance');
    const taken = ctx.db
      .prepare(
        `SELECT 1 FROM tk_order_viewers v JOIN tk_orders o ON o.order_token = v.order_token
         WHERE v.event_token = ? AND upper(v.id_card) IN (${ids.map(() => '?').join(',')}) AND o.status IN ${ACTIVE_STATUSES} LIMIT 1`,
      )
      .get(eventToken, ...ids);
    if (taken) throw new ApiError(422, 'One ticket per ID card per performance');
    result.push(...forEvent.map((v, i) => ({ name: v.name, idCard: ids[i], eventId: eventToken })));
  }
  return result;
}

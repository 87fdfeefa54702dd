/** Read model of the programme: projects, events, prices, goods, venues and types, as API objects. */
import type { SandboxContext } from '../context';
import { pick, type Lang } from './messages';
import { ApiError, yuan } from './respond';
import { seatLabel } from './seatmap';

export type ProjectRow = {
  project_token: string;
  name_zh: string;
  name_en: string;
  type_id: number;
  site_id: string;
  seat_type: number;
  real_name: number;
  public_interest_num: number;
  /** when tickets go on sale (epoch ms); null: on sale */
  sell_start_time: number | null;
  sort: number;
};
export type EventRow = { event_token: string; project_token: string; show_time: number; sort: number };
export type PriceRow = {
  price_id: number;
  event_token: string;
  price_fen: number;
  good_count: number;
  sale_count: number;
  public_interest: number;
  super_good_id: string;
};
export type SiteRow = {
  site_id: string;
  site_version_id: string;
  venue_key: string;
  name_zh: string;
  name_en: string;
  seated: number;
};
export type SeatGoodRow = {
  super_good_id: string;
  event_token: string;
  price_id: number;
  seat_id: string;
  status: 'available' | 'locked' | 'sold';
  order_token: string | null;
};

export function getProject(ctx: SandboxContext, token: string): ProjectRow {
  const row = ctx.db.prepare('SELECT * FROM tk_projects WHERE project_token = ?').get(token) as ProjectRow | undefined;
  if (!row) throw new ApiError(404, 'Unknown project');
  return row;
}

export function getEvent(ctx: SandboxContext, token: string): EventRow {
  const row = ctx.db.prepare('SELECT * FROM tk_events WHERE event_token = ?').get(token) as EventRow | undefined;
  if (!row) throw new ApiError(404, 'Unknown performance');
  return row;
}

export function getSite(ctx: SandboxContext, siteId: string): SiteRow {
  const row = ctx.db.prepare('SELECT * FROM tk_sites WHERE site_id = ?').get(siteId) as SiteRow | undefined;
  if (!row) throw new ApiError(404, 'Unknown venue');
  return row;
}

export function allProjects(ctx: SandboxContext): ProjectRow[] {
  return ctx.db.prepare('SELECT * FROM tk_projects ORDER BY sort').all() as ProjectRow[];
}

export function eventsOf(ctx: SandboxContext, projectToken: string): EventRow[] {
  return ctx.db
    .prepare('SELECT * FROM tk_events WHERE project_token = ? ORDER BY show_time, sort')
    .all(projectToken) as EventRow[];
}

export function pricesOf(ctx: SandboxContext, eventToken: string): PriceRow[] {
  return ctx.db
    .prepare('SELECT * FROM tk_prices WHERE event_token = ? ORDER BY price_fen, price_id')
    .all(eventToken) as PriceRow[];
}

export function priceVo(p: PriceRow) {
  return {
    priceId: p.price_id,
    price: yuan(p.price_fen),
    goodCount: p.good_count,
    saleCount: p.sale_count,
    publicInterest: p.public_interest ? 1 : 0,
    superGoodId: p.super_good_id,
  };
}

type DiscountRow = { discount_id: number; name_zh: string; name_en: string };

function eventDiscounts(ctx: SandboxContext, lang: Lang, showTime: number) {
  const rows = ctx.db
    .prepare(
      'SELECT discount_id, name_zh, name_en FROM tk_discount_codes WHERE valid_from <= ? AND valid_to > ? ORDER BY discount_id',
    )
    .all(ctx.now(), ctx.now()) as DiscountRow[];
  if (showTime <= ctx.now()) return [];
  return rows.map((d) => ({ discountId: d.discount_id, discountName: pick(lang, d.name_zh, d.name_en) }));
}

export function eventVo(ctx: SandboxContext, e: EventRow, lang: Lang) {
  const prices = pricesOf(ctx, e.event_token);
  return {
    eventToken: e.event_token,
    projectToken: e.project_token,
    showTime: e.show_time,
    ended: e.show_time <= ctx.now(),
    soldOut: prices.every((p) => p.sale_count >= p.good_count),
    priceVoList: prices.map(priceVo),
    discountEventAuthExtendRespVos: eventDiscounts(ctx, lang, e.show_time),
  };
}

export function typeName(ctx: SandboxContext, typeId: number, lang: Lang): string {
  const t = ctx.db.prepare('SELECT name_zh, name_en FROM tk_project_types WHERE id = ?').get(typeId) as
    { name_zh: string; name_en: string } | undefined;
  return t ? pick(lang, t.name_zh, t.name_en) : '';
}

export function projectName(p: ProjectRow, lang: Lang): string {
  return pick(lang, p.name_zh, p.name_en);
}

export function projectVo(ctx: SandboxContext, p: ProjectRow, lang: Lang) {
  const site = getSite(ctx, p.site_id);
  const events = eventsOf(ctx, p.project_token).map((e) => eventVo(ctx, e, lang));
  const allPrices = events.flatMap((e) => e.priceVoList.map((x) => x.price));
  return {
    projectToken: p.project_token,
    projectName: projectName(p, lang),
    siteName: pick(lang, site.name_zh, site.name_en),
    siteId: site.site_id,
    siteVersionId: site.site_version_id,
    seatType: p.seat_type,
    projectTypeName: typeName(ctx, p.type_id, lang),
    projectTypeId: p.type_id,
    publicInterestNum: p.public_interest_num,
    realName: p.real_name === 1,
    // absent when the show is simply on sale, as Damai leaves it out
    ...(p.sell_start_time !== null ? { sellStartTime: p.sell_start_time } : {}),
    minPrice: allPrices.length ? Math.min(...allPrices) : null,
    maxPrice: allPrices.length ? Math.max(...allPrices) : null,
    firstShowTime: events[0]?.showTime ?? null,
    lastShowTime: events[events.length - 1]?.showTime ?? null,
    ended: events.every((e) => e.ended),
    soldOut: events.filter((e) => !e.ended).length > 0 && events.filter((e) => !e.ended).every((e) => e.soldOut),
    eventVoList: events,
  };
}

/** A good a member can buy: a price (non-seat, or a seated show's zone) or one seat of an event. */
export type Good = {
  superGoodId: string;
  kind: 'price' | 'seat';
  price: PriceRow;
  event: EventRow;
  project: ProjectRow;
  seat?: SeatGoodRow;
};

/** Resolves a superGoodId (optionally checked against the eventId it was sent with); 404 if unknown. */
export function resolveGood(ctx: SandboxContext, superGoodId: string, eventId?: string): Good {
  let price = ctx.db.prepare('SELECT * FROM tk_prices WHERE super_good_id = ?').get(superGoodId) as
    PriceRow | undefined;
  let seat: SeatGoodRow | undefined;
  if (!price) {
    seat = ctx.db.prepare('SELECT * FROM tk_seat_goods WHERE super_good_id = ?').get(superGoodId) as
      SeatGoodRow | undefined;
    if (!seat) throw new ApiError(404, 'Unknown ticket');
    price = ctx.db.prepare('SELECT * FROM tk_prices WHERE price_id = ?').get(seat.price_id) as PriceRow;
  }
  if (eventId !== undefined && eventId !== price.event_token) {
    // tell apart "no such event" from "this ticket is not of that event"
    getEvent(ctx, eventId);
    throw new ApiError(404, 'Unknown ticket');
  }
  const event = getEvent(ctx, price.event_token);
  const project = getProject(ctx, event.project_token);
  return { superGoodId, kind: seat ? 'seat' : 'price', price, event, project, seat };
}

/** A display line for a good (cart, build cart, order lines). */
export function goodLine(ctx: SandboxContext, g: Good, goodCount: number, lang: Lang) {
  const site = getSite(ctx, g.project.site_id);
  return {
    superGoodId: g.superGoodId,
    eventId: g.event.event_token,
    projectToken: g.project.project_token,
    projectName: projectName(g.project, lang),
    siteName: pick(lang, site.name_zh, site.name_en),
    showTime: g.event.show_time,
    priceId: g.price.price_id,
    price: yuan(g.price.price_fen),
    goodCount,
    subtotal: yuan(g.price.price_fen * goodCount),
    publicInterest: g.price.public_interest ? 1 : 0,
    realName: g.project.real_name === 1,
    seatType: g.project.seat_type,
    seatId: g.seat?.seat_id ?? null,
    seatLabel: g.seat ? seatLabel(g.seat.seat_id, lang) : null,
  };
}

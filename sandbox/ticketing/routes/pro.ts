/** Shows: /api/pro/*, /api/proType/page, /site/venue/*, /api/goods/seatGoods. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import {
  allProjects,
  eventsOf,
  eventVo,
  getEvent,
  getProject,
  getSite,
  pricesOf,
  priceVo,
  projectName,
  projectVo,
  type SeatGoodRow,
  type SiteRow,
} from '../catalogue';
import { parseTime, shanghaiDate } from '../dates';
import { idString, langFields } from '../fields';
import { pick, type Lang } from '../messages';
import { ApiError, ok, page, paging, pagingQuery, queryInt, readBody, readQuery, yuan, type TkEnv } from '../respond';
import { seatAttributes } from '../seat-attributes';
import { layouts, seatLabel, seatMapVo, seatsOf } from '../seatmap';

const tokenQuery = (name: string) =>
  z.object({ [name]: z.string({ error: 'Required' }).min(1, 'Required'), langType: z.string().optional() });

export function proRoutes(ctx: SandboxContext): Hono<TkEnv> {
  const app = new Hono<TkEnv>();

  app.get('/api/pro/project', (c) => {
    const q = readQuery(c, tokenQuery('projectToken'));
    return ok(c, projectVo(ctx, getProject(ctx, String(q.projectToken)), c.get('lang')));
  });

  app.get('/api/pro/projects', (c) => {
    const q = readQuery(
      c,
      pagingQuery.extend({
        startTime: z.string().optional(),
        endTime: z.string().optional(),
        projectTypeId: queryInt(1, 1000),
        langType: z.string().optional(),
      }),
    );
    const start = parseTime(q.startTime);
    const end = parseTime(q.endTime);
    if (Number.isNaN(start) || Number.isNaN(end))
      throw new ApiError(400, 'startTime / endTime must be milliseconds or YYYY-MM-DD');
    const now = ctx.now();
    const list = allProjects(ctx)
      .filter((p) => q.projectTypeId === undefined || p.type_id === q.projectTypeId)
      .map((p) => projectVo(ctx, p, c.get('lang')))
      .filter((p) =>
        p.eventVoList.some(
          (e) => (start === undefined || e.showTime >= start) && (end === undefined || e.showTime < end),
        ),
      )
      .sort((a, b) => {
        const next = (p: typeof a) =>
          p.eventVoList.find((e) => e.showTime > now)?.showTime ?? Number.MAX_SAFE_INTEGER - (p.lastShowTime ?? 0);
        return next(a) - next(b);
      });
    const [current, size] = paging(q);
    return ok(c, page(list, current, size));
  });

  app.get('/api/pro/events', (c) => {
    const q = readQuery(c, tokenQuery('projectToken'));
    const p = getProject(ctx, String(q.projectToken));
    return ok(
      c,
      page(
        eventsOf(ctx, p.project_token).map((e) => eventVo(ctx, e, c.get('lang'))),
        1,
        0,
      ),
    );
  });

  app.get('/api/pro/getPriceList', (c) => {
    const q = readQuery(
      c,
      z.object({ projectToken: z.string().optional(), eventToken: z.string({ error: 'Required' }).min(1, 'Required') }),
    );
    const e = getEvent(ctx, q.eventToken);
    if (q.projectToken && q.projectToken !== e.project_token) {
      getProject(ctx, q.projectToken);
      throw new ApiError(404, 'Unknown performance');
    }
    return ok(c, page(pricesOf(ctx, e.event_token).map(priceVo), 1, 0));
  });

  app.post('/api/pro/selectEvent', async (c) => {
    const body = await readBody(c, z.object({ ...langFields, projectToken: idString, eventToken: idString }));
    const p = getProject(ctx, body.projectToken);
    const e = getEvent(ctx, body.eventToken);
    if (e.project_token !== p.project_token) throw new ApiError(404, 'Unknown performance');
    const project: Partial<ReturnType<typeof projectVo>> = projectVo(ctx, p, c.get('lang'));
    delete project.eventVoList;
    const event = eventVo(ctx, e, c.get('lang'));
    return ok(c, {
      ...project,
      event,
      nextStep: event.ended ? 'ended' : p.seat_type === 1 ? 'chooseSeat' : 'addToCart',
    });
  });

  app.get('/api/pro/getProjectNeareastDate', (c) => {
    const now = ctx.now();
    const next = ctx.db
      .prepare('SELECT show_time FROM tk_events WHERE show_time > ? ORDER BY show_time LIMIT 1')
      .get(now) as { show_time: number } | undefined;
    if (!next) return ok(c, null);
    const date = shanghaiDate(next.show_time);
    const sameDay = (
      ctx.db
        .prepare('SELECT project_token, show_time FROM tk_events WHERE show_time > ? ORDER BY show_time')
        .all(now) as {
        project_token: string;
        show_time: number;
      }[]
    ).filter((e) => shanghaiDate(e.show_time) === date);
    return ok(c, { date, time: next.show_time, projectTokens: [...new Set(sameDay.map((e) => e.project_token))] });
  });

  app.get('/api/pro/getProjectDateByMonth', (c) => {
    const q = readQuery(
      c,
      z.object({ month: queryInt(1, 12), year: queryInt(1970, 9999), langType: z.string().optional() }),
    );
    const today = shanghaiDate(ctx.now());
    const year = q.year ?? Number(today.slice(0, 4));
    const month = q.month ?? Number(today.slice(5, 7));
    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    const days = new Map<string, { date: string; day: number; projectTokens: string[]; eventTokens: string[] }>();
    const events = ctx.db
      .prepare('SELECT event_token, project_token, show_time FROM tk_events ORDER BY show_time')
      .all() as {
      event_token: string;
      project_token: string;
      show_time: number;
    }[];
    for (const e of events) {
      const date = shanghaiDate(e.show_time);
      if (!date.startsWith(prefix)) continue;
      const d = days.get(date) ?? { date, day: Number(date.slice(8)), projectTokens: [], eventTokens: [] };
      if (!d.projectTokens.includes(e.project_token)) d.projectTokens.push(e.project_token);
      d.eventTokens.push(e.event_token);
      days.set(date, d);
    }
    return ok(c, { year, month, ...page([...days.values()], 1, 0) });
  });

  app.get('/api/proType/page', (c) => {
    const q = readQuery(c, pagingQuery.extend({ langType: z.string().optional() }));
    const rows = ctx.db.prepare('SELECT * FROM tk_project_types ORDER BY sort').all() as {
      id: number;
      name_zh: string;
      name_en: string;
    }[];
    const list = rows.map((t) => ({ projectTypeId: t.id, projectTypeName: pick(c.get('lang'), t.name_zh, t.name_en) }));
    const [current, size] = paging(q);
    return ok(c, page(list, current, q.pageSize === undefined ? 0 : size));
  });

  const siteVo = (s: SiteRow, lang: Lang) => ({
    siteId: s.site_id,
    siteVersionId: s.site_version_id,
    siteName: pick(lang, s.name_zh, s.name_en),
    seated: s.seated === 1,
  });

  app.get('/site/venue/siteList', (c) => {
    const rows = ctx.db.prepare('SELECT * FROM tk_sites ORDER BY rowid').all() as SiteRow[];
    const lang = c.get('lang');
    return ok(
      c,
      page(
        rows.map((s) => ({ ...siteVo(s, lang), seatCount: s.seated ? seatsOf(layouts[s.venue_key]).length : 0 })),
        1,
        0,
      ),
    );
  });

  app.get('/site/venue/findSiteInfoById', (c) => {
    const q = readQuery(
      c,
      z.object({
        siteId: z.string({ error: 'Required' }).min(1, 'Required'),
        siteVersionId: z.string().optional(),
        langType: z.string().optional(),
      }),
    );
    const s = getSite(ctx, q.siteId);
    if (q.siteVersionId && q.siteVersionId !== s.site_version_id) throw new ApiError(404, 'Unknown venue');
    const lang = c.get('lang');
    const base = siteVo(s, lang);
    if (!s.seated) return ok(c, { ...base, seatCount: 0, seats: [], zones: [], aisles: [], stage: null });
    return ok(c, { ...base, ...seatMapVo(layouts[s.venue_key], lang) });
  });

  app.get('/api/goods/seatGoods', (c) => {
    const q = readQuery(c, tokenQuery('eventToken'));
    const e = getEvent(ctx, String(q.eventToken));
    const p = getProject(ctx, e.project_token);
    const s = getSite(ctx, p.site_id);
    const lang = c.get('lang');
    const base = {
      eventToken: e.event_token,
      projectToken: p.project_token,
      projectName: projectName(p, lang),
      siteId: s.site_id,
      siteVersionId: s.site_version_id,
      seatType: p.seat_type,
    };
    if (p.seat_type !== 1) return ok(c, { ...base, ...page([], 1, 0) });
    const layout = layouts[s.venue_key];
    const seats = new Map(seatsOf(layout).map((x) => [x.seatId, x]));
    const prices = new Map(pricesOf(ctx, e.event_token).map((x) => [x.price_id, x]));
    const goods = ctx.db
      .prepare('SELECT * FROM tk_seat_goods WHERE event_token = ? ORDER BY seat_id')
      .all(e.event_token) as SeatGoodRow[];
    const list = goods.map((g) => {
      const seat = seats.get(g.seat_id);
      return {
        superGoodId: g.super_good_id,
        seatId: g.seat_id,
        row: seat?.row ?? null,
        number: seat?.number ?? null,
        x: seat?.x ?? null,
        y: seat?.y ?? null,
        zone: seat?.zone ?? null,
        label: seatLabel(g.seat_id, lang),
        priceId: g.price_id,
        price: yuan(prices.get(g.price_id)?.price_fen ?? 0),
        publicInterest: prices.get(g.price_id)?.public_interest ? 1 : 0,
        status: g.status,
        ...(seat ? seatAttributes(layout, seat, lang) : {}),
      };
    });
    return ok(c, { ...base, ...page(list, 1, 0) });
  });

  return app;
}

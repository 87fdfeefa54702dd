/**
 * Ticketing seed of the programme, from seed/catalogue.ts: types, venues, projects, events (one
 * eventToken per date: `${projectToken}-E1`...), prices (numeric priceId, superGoodId `G${priceId}`,
 * sorted ascending) and, for seated venues, one seat good per seat (`${eventToken}-${seatId}`).
 * The best seats go to the highest price; seats beyond the show's stock are not on sale.
 */
import type { SandboxContext } from '../../context';
import { onSaleTime, projectTypes, shows, showTime, venues } from '../catalogue';
import { layouts, seatsByPreference } from '../../ticketing/seatmap';

export const DISCOUNTS = [
  { code: 'THEATRE10', id: 1, zh: '剧院之友九折', en: 'Theatre friends: 10% off', percent: 10, amount: null, min: 0 },
  {
    code: 'SPRING50',
    id: 2,
    zh: '满300减50',
    en: '￥50 off orders over ￥300',
    percent: null,
    amount: 5000,
    min: 30000,
  },
  {
    code: 'EXPIRED',
    id: 3,
    zh: '往季优惠（已过期）',
    en: 'Last season offer (expired)',
    percent: 15,
    amount: null,
    min: 0,
  },
] as const;

/**
 * The priceIds of one performance's prices, cheapest first: `{number of the projectToken}00`
 * plus ten per performance plus the price's place (PRJ1004's second performance: 100420...).
 * Tests name a price's good by it (tests/fixtures/seed.ts).
 */
export function seedPriceIds(projectToken: string, performance: number, prices: number): number[] {
  const base = Number(projectToken.replace(/\D/g, '')) * 100;
  return Array.from({ length: prices }, (_, p) => base + performance * 10 + p);
}

export function seedShows(ctx: SandboxContext, seededAt: number): void {
  const db = ctx.db;
  const DAY = 86_400_000;
  for (const t of Object.values(projectTypes))
    db.prepare('INSERT INTO tk_project_types (id, name_zh, name_en, sort) VALUES (?, ?, ?, ?)').run(
      t.id,
      t.name['zh-hans'],
      t.name.en,
      t.id,
    );
  for (const [key, v] of Object.entries(venues))
    db.prepare(
      'INSERT INTO tk_sites (site_id, site_version_id, venue_key, name_zh, name_en, seated) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(v.siteId, `${v.siteId}-V1`, key, v.name['zh-hans'], v.name.en, v.seated ? 1 : 0);
  for (const d of DISCOUNTS) {
    const expired = d.code === 'EXPIRED';
    db.prepare(
      'INSERT INTO tk_discount_codes (code, discount_id, name_zh, name_en, percent_off, amount_off_fen, min_spend_fen, valid_from, valid_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      d.code,
      d.id,
      d.zh,
      d.en,
      d.percent,
      d.amount,
      d.min,
      seededAt - (expired ? 200 : 30) * DAY,
      seededAt + (expired ? -10 : 365) * DAY,
    );
  }

  const insertEvent = db.prepare(
    'INSERT INTO tk_events (event_token, project_token, show_time, sort) VALUES (?, ?, ?, ?)',
  );
  const insertPrice = db.prepare(
    'INSERT INTO tk_prices (price_id, event_token, price_fen, good_count, sale_count, public_interest, super_good_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSeat = db.prepare(
    'INSERT INTO tk_seat_goods (super_good_id, event_token, price_id, seat_id, status) VALUES (?, ?, ?, ?, ?)',
  );
  shows.forEach((show, i) => {
    const venue = venues[show.venue];
    db.prepare(
      'INSERT INTO tk_projects (project_token, name_zh, name_en, type_id, site_id, seat_type, real_name, public_interest_num, sell_start_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, 2, ?, ?)',
    ).run(
      show.projectToken,
      show.title['zh-hans'],
      show.title.en,
      projectTypes[show.type].id,
      venue.siteId,
      venue.seated ? 1 : 2,
      show.realName ? 1 : 0,
      show.onSale ? onSaleTime(show.onSale, seededAt) : null,
      i,
    );
    const prices = [...show.prices].sort((a, b) => a.price - b.price);
    show.events.forEach((ev, e) => {
      const eventToken = `${show.projectToken}-E${e + 1}`;
      insertEvent.run(eventToken, show.projectToken, showTime(ev, seededAt), e);
      const ids = seedPriceIds(show.projectToken, e + 1, prices.length);
      prices.forEach((p, k) =>
        insertPrice.run(
          ids[k],
          eventToken,
          p.price * 100,
          p.stock,
          p.sold ?? 0,
          p.publicInterest ? 1 : 0,
          `G${ids[k]}`,
        ),
      );
      if (!venue.seated) return;
      const seats = seatsByPreference(layouts[show.venue]);
      const totalStock = prices.reduce((s, p) => s + p.stock, 0);
      if (totalStock > seats.length) throw new Error(`${show.key}: ${totalStock} tickets but ${seats.length} seats`);
      let next = 0;
      // dearest first, into the best seats
      for (let k = prices.length - 1; k >= 0; k--) {
        const p = prices[k];
        for (let n = 0; n < p.stock; n++) {
          const seat = seats[next++];
          // seats sold at seed time are the zone's last ones
          const sold = n >= p.stock - (p.sold ?? 0);
          insertSeat.run(`${eventToken}-${seat.seatId}`, eventToken, ids[k], seat.seatId, sold ? 'sold' : 'available');
        }
      }
    });
  });
}

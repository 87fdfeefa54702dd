import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { config } from '@/lib/platform/config/config';
import { backendHealth } from './auto';
import type { DrawRecord } from './draw';
import { ENV_EPOCH, currentRooms, forgetRooms, roomStore, type Room } from './rooms';
import { isScope, showScope, type Scope } from './scope';
import { parseOpening, SANDBOX_ADMIN_TOKEN } from '@/lib/platform/config/waiting-room-settings';
import type { Mode } from './store';

/**
 * The operators' switch (POST /api/queue/admin, scripts/waiting-room.mjs): a room on (at a rate),
 * off, automatic (the whole buying path only), a show's on-sale time (./schedule.ts), or back to
 * the environment's setting; and what every room is doing. Switching a room on starts a new line; changing the rate of a room that is
 * on keeps its line. Every instance follows within a second.
 */
export function adminToken(): string | null {
  const c = config();
  if (c.WAITING_ROOM_ADMIN_TOKEN) return c.WAITING_ROOM_ADMIN_TOKEN;
  // against the sandbox, a demo token like the other demo secrets (lib/platform/config/config.ts SECRETS)
  return process.env.CMS_URL ? null : SANDBOX_ADMIN_TOKEN;
}

export function isOperator(authorization: string | null): boolean {
  const token = adminToken();
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const switchSchema = z.union([
  z.object({
    /** 'all' (the whole buying path), 'show:<projectToken>', or a show's projectToken */
    scope: z.string().min(1).max(80),
    mode: z.enum(['on', 'off', 'auto']),
    rate: z.number().int().min(1).max(1_000_000).optional(),
    /** how often the line moves (ms): tests make it short, never a rate beyond `rate` */
    tickMs: z.number().int().min(100).max(60_000).optional(),
  }),
  z.object({ scope: z.string().min(1).max(80), reset: z.literal(true) }),
  z.object({
    /** a show's room (its projectToken or 'show:<projectToken>') */
    scope: z.string().min(1).max(80),
    /** the on-sale time, with its offset: `2026-12-01T10:00+08:00` */
    opensAt: z.string().min(16).max(40),
    rate: z.number().int().min(1).max(1_000_000).optional(),
    tickMs: z.number().int().min(100).max(60_000).optional(),
    /** how long before the opening the pre-queue starts (default 30 minutes); tests make it seconds */
    prequeueSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60 * 60)
      .optional(),
  }),
]);

export type Switch = z.infer<typeof switchSchema>;

function scopeOf(value: string): Scope | null {
  if (isScope(value)) return value;
  const show = showScope(value);
  return isScope(show) ? show : null;
}

export class AdminError extends Error {}

export async function switchRoom(change: Switch, now = Date.now()): Promise<void> {
  const scope = scopeOf(change.scope);
  if (!scope) throw new AdminError(`"${change.scope}" is not 'all', 'show:<projectToken>' or a projectToken`);
  const store = roomStore();
  if ('reset' in change) {
    await store.setOverride(scope, null);
  } else if ('opensAt' in change) {
    // an on-sale time: a new run of the show's room, standing from its pre-queue's start
    if (scope === 'all') throw new AdminError('an on-sale time is set for a show');
    const opensAt = parseOpening(change.opensAt);
    if (opensAt === null) throw new AdminError(`"${change.opensAt}" is not a time like 2026-12-01T10:00+08:00`);
    const before = (await currentRooms()).configured.get(scope);
    await store.setOverride(scope, {
      mode: 'on',
      rate: change.rate ?? before?.rate ?? null,
      tickMs: change.tickMs ?? before?.tickMs ?? null,
      epoch: `${now.toString(36)}`,
      at: now,
      opensAt,
      prequeueMs: change.prequeueSeconds === undefined ? null : change.prequeueSeconds * 1000,
    });
  } else {
    if (change.mode === 'auto' && scope !== 'all') throw new AdminError('automatic mode watches the whole buying path');
    // the room as the store has it now, not as this instance last read it: a reset made through
    // another instance must end the line, not be continued by a switch-on here
    forgetRooms();
    const before = (await currentRooms()).configured.get(scope);
    const keepLine = before && before.mode === change.mode && !before.schedule;
    await store.setOverride(scope, {
      mode: change.mode as Mode,
      rate: change.rate ?? before?.rate ?? null,
      tickMs: change.tickMs ?? before?.tickMs ?? null,
      epoch: keepLine ? before.epoch : `${now.toString(36)}`,
      at: now,
    });
  }
  forgetRooms();
}

export type RoomReport = Room & {
  open: boolean;
  source: 'environment' | 'operator';
  issued: number | null;
  serving: number | null;
  waiting: number | null;
  /** pre-queue tickets taken; the draw once made; admitted visitors who reached the buying path */
  prequeue: number | null;
  draw: DrawRecord | null;
  arrived: number | null;
};

/** Every room configured, with its line's counters (null when the store cannot say). */
export async function roomsReport() {
  forgetRooms();
  const rooms = await currentRooms();
  const overrides = await roomStore()
    .overrides()
    .catch(() => ({}) as Partial<Record<Scope, unknown>>);
  const report: RoomReport[] = [];
  for (const [scope, room] of rooms.configured) {
    const open = rooms.open.get(scope);
    const line = open
      ? await roomStore()
          .advance(open, open.rate, open.tickMs)
          .then(() => roomStore().counters([open]))
          .then(([figures]) => figures)
          .catch(() => null)
      : null;
    report.push({
      ...(open ?? room),
      open: Boolean(open),
      source: scope in overrides || room.epoch !== ENV_EPOCH ? 'operator' : 'environment',
      issued: line?.issued ?? null,
      serving: line?.serving ?? null,
      waiting: line ? line.issued - line.serving : null,
      prequeue: line && room.schedule ? line.prequeue : null,
      draw: line?.draw ?? null,
      arrived: line?.arrived ?? null,
    });
  }
  return { rooms: report, shared: roomStore().shared, degraded: rooms.degraded, health: backendHealth() };
}

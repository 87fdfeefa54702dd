import { z } from 'zod';

/**
 * The waiting room's settings from the environment (docs/waiting-room.md), validated with the
 * rest of the configuration (config.ts composes this schema). What an operator switches at run time
 * (the admin route, scripts/waiting-room.mjs) overrides the room's line here until reset. Plain
 * TypeScript without path aliases: config.ts, which next.config.ts imports, imports it.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Project tokens, each with its own rate or the default: `PRJ1002,PRJ2001:60`. */
const showList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const shows: { projectToken: string; rate: number | null }[] = [];
    for (const entry of list
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const match = /^([A-Za-z0-9_-]{1,64})(?::(\d{1,6}))?$/.exec(entry);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not projectToken or projectToken:rate` });
        return z.NEVER;
      }
      shows.push({ projectToken: match[1], rate: match[2] === undefined ? null : Number(match[2]) });
    }
    return shows;
  });

/** How long before a scheduled opening the pre-queue starts, unless set (30 minutes, as Queue-it's default). */
export const DEFAULT_PREQUEUE_MS = 30 * 60_000;

/**
 * An on-sale time as operators write it: a date and time with its offset from UTC, to the minute
 * or second (`2026-12-01T10:00+08:00`, `...Z`). Epoch ms, or null for anything else (a time
 * without an offset would depend on the server's zone).
 */
export function parseOpening(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

export type ScheduledShow = { projectToken: string; opensAt: number; rate: number | null; prequeueMs: number };

/**
 * Shows' on-sale times: `PRJ1002@2026-12-01T10:00+08:00`, optionally `/rate` and `/pre-queue
 * minutes` after it (`PRJ1002@2026-12-01T10:00+08:00/300/45`), entries separated by commas.
 */
const scheduleList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const shows: ScheduledShow[] = [];
    for (const entry of list
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const match = /^([A-Za-z0-9_-]{1,64})@([^/]+)(?:\/(\d{1,6}))?(?:\/(\d{1,4}))?$/.exec(entry);
      const opensAt = match ? parseOpening(match[2]) : null;
      if (!match || opensAt === null || (match[3] !== undefined && Number(match[3]) < 1)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not projectToken@YYYY-MM-DDTHH:MM+HH:MM[/rate[/pre-queue minutes]]`,
        });
        return z.NEVER;
      }
      shows.push({
        projectToken: match[1],
        opensAt,
        rate: match[3] === undefined ? null : Number(match[3]),
        prequeueMs: match[4] === undefined ? DEFAULT_PREQUEUE_MS : Number(match[4]) * 60_000,
      });
    }
    return shows;
  });

export const waitingRoomSettingsSchema = z.object({
  /** the whole buying path: off, on (a line at WAITING_ROOM_RATE), or auto (opens when the ticketing API struggles) */
  WAITING_ROOM: optional(z.enum(['off', 'on', 'auto']).default('off')),
  /** shows whose seat map and buying calls have a line of their own */
  WAITING_ROOM_SHOWS: optional(showList),
  /** shows' on-sale times (./schedule.ts): a pre-queue before, its order drawn at the opening */
  WAITING_ROOM_SCHEDULE: optional(scheduleList),
  /** visitors let in a minute, first come first served (docs/speed.md: what the ticketing API takes) */
  WAITING_ROOM_RATE: optional(z.coerce.number().int().min(1).max(1_000_000).default(120)),
  /** how often the line moves on (ms); each step lets in rate x tick / 60 s visitors */
  WAITING_ROOM_TICK_MS: optional(z.coerce.number().int().min(100).max(60_000).default(1000)),
  /**
   * how long a pass lasts without a visit to the buying path (minutes); each visit extends it. At
   * least 10: one whose turn came in a background tab has that long to come back (issue 45)
   */
  WAITING_ROOM_PASS_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(10)
      .max(24 * 60)
      .default(20),
  ),
  /** with Redis unreachable, each instance lets in at most this many visitors a minute, in no order */
  WAITING_ROOM_FAIL_OPEN_RATE: optional(z.coerce.number().int().min(1).max(1_000_000).default(60)),
  /** automatic mode opens the room when the slowest tenth of the ticketing calls of the last 10 s took longer than this (ms) */
  WAITING_ROOM_AUTO_LATENCY_MS: optional(z.coerce.number().int().min(50).max(60_000).default(2000)),
  /** ... or when more than this share of them failed (unreachable, timed out, 5xx) */
  WAITING_ROOM_AUTO_ERROR_RATE: optional(z.coerce.number().min(0.01).max(1).default(0.2)),
  /** the operators' bearer token for /api/queue/admin; unset, the route is closed (the sandbox's demo value without CMS_URL) */
  WAITING_ROOM_ADMIN_TOKEN: optional(z.string().min(16).optional()),
});

/** Against the sandbox only (CMS_URL unset): the admin route's demo token, as the other demo secrets. */
export const SANDBOX_ADMIN_TOKEN = 'sandbox-waiting-room-admin-token';

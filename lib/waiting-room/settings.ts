import { z } from 'zod';

/**
 * The waiting room's settings from the environment (docs/waiting-room.md), validated with the
 * rest of the configuration (lib/config.ts composes this schema). What an operator switches at
 * run time (the admin route, scripts/waiting-room.mjs) overrides the room's line here until reset.
 * Plain TypeScript without path aliases: lib/config.ts, which next.config.ts imports, imports it.
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

export const waitingRoomSettingsSchema = z.object({
  /** the whole buying path: off, on (a line at WAITING_ROOM_RATE), or auto (opens when the ticketing API struggles) */
  WAITING_ROOM: optional(z.enum(['off', 'on', 'auto']).default('off')),
  /** shows whose seat map and buying calls have a line of their own */
  WAITING_ROOM_SHOWS: optional(showList),
  /** visitors let in a minute, first come first served (docs/speed.md: what the ticketing API takes) */
  WAITING_ROOM_RATE: optional(z.coerce.number().int().min(1).max(1_000_000).default(120)),
  /** how often the line moves on (ms); each step lets in rate x tick / 60 s visitors */
  WAITING_ROOM_TICK_MS: optional(z.coerce.number().int().min(100).max(60_000).default(1000)),
  /** how long a pass lasts without a visit to the buying path (minutes); each visit extends it */
  WAITING_ROOM_PASS_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
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

export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

/** Against the sandbox only (CMS_URL unset): the admin route's demo token, as the other demo secrets. */
export const SANDBOX_ADMIN_TOKEN = 'sandbox-waiting-room-admin-token';

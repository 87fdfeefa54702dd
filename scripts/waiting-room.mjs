#!/usr/bin/env node
// @ts-check
/**
 * `npm run waiting-room -- <command>`: the operators' switch of the waiting room, through the
 * site's admin route (POST /api/queue/admin; docs/waiting-room.md). Any instance, or the edge,
 * will do: every instance follows within a second.
 *
 *   status                          what every room is doing (the default)
 *   on <room> [--rate N] [--tick MS] a room on: `all` (the whole buying path) or a show's projectToken
 *   off <room>                      a room off (those inside keep their passes)
 *   auto [--rate N]                 the whole buying path in automatic mode
 *   reset <room>                    back to the environment's setting (WAITING_ROOM, WAITING_ROOM_SHOWS)
 *   schedule <show> <time> [--rate N] [--prequeue MIN]
 *                                   a show's on-sale time (2026-12-01T10:00+08:00): a pre-queue from
 *                                   MIN minutes before (30), its order drawn at the time
 *
 * SITE_URL (http://localhost:$PORT) says where the site is; WAITING_ROOM_ADMIN_TOKEN is the bearer
 * token (against the sandbox, its demo value).
 */
const [command = 'status', room, ...rest] = process.argv.slice(2);
const site = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const token = process.env.WAITING_ROOM_ADMIN_TOKEN || (process.env.CMS_URL ? '' : 'sandbox-waiting-room-admin-token');

/** @param {string} name */
function option(name) {
  const at = rest.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(rest[at + 1]);
  if (!Number.isInteger(value) || value <= 0) fail(`--${name} takes a whole number`);
  return value;
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`waiting-room: ${message}`);
  process.exit(2);
}

/** @param {string | undefined} value */
const scope = (value) => {
  if (!value) fail(`${command} needs a room: all, or a show's projectToken`);
  return value === 'all' || value.startsWith('show:') ? value : `show:${value}`;
};

let body = null;
if (command === 'on' || command === 'off')
  body = { scope: scope(room), mode: command, rate: option('rate'), tickMs: option('tick') };
else if (command === 'auto') {
  rest.unshift(room);
  body = { scope: 'all', mode: 'auto', rate: option('rate') };
} else if (command === 'reset') body = { scope: scope(room), reset: true };
else if (command === 'schedule') {
  const opensAt = rest.shift();
  if (!opensAt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(opensAt))
    fail('schedule needs a show and a time with its offset: schedule PRJ1002 2026-12-01T10:00+08:00');
  const minutes = option('prequeue');
  body = {
    scope: scope(room),
    opensAt,
    rate: option('rate'),
    tickMs: option('tick'),
    prequeueSeconds: minutes === undefined ? undefined : minutes * 60,
  };
} else if (command !== 'status') fail(`unknown command "${command}" (status, on, off, auto, reset, schedule)`);
if (!token) fail('set WAITING_ROOM_ADMIN_TOKEN');

const res = await fetch(`${site}/api/queue/admin`, {
  method: body ? 'POST' : 'GET',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: body ? JSON.stringify(body) : undefined,
}).catch((error) => fail(`${site} did not answer (${error.message})`));
/**
 * The parts of the admin route's answer printed here (app/api/queue/admin; docs/waiting-room.md).
 * @typedef {{ at: number, size: number, seedHash: string }} Draw
 * @typedef {{ opensAt: number, prequeueFrom: number }} Schedule
 * @typedef {{ scope: string, mode: string, open?: boolean, rate?: number, tickMs?: number, source?: string,
 *   issued?: number, serving?: number, waiting?: number, arrived?: number, prequeue?: number,
 *   schedule?: Schedule, draw?: Draw }} Room
 * @typedef {{ calls: number, slowMs: number, failedShare: number, struggling?: boolean }} Health
 * @typedef {{ error?: string, shared?: boolean, degraded?: boolean, rooms: Room[], health?: Health }} AdminAnswer
 */
/** @type {AdminAnswer} */
const answer = await res.json().catch(() => ({}));
if (!res.ok) fail(`${res.status}: ${answer.error ?? 'refused'}`);

console.log(
  `waiting room at ${site} (${answer.shared ? 'shared through Redis' : 'this instance only'}${answer.degraded ? ', store unreachable: last settings known' : ''})`,
);
for (const r of answer.rooms) {
  const line = r.open
    ? `, ${r.issued ?? '?'} numbers given, ${r.serving ?? '?'} let in, ${r.waiting ?? '?'} waiting`
    : '';
  console.log(
    `  ${r.scope}: ${r.mode}${r.open ? ' (open)' : ''}, ${r.rate} a minute, step ${r.tickMs} ms, from the ${r.source}${line}`,
  );
  if (r.schedule) {
    const drawn = r.draw
      ? `drawn ${new Date(r.draw.at).toISOString()}: ${r.draw.size} placed (seed sha256 ${r.draw.seedHash.slice(0, 16)}...)`
      : `${r.prequeue ?? '?'} in the pre-queue, drawn at the opening`;
    console.log(
      `    on sale ${new Date(r.schedule.opensAt).toISOString()}, pre-queue from ${new Date(r.schedule.prequeueFrom).toISOString()}; ${drawn}`,
    );
  }
  if (r.open) console.log(`    admitted ${r.serving ?? '?'}, arrived at the buying path ${r.arrived ?? '?'}`);
}
const h = answer.health;
if (h)
  console.log(
    `  ticketing API as this instance saw it (last 10 s): ${h.calls} calls, slowest tenth over ${h.slowMs} ms, ${Math.round(h.failedShare * 100)}% failed${h.struggling ? ' (struggling)' : ''}`,
  );

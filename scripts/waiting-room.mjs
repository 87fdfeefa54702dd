#!/usr/bin/env node
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
 *
 * SITE_URL (http://localhost:$PORT) says where the site is; WAITING_ROOM_ADMIN_TOKEN is the bearer
 * token (against the sandbox, its demo value).
 */
const [command = 'status', room, ...rest] = process.argv.slice(2);
const site = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const token = process.env.WAITING_ROOM_ADMIN_TOKEN || (process.env.CMS_URL ? '' : 'sandbox-waiting-room-admin-token');

function option(name) {
  const at = rest.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(rest[at + 1]);
  if (!Number.isInteger(value) || value <= 0) fail(`--${name} takes a whole number`);
  return value;
}

function fail(message) {
  console.error(`waiting-room: ${message}`);
  process.exit(2);
}

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
else if (command !== 'status') fail(`unknown command "${command}" (status, on, off, auto, reset)`);
if (!token) fail('set WAITING_ROOM_ADMIN_TOKEN');

const res = await fetch(`${site}/api/queue/admin`, {
  method: body ? 'POST' : 'GET',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: body ? JSON.stringify(body) : undefined,
}).catch((error) => fail(`${site} did not answer (${error.message})`));
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
}
const h = answer.health;
if (h)
  console.log(
    `  ticketing API as this instance saw it (last 10 s): ${h.calls} calls, slowest tenth over ${h.slowMs} ms, ${Math.round(h.failedShare * 100)}% failed${h.struggling ? ' (struggling)' : ''}`,
  );

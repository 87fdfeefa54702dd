import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isScope, type Scope } from './scope';

/**
 * What a visitor carries (HttpOnly cookies, signed with a key derived from SESSION_SECRET, so a
 * visitor can read neither more nor other into them): their place in each line they joined (a
 * ticket: the room, its run, the number, when it was issued) and the passes they were let in with
 * (the room, the ticket it was earned with, until when). Signed, not encrypted: they hold nothing
 * secret, and the edge reads only whether a cookie is there (ops/varnish/site.vcl).
 */
export const TICKET_COOKIE = 'wr_ticket';
export const PASS_COOKIE = 'wr_pass';

/** How long a place in line is kept for a visitor who comes back (Cloudflare keeps 24 hours too). */
export const TICKET_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The visitor's device: a random id the room issues (HttpOnly) with their first number or pass.
 * Tickets and passes name it, and one presented with another device's id (or none) counts as
 * none: copying a pass means copying this cookie too, and then the pass's uses are counted
 * (./pass-uses.ts).
 */
export const DEVICE_COOKIE = 'wr_device';

/** How long a pass lasts at most from when it was given, however often it is extended. */
export const PASS_LIFETIME_MS = 2 * 60 * 60 * 1000;

export type Ticket = {
  scope: Scope;
  /** the room's run: a room switched off and on again starts a new line */
  epoch: string;
  number: number;
  issuedAt: number;
  /** the device it was issued to */
  device: string;
  /** a pre-queue ticket (a show's on-sale time): `number` is its arrival in the pre-queue, placed by the draw */
  pre?: boolean;
  /**
   * the line said their turn had come (the line is by arrival, not by number): kept, so that
   * failing open while Redis is down lets them in on any instance, whatever the number
   */
  turn?: boolean;
};

export type Pass = {
  scope: Scope;
  /** the room's run it was earned in: a switch-on starts a new run, and older passes die with it */
  epoch: string;
  /** the ticket it was earned with; 0: the visitor had a purchase in progress when the room opened; -1: let in while Redis was down */
  ticket: number;
  /** the device it was given to */
  device: string;
  /** when it was given: it lasts PASS_LIFETIME_MS at most */
  since: number;
  expiresAt: number;
  /** when it was last extended */
  renewedAt: number;
};

const MAX_ENTRIES = 6;
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'harbour-bay-theatre', 'waiting-room', 32));
    keys.set(secret, key);
  }
  return key;
}

function sign(purpose: string, body: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(`${purpose}.${body}`).digest('base64url');
}

/** `<body>.<signature>`, the body the entries as base64url JSON. */
function encode(purpose: string, entries: unknown[], secret: string): string {
  const body = Buffer.from(JSON.stringify(entries)).toString('base64url');
  return `${body}.${sign(purpose, body, secret)}`;
}

function decode(purpose: string, value: string | undefined, secret: string): unknown[] {
  if (!value || value.length > 4096) return [];
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return [];
  const expected = Buffer.from(sign(purpose, body, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const entries = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}

type RawTicket = { s: unknown; e: unknown; n: unknown; t: unknown; d: unknown; p?: unknown; u?: unknown };
type RawPass = { s: unknown; e: unknown; n: unknown; d: unknown; g: unknown; x: unknown; r: unknown };

export function readTickets(value: string | undefined, secret: string, now = Date.now()): Ticket[] {
  return (decode(TICKET_COOKIE, value, secret) as RawTicket[])
    .filter(
      (t) =>
        t &&
        isScope(t.s) &&
        typeof t.e === 'string' &&
        Number.isSafeInteger(t.n) &&
        typeof t.t === 'number' &&
        typeof t.d === 'string' &&
        now - t.t < TICKET_TTL_MS,
    )
    .map((t) => ({
      scope: t.s as Scope,
      epoch: t.e as string,
      number: t.n as number,
      issuedAt: t.t as number,
      device: t.d as string,
      ...(t.p === 1 ? { pre: true } : {}),
      ...(t.u === 1 ? { turn: true } : {}),
    }));
}

export function writeTickets(tickets: Ticket[], secret: string): string {
  const entries = tickets.slice(-MAX_ENTRIES).map((t) => ({
    s: t.scope,
    e: t.epoch,
    n: t.number,
    t: t.issuedAt,
    d: t.device,
    ...(t.pre ? { p: 1 } : {}),
    ...(t.turn ? { u: 1 } : {}),
  }));
  return encode(TICKET_COOKIE, entries, secret);
}

export function readPasses(value: string | undefined, secret: string, now = Date.now()): Pass[] {
  return (decode(PASS_COOKIE, value, secret) as RawPass[])
    .filter(
      (p) =>
        p &&
        isScope(p.s) &&
        typeof p.e === 'string' &&
        Number.isSafeInteger(p.n) &&
        typeof p.d === 'string' &&
        typeof p.g === 'number' &&
        now - p.g < PASS_LIFETIME_MS &&
        typeof p.x === 'number' &&
        p.x > now &&
        typeof p.r === 'number',
    )
    .map((p) => ({
      scope: p.s as Scope,
      epoch: p.e as string,
      ticket: p.n as number,
      device: p.d as string,
      since: p.g as number,
      expiresAt: p.x as number,
      renewedAt: p.r as number,
    }));
}

export function writePasses(passes: Pass[], secret: string): string {
  const entries = passes
    .slice(-MAX_ENTRIES)
    .map((p) => ({ s: p.scope, e: p.epoch, n: p.ticket, d: p.device, g: p.since, x: p.expiresAt, r: p.renewedAt }));
  return encode(PASS_COOKIE, entries, secret);
}

/**
 * Whether a pass lets its holder through a room now: a pass of that room, earned in its current
 * run (a switch-on starts a new one), on the device it was given to. A pass of the whole buying
 * path's room covers no show's: while the whole path's room is open it is the only one standing
 * (./line.ts `roomFor`), and once it closes its passes die with its run.
 */
export function passCovers(pass: Pass, room: { scope: Scope; epoch: string }, device: string | null): boolean {
  return pass.scope === room.scope && pass.epoch === room.epoch && device !== null && pass.device === device;
}

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

export type Ticket = {
  scope: Scope;
  /** the room's run: a room switched off and on again starts a new line */
  epoch: string;
  number: number;
  issuedAt: number;
};

export type Pass = {
  scope: Scope;
  /** the ticket it was earned with; 0: the visitor was inside before the room opened; -1: let in while Redis was down */
  ticket: number;
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

type RawTicket = { s: unknown; e: unknown; n: unknown; t: unknown };
type RawPass = { s: unknown; n: unknown; x: unknown; r: unknown };

export function readTickets(value: string | undefined, secret: string, now = Date.now()): Ticket[] {
  return (decode(TICKET_COOKIE, value, secret) as RawTicket[])
    .filter(
      (t) =>
        t &&
        isScope(t.s) &&
        typeof t.e === 'string' &&
        Number.isSafeInteger(t.n) &&
        typeof t.t === 'number' &&
        now - t.t < TICKET_TTL_MS,
    )
    .map((t) => ({ scope: t.s as Scope, epoch: t.e as string, number: t.n as number, issuedAt: t.t as number }));
}

export function writeTickets(tickets: Ticket[], secret: string): string {
  const entries = tickets.slice(-MAX_ENTRIES).map((t) => ({ s: t.scope, e: t.epoch, n: t.number, t: t.issuedAt }));
  return encode(TICKET_COOKIE, entries, secret);
}

export function readPasses(value: string | undefined, secret: string, now = Date.now()): Pass[] {
  return (decode(PASS_COOKIE, value, secret) as RawPass[])
    .filter(
      (p) =>
        p &&
        isScope(p.s) &&
        Number.isSafeInteger(p.n) &&
        typeof p.x === 'number' &&
        p.x > now &&
        typeof p.r === 'number',
    )
    .map((p) => ({ scope: p.s as Scope, ticket: p.n as number, expiresAt: p.x as number, renewedAt: p.r as number }));
}

export function writePasses(passes: Pass[], secret: string): string {
  const entries = passes.slice(-MAX_ENTRIES).map((p) => ({ s: p.scope, n: p.ticket, x: p.expiresAt, r: p.renewedAt }));
  return encode(PASS_COOKIE, entries, secret);
}

/**
 * Whether a pass lets its holder through a room: a pass of that room, or one earned in the line of
 * the whole buying path (which covers every show's). Being inside before the whole path's room
 * opened (ticket 0) does not cover a show's room: that would let everyone who once opened the cart
 * past the show's line.
 */
export function passCovers(pass: Pass, scope: Scope): boolean {
  return pass.scope === scope || (pass.scope === 'all' && pass.ticket > 0);
}

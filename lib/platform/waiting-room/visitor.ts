import 'server-only';
import type { NextResponse } from 'next/server';
import { cookieContext } from '@/lib/platform/http/cookie-context';
import { config } from '@/lib/platform/config/config';
import type { LineStatus, Visitor } from './line';
import { LINE_HINT_COOKIE } from './line-hint-cookie';
import {
  DEVICE_COOKIE,
  PASS_COOKIE,
  readPasses,
  readTickets,
  TICKET_COOKIE,
  TICKET_TTL_MS,
  writePasses,
  writeTickets,
} from './tokens';

/** The visitor's tickets and passes from the request's cookies, and back into a response's. */
type CookieReader = { get(name: string): { value: string } | undefined };

export function readVisitor(cookies: CookieReader, now = Date.now()): Visitor {
  const secret = config().SESSION_SECRET;
  return {
    tickets: readTickets(cookies.get(TICKET_COOKIE)?.value, secret, now),
    passes: readPasses(cookies.get(PASS_COOKIE)?.value, secret, now),
    device: deviceOf(cookies.get(DEVICE_COOKIE)?.value),
  };
}

/** The device id as the room issued it (./line.ts newDevice), or null. */
const deviceOf = (value: string | undefined) => (value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null);

export function hasRoomCookies(cookies: CookieReader): boolean {
  return Boolean(cookies.get(TICKET_COOKIE) || cookies.get(PASS_COOKIE));
}

/** The cookies' values for a visitor (null: the cookie goes). */
export function cookieValues(visitor: Visitor): { ticket: string | null; pass: string | null; device: string | null } {
  const secret = config().SESSION_SECRET;
  return {
    ticket: visitor.tickets.length ? writeTickets(visitor.tickets, secret) : null,
    pass: visitor.passes.length ? writePasses(visitor.passes, secret) : null,
    device: visitor.device,
  };
}

/**
 * Sets the cookies that changed from the request's: HttpOnly, SameSite=Lax, Secure on https, the
 * session cookie's domain, as the session's own.
 */
export function writeVisitor(
  response: NextResponse,
  request: { headers: Headers; url: string; cookies: CookieReader },
  visitor: Visitor,
  now = Date.now(),
): void {
  const { ticket, pass, device } = cookieValues(visitor);
  const domain = config().COOKIE_DOMAIN;
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: cookieContext(request).https,
    httpOnly: true,
    ...(domain ? { domain } : {}),
  };
  const set = (name: string, value: string | null, maxAge: number) => {
    const had = request.cookies.get(name)?.value ?? null;
    if (value === had || (value === null && !had)) return;
    response.cookies.set(name, value ?? '', { ...base, maxAge: value ? maxAge : 0 });
  };
  set(TICKET_COOKIE, ticket, TICKET_TTL_MS / 1000);
  // the device id stays as long as a ticket would (never removed here: a pass may still name it)
  if (device) set(DEVICE_COOKIE, device, TICKET_TTL_MS / 1000);
  const passUntil = Math.max(0, ...visitor.passes.map((p) => p.expiresAt));
  set(PASS_COOKIE, pass, Math.max(1, Math.ceil((passUntil - now) / 1000)));
}

/**
 * The page a visitor in line asked for, for the queue page's button without JavaScript (a static
 * page cannot know it, and the site sends no path in Referer): sent to the join route only. The
 * edge sets the same cookie when it answers with the queue page (ops/varnish/site.vcl).
 */
export const ASKED_COOKIE = 'wr_asked';

export function rememberAsked(response: NextResponse, request: { headers: Headers; url: string }, path: string): void {
  response.cookies.set(ASKED_COOKIE, path, {
    path: '/api/queue',
    sameSite: 'lax',
    secure: cookieContext(request).https,
    httpOnly: true,
    maxAge: 3600,
  });
}

export function tellThePage(response: NextResponse, status: LineStatus, now = Date.now()): void {
  const hint = { ...status, at: now };
  response.cookies.set(LINE_HINT_COOKIE, Buffer.from(JSON.stringify(hint)).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    maxAge: 60,
  });
}

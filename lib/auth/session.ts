import 'server-only';
import type { NextResponse } from 'next/server';
import { config } from '@/lib/platform/config/config';
import type { CookieContext } from '@/lib/platform/http/cookie-context';
import {
  HANDOFF_COOKIE,
  HANDOFF_HINT_COOKIE,
  HANDOFF_TTL_MS,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_TTL_MS,
} from './cookie-names';
import { seal, unseal } from './seal';

/**
 * The member's session, on the server (issue 22): the ticketing token lives in an HttpOnly,
 * SameSite=Lax cookie (Secure on https), encrypted and authenticated with SESSION_SECRET and
 * carrying its own 2-hour expiry, for this host alone unless COOKIE_DOMAIN says otherwise. Page
 * scripts never see the token: they see a hint cookie that says a session exists. Server only.
 */
export type Session = {
  token: string;
  /** the member's card number (userToken), for per-account limits and to tell two members apart */
  member: string;
  expiresAt: number;
};

/** A `?token=` hand-off that waits for the visitor to choose between two accounts. */
export type Handoff = { token: string; member: string; name: string; currentName: string; expiresAt: number };

type CookieReader = { get(name: string): { value: string } | undefined };
type CookieWriter = NextResponse['cookies'];

function isSession(value: unknown): value is Session {
  const v = value as Session | null;
  return (
    Boolean(v) &&
    typeof v!.token === 'string' &&
    v!.token.length > 0 &&
    typeof v!.member === 'string' &&
    typeof v!.expiresAt === 'number'
  );
}

function isHandoff(value: unknown): value is Handoff {
  const v = value as Handoff | null;
  return isSession(value) && typeof v!.name === 'string' && typeof v!.currentName === 'string';
}

function open<T extends { expiresAt: number }>(
  cookies: CookieReader,
  name: string,
  check: (v: unknown) => v is T,
  now: number,
): T | null {
  const raw = cookies.get(name)?.value;
  if (!raw) return null;
  const value = unseal(raw, config().SESSION_SECRET, name);
  return check(value) && value.expiresAt > now ? value : null;
}

/** The session of this request, or null (none, expired, or not sealed with this site's secret). */
export function readSession(cookies: CookieReader, now = Date.now()): Session | null {
  return open(cookies, SESSION_COOKIE, isSession, now);
}

export function readHandoff(cookies: CookieReader, now = Date.now()): Handoff | null {
  return open(cookies, HANDOFF_COOKIE, isHandoff, now);
}

/** True when the request carries a session cookie at all (valid or not): a failed one is a timeout. */
export function hasSessionCookie(cookies: CookieReader): boolean {
  return Boolean(cookies.get(SESSION_COOKIE)?.value || cookies.get(SESSION_HINT_COOKIE)?.value);
}

function attributes(context: CookieContext, maxAgeSeconds: number, httpOnly: boolean) {
  const domain = config().COOKIE_DOMAIN;
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: context.https,
    httpOnly,
    maxAge: maxAgeSeconds,
    ...(domain ? { domain } : {}),
  };
}

function setPair(
  cookies: CookieWriter,
  context: CookieContext,
  names: [string, string],
  value: { expiresAt: number } | null,
  now: number,
) {
  const maxAge = value ? Math.max(0, Math.floor((value.expiresAt - now) / 1000)) : 0;
  if (!value || maxAge === 0) {
    cookies.set(names[0], '', attributes(context, 0, true));
    cookies.set(names[1], '', attributes(context, 0, false));
    return;
  }
  cookies.set(names[0], seal(value, config().SESSION_SECRET, names[0]), attributes(context, maxAge, true));
  cookies.set(names[1], '1', attributes(context, maxAge, false));
}

/** Starts (or, with null, ends) the session on this response. */
export function writeSession(
  cookies: CookieWriter,
  context: CookieContext,
  session: Session | null,
  now = Date.now(),
): void {
  setPair(cookies, context, [SESSION_COOKIE, SESSION_HINT_COOKIE], session, now);
}

export function writeHandoff(
  cookies: CookieWriter,
  context: CookieContext,
  handoff: Handoff | null,
  now = Date.now(),
): void {
  setPair(cookies, context, [HANDOFF_COOKIE, HANDOFF_HINT_COOKIE], handoff, now);
}

/** A new session for a token the ticketing API just gave: 2 hours, or less if the API says so. */
export function newSession(token: string, member: string, now = Date.now(), apiExpiresAt?: number | null): Session {
  const limit = now + SESSION_TTL_MS;
  return { token, member, expiresAt: apiExpiresAt && apiExpiresAt > now ? Math.min(apiExpiresAt, limit) : limit };
}

export function newHandoff(
  token: string,
  member: string,
  name: string,
  currentName: string,
  now = Date.now(),
): Handoff {
  return { token, member, name, currentName, expiresAt: now + HANDOFF_TTL_MS };
}

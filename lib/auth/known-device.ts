import 'server-only';
import { seal, unseal } from '@/lib/auth/seal';
import type { CookieContext } from '@/lib/platform/http/cookie-context';
import { config } from '@/lib/platform/config/config';
import { hashed } from '@/lib/platform/throttle/limits';

/**
 * A browser an account logged in from before (OWASP's "device cookie"): an HttpOnly, encrypted
 * cookie naming (hashed) the accounts that logged in from it, sent only to the site's ticketing
 * routes (so the edge never sees it on a page). A login from such a browser is not held by the
 * per-account ceiling (LIMITS.loginPerAccount), so strangers failing from many addresses cannot
 * lock the owner out of their own device; the per-(account, address) and per-address locks still
 * apply to it.
 */
export const DEVICE_COOKIE = '_sgtdevice';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const MAX_ACCOUNTS = 5;
const PATH = '/api/ticketing';

type Device = { accounts: string[]; expiresAt: number };
type CookieReader = { get(name: string): { value: string } | undefined };
type CookieWriter = {
  set(name: string, value: string, options: Record<string, unknown>): unknown;
};

/** The (hashed) accounts this browser logged in to before. */
export function knownAccounts(cookies: CookieReader, now = Date.now()): string[] {
  const raw = cookies.get(DEVICE_COOKIE)?.value;
  if (!raw) return [];
  const device = unseal(raw, config().SESSION_SECRET, DEVICE_COOKIE) as Device | null;
  if (!device || !Array.isArray(device.accounts) || !(device.expiresAt > now)) return [];
  return device.accounts.filter((a): a is string => typeof a === 'string');
}

/** Whether this browser logged in to the account counted under `key` before. */
export const isKnownAccount = (known: string[], key: string) => known.includes(hashed(key));

/** Adds accounts (count keys) to this browser's cookie, the newest first. */
export function rememberAccounts(
  cookies: CookieWriter,
  context: CookieContext,
  known: string[],
  keys: string[],
  now = Date.now(),
): void {
  const accounts = [...new Set([...keys.map(hashed), ...known])].slice(0, MAX_ACCOUNTS);
  const device: Device = { accounts, expiresAt: now + DEVICE_TTL_MS };
  cookies.set(DEVICE_COOKIE, seal(device, config().SESSION_SECRET, DEVICE_COOKIE), {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: context.https,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}

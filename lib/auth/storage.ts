import Cookies from 'js-cookie';

/** Local storage and cookie keys the spec names. */
export const TOKEN_KEY = '_sgttoken';
export const IDENTIFIER_KEY = '_identifier';
/** A token handed to the site in the URL (e.g. by the theatre's app) lives under its own key. */
export const URL_TOKEN_KEY = '_urltoken';
/** Set just before the reload that follows a 401, so the reloaded page can say why. */
export const TIMEOUT_FLAG_KEY = '_sgttimeout';

export const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

type StoredToken = { token: string; expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The parent domain (theatre.example for www.theatre.example), so sibling sites share the login. */
export function parentDomain(hostname: string): string | undefined {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || !hostname.includes('.')) return undefined;
  const parts = hostname.split('.');
  return parts.length > 2 ? `.${parts.slice(-2).join('.')}` : `.${hostname}`;
}

function cookieOptions(expires?: Date): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires, domain: parentDomain(location.hostname), sameSite: 'Lax', secure, path: '/' };
}

function readToken(key: string, now: number): string | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredToken;
    if (typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number' && parsed.expiresAt > now) {
      return parsed.token;
    }
  } catch {
    // a malformed entry is treated as no token
  }
  storage()?.removeItem(key);
  return null;
}

/** The token to send: a URL-provided one first, else the member's own login. */
export function getToken(now = Date.now()): string | null {
  return readToken(URL_TOKEN_KEY, now) ?? readToken(TOKEN_KEY, now);
}

export function saveToken(token: string, now = Date.now(), key: string = TOKEN_KEY): void {
  const expiresAt = now + TOKEN_TTL_MS;
  storage()?.setItem(key, JSON.stringify({ token, expiresAt } satisfies StoredToken));
  if (key === TOKEN_KEY) Cookies.set(TOKEN_KEY, token, cookieOptions(new Date(expiresAt)));
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(URL_TOKEN_KEY);
  Cookies.remove(TOKEN_KEY, cookieOptions());
}

/** The device identifier sent with logins and captchas, generated once per browser. */
export function getIdentifier(): string {
  const store = storage();
  let id = store?.getItem(IDENTIFIER_KEY);
  if (!id) {
    id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
    store?.setItem(IDENTIFIER_KEY, id);
  }
  return id;
}

/**
 * Start-up handling of `?token=` (spec section 4): a URL token is saved under its own key, and
 * removed when the URL has none. The member's own login (`_sgttoken`) is never touched, so a
 * normal visit without a token can never log anyone out. Returns the URL without the token, so
 * it does not linger in the address bar or history.
 */
export function consumeUrlToken(href: string, now = Date.now()): string | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (!token) {
    storage()?.removeItem(URL_TOKEN_KEY);
    return null;
  }
  saveToken(token, now, URL_TOKEN_KEY);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function markTimedOut(): void {
  try {
    sessionStorage.setItem(TIMEOUT_FLAG_KEY, '1');
  } catch {
    // private mode: the member still sees the login link
  }
}

export function takeTimedOut(): boolean {
  try {
    const flagged = sessionStorage.getItem(TIMEOUT_FLAG_KEY) === '1';
    sessionStorage.removeItem(TIMEOUT_FLAG_KEY);
    return flagged;
  } catch {
    return false;
  }
}

import Cookies from 'js-cookie';
import { HANDOFF_HINT_COOKIE, SESSION_HINT_COOKIE } from './cookie-names';

/**
 * What the browser keeps of the session: the device identifier (spec section 3), whether a session
 * cookie exists (a hint the server sets beside the HttpOnly one; the token itself is out of reach
 * of page scripts), and a flag that survives the reload after a session ended.
 */
export const IDENTIFIER_KEY = '_identifier';
/** Set just before the reload that follows a 401, so the reloaded page can say why. */
export const TIMEOUT_FLAG_KEY = '_sgttimeout';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The device identifier sent with logins and captchas, generated once per browser. */
export function getIdentifier(): string {
  const store = storage();
  let id = store?.getItem(IDENTIFIER_KEY);
  if (!id) {
    id =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
    store?.setItem(IDENTIFIER_KEY, id);
  }
  return id;
}

/** A member is logged in in this browser (the session cookie's readable hint). */
export function hasSessionHint(): boolean {
  return Cookies.get(SESSION_HINT_COOKIE) === '1';
}

/** A `?token=` hand-off waits for the visitor to choose an account. */
export function hasHandoffHint(): boolean {
  return Cookies.get(HANDOFF_HINT_COOKIE) === '1';
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

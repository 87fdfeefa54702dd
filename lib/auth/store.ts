'use client';

import { create } from 'zustand';
import { pageReload } from './reload';
import { hasSessionHint, markTimedOut, takeTimedOut } from './storage';

export type AuthStatus = 'initial' | 'loading' | 'ok' | 'error' | 'timeout' | 'logout';

/** The credentials error keeps the spec's key, so forms can show it localized. */
export const CREDENTIALS_ERROR = 'credentials';
/** What `error` holds after a session ended: the reloaded page says 'Please login again'. */
export const TIMEOUT_ERROR = 'timeout';

/**
 * The member's session as this page knows it (spec section 4's auth status). Only the status: the
 * session itself is an HttpOnly cookie, and the member's profile is a React Query query
 * (lib/bff/client/hooks/session.ts).
 */
type AuthState = {
  status: AuthStatus;
  /** 'timeout', 'credentials', or the server's messages */
  error: string | null;
  /** a session cookie exists (or a login just made one) */
  signedIn: boolean;
  /** start-up has read whether there is a session (before the member's data arrives) */
  sessionKnown: boolean;
  /** start-up finished (session read, the member loaded or failed) */
  ready: boolean;
  startUp: () => void;
  /** the member's profile arrived (ok) or could not be read */
  memberLoaded: (ok: boolean, error?: string | null) => void;
  loginStarted: () => void;
  loginFailed: (error: string) => void;
  loggedIn: () => void;
  loggedOut: () => void;
  /** the session ended on the server (a 401): reload; the reloaded page says 'Please login again' */
  expire: () => void;
};

export const useAuth = create<AuthState>((set, get) => ({
  status: 'initial',
  error: null,
  signedIn: false,
  sessionKnown: false,
  ready: false,

  startUp() {
    const timedOut = takeTimedOut();
    const signedIn = hasSessionHint();
    if (signedIn) set({ signedIn, sessionKnown: true, status: 'loading', error: null, ready: false });
    else
      set({
        signedIn,
        sessionKnown: true,
        status: timedOut ? 'timeout' : 'initial',
        error: timedOut ? TIMEOUT_ERROR : null,
        ready: true,
      });
  },

  memberLoaded(ok, error = null) {
    if (!get().signedIn) return;
    set({ status: ok ? 'ok' : 'error', error: ok ? null : error, ready: true });
  },

  loginStarted() {
    set({ status: 'loading', error: null });
  },

  loginFailed(error) {
    set({ status: 'error', error });
  },

  loggedIn() {
    set({ signedIn: true, sessionKnown: true, status: 'ok', error: null, ready: true });
  },

  loggedOut() {
    set({ signedIn: false, status: 'logout', error: null });
  },

  expire() {
    markTimedOut();
    set({ signedIn: false, status: 'timeout', error: TIMEOUT_ERROR });
    pageReload.run();
  },
}));

'use client';

import { create } from 'zustand';
import type { Locale } from '@/lib/i18n/routing';
import { fetchProfile, logoutRequest, type Profile } from '@/lib/ticketing/member';
import { TicketingError } from '@/lib/ticketing/errors';
import { setUnauthorizedHandler } from '@/lib/ticketing/transport';
import { InvalidCredentialsError, loginRequest, type LoginInput } from './api';
import { pageReload } from './reload';
import {
  clearToken,
  consumeUrlToken,
  getIdentifier,
  getToken,
  markTimedOut,
  saveToken,
  takeTimedOut,
} from './storage';

export type AuthStatus = 'initial' | 'loading' | 'ok' | 'error' | 'timeout' | 'logout';

type AuthState = {
  status: AuthStatus;
  /** 'timeout', or the server's messages */
  error: string | null;
  token: string | null;
  profile: Profile | null;
  /** start-up finished (token read, profile loaded or failed) */
  ready: boolean;
  startUp: (locale: Locale) => Promise<void>;
  loadProfile: (locale: Locale) => Promise<void>;
  /** the login call; failures leave status 'error' with the server's messages joined by commas */
  login: (input: LoginInput, locale: Locale) => Promise<boolean>;
  /** called after a successful login call with the token it returned */
  signedIn: (token: string, locale: Locale) => Promise<void>;
  logout: () => Promise<void>;
  /** a 401 while a token exists: clear it and reload; the reloaded page says 'Please login again' */
  expire: () => void;
};

/** The credentials error keeps the spec's key, so forms can show it localized. */
export const CREDENTIALS_ERROR = 'credentials';

function loginErrorText(error: unknown): string {
  if (error instanceof InvalidCredentialsError) return CREDENTIALS_ERROR;
  if (error instanceof TicketingError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export const useAuth = create<AuthState>((set, get) => ({
  status: 'initial',
  error: null,
  token: null,
  profile: null,
  ready: false,

  async startUp(locale) {
    getIdentifier();
    const cleaned = consumeUrlToken(window.location.href);
    if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
    setUnauthorizedHandler(() => get().expire());
    const timedOut = takeTimedOut();
    const token = getToken();
    if (timedOut && !token) {
      set({ status: 'timeout', error: 'timeout', ready: true });
      return;
    }
    set({ token });
    if (token) await get().loadProfile(locale);
    set({ ready: true });
  },

  async loadProfile(locale) {
    const token = get().token;
    if (!token) return;
    set({ status: 'loading' });
    try {
      const profile = await fetchProfile(token, locale);
      set({ profile, status: profile.userToken ? 'ok' : 'error', error: null });
    } catch (error) {
      if (error instanceof TicketingError && error.isUnauthorized) return; // expire() takes over
      set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  },

  async login(input, locale) {
    set({ status: 'loading', error: null });
    try {
      const token = await loginRequest(input, locale);
      await get().signedIn(token, locale);
      return get().status === 'ok';
    } catch (error) {
      set({ status: 'error', error: loginErrorText(error) });
      return false;
    }
  },

  async signedIn(token, locale) {
    saveToken(token);
    set({ token, status: 'loading', error: null });
    await get().loadProfile(locale);
  },

  async logout() {
    const token = get().token;
    if (token) await logoutRequest(token).catch(() => undefined);
    clearToken();
    set({ token: null, profile: null, status: 'logout', error: null });
  },

  expire() {
    clearToken();
    markTimedOut();
    set({ token: null, profile: null, status: 'timeout', error: 'timeout' });
    pageReload.run();
  },
}));

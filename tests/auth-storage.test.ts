import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import {
  TOKEN_KEY,
  TOKEN_TTL_MS,
  URL_TOKEN_KEY,
  clearToken,
  consumeUrlToken,
  getIdentifier,
  getToken,
  parentDomain,
  saveToken,
} from '@/lib/auth/storage';

describe('token storage', () => {
  it('keeps a login for 2 hours, in local storage and a cookie', () => {
    // the cookie expires by the real clock, so the login must be a real "now"
    const now = Date.now();
    saveToken('abc', now);
    expect(getToken(now + TOKEN_TTL_MS - 1)).toBe('abc');
    expect(Cookies.get(TOKEN_KEY)).toBe('abc');
    expect(getToken(now + TOKEN_TTL_MS + 1)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears the token and its cookie', () => {
    saveToken('abc');
    clearToken();
    expect(getToken()).toBeNull();
    expect(Cookies.get(TOKEN_KEY)).toBeUndefined();
  });

  it('generates the device identifier once', () => {
    const first = getIdentifier();
    expect(first).toMatch(/.{8,}/);
    expect(getIdentifier()).toBe(first);
  });

  it('uses the parent domain for the cookie', () => {
    expect(parentDomain('www.theatre.example')).toBe('.theatre.example');
    expect(parentDomain('theatre.example')).toBe('.theatre.example');
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
  });
});

describe('URL token at start-up', () => {
  it('saves a URL token under its own key and strips it from the URL', () => {
    const cleaned = consumeUrlToken('https://www.theatre.example/en/events?token=app-token&x=1#top');
    expect(cleaned).toBe('/en/events?x=1#top');
    expect(localStorage.getItem(URL_TOKEN_KEY)).toContain('app-token');
    expect(getToken()).toBe('app-token');
  });

  it('removes a stored URL token when the URL has none, but never the member login', () => {
    saveToken('member-login');
    consumeUrlToken('https://www.theatre.example/?token=app-token');
    expect(getToken()).toBe('app-token');
    expect(consumeUrlToken('https://www.theatre.example/news')).toBeNull();
    expect(localStorage.getItem(URL_TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe('member-login');
  });
});

import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, TOKEN_TTL_MS, clearToken, saveToken } from '@/lib/auth/storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function cookieWrites() {
  const set = vi.spyOn(Cookies, 'set');
  const remove = vi.spyOn(Cookies, 'remove');
  return { set, remove };
}

describe('the session cookie', () => {
  it('is Secure and SameSite=Lax over https, on the parent domain, for 2 hours', () => {
    vi.stubGlobal('location', new URL('https://www.theatre.example/en/login'));
    const { set } = cookieWrites();
    const now = Date.UTC(2026, 10, 22, 10, 0);
    saveToken('tok-https', now);
    expect(set).toHaveBeenCalledWith(TOKEN_KEY, 'tok-https', {
      expires: new Date(now + TOKEN_TTL_MS),
      domain: '.theatre.example',
      sameSite: 'Lax',
      secure: true,
      path: '/',
    });
  });

  it('is SameSite=Lax but not Secure over plain http (a Secure cookie would not be stored there)', () => {
    vi.stubGlobal('location', new URL('http://localhost:3000/login'));
    const { set } = cookieWrites();
    saveToken('tok-http');
    expect(set).toHaveBeenCalledWith(
      TOKEN_KEY,
      'tok-http',
      expect.objectContaining({ sameSite: 'Lax', secure: false }),
    );
  });

  it('is removed with the same domain and path it was set with, so logout really clears it', () => {
    vi.stubGlobal('location', new URL('https://www.theatre.example/'));
    const { remove } = cookieWrites();
    clearToken();
    expect(remove).toHaveBeenCalledWith(TOKEN_KEY, expect.objectContaining({ domain: '.theatre.example', path: '/' }));
  });
});
